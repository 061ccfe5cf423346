import { useRef, type MouseEvent, type PointerEvent } from 'react'

/** How far the mouse must move before a press becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 6

/**
 * Drag-to-scroll for a horizontal strip with a mouse (touch screens scroll natively). A drag
 * that moved swallows the click that ends it, so letting go over a category does not select it.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const drag = useRef<{ x: number; left: number; moved: boolean; pointer: number } | null>(null)
  const swallowClick = useRef(false)

  function end() {
    const current = drag.current
    drag.current = null
    if (!current?.moved) return
    ref.current?.classList.remove('is-dragging')
    swallowClick.current = true
    // The click, if any, is dispatched right after pointerup, before this timer runs.
    window.setTimeout(() => (swallowClick.current = false), 0)
  }

  return {
    ref,
    handlers: {
      onPointerDown(event: PointerEvent<T>) {
        swallowClick.current = false
        if (event.pointerType !== 'mouse' || event.button !== 0 || !ref.current) return
        drag.current = {
          x: event.clientX,
          left: ref.current.scrollLeft,
          moved: false,
          pointer: event.pointerId,
        }
      },
      onPointerMove(event: PointerEvent<T>) {
        const current = drag.current
        const element = ref.current
        if (!current || !element) return
        const distance = event.clientX - current.x
        if (!current.moved) {
          if (Math.abs(distance) < DRAG_THRESHOLD_PX) return
          current.moved = true
          element.setPointerCapture?.(current.pointer)
          element.classList.add('is-dragging')
        }
        element.scrollLeft = current.left - distance
      },
      onPointerUp: end,
      onPointerCancel: end,
      onClickCapture(event: MouseEvent<T>) {
        if (!swallowClick.current) return
        swallowClick.current = false
        event.preventDefault()
        event.stopPropagation()
      },
    },
  }
}
