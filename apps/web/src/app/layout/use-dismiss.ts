import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/** Calls `onOutside` when a pointer goes down anywhere but inside `area`. */
export function useOutsidePointer(area: RefObject<HTMLElement | null>, onOutside: () => void) {
  const callback = useRef(onOutside)
  useLayoutEffect(() => {
    callback.current = onOutside
  })
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) callback.current()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [area])
}

/**
 * While `active`, Escape calls `onEscape` (menus close and give focus back to their button). The
 * listener stays registered, so a key pressed right after opening is not missed.
 */
export function useEscape(active: boolean, onEscape: () => void) {
  const latest = useRef({ active, onEscape })
  // Synced as soon as the render is committed, before the next key can arrive.
  useLayoutEffect(() => {
    latest.current = { active, onEscape }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.active) latest.current.onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
