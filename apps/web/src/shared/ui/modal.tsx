import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusFirst, tabStops } from './focus'

interface ModalProps {
  /** Names the dialog for screen readers. */
  label: string
  onClose(): void
  children: ReactNode
  className?: string
  /**
   * Where focus goes on closing when the control that opened the dialog is gone (CSS selectors,
   * tried in order; the page's main region last), so it never falls to the page body.
   */
  returnFocus?: string[]
}

/**
 * A dialog that keeps keyboard focus inside, closes on Escape or a click on the backdrop, and
 * gives focus back to whatever opened it.
 */
export function Modal({ label, onClose, children, className, returnFocus }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const returnFocusRef = useRef(returnFocus)
  returnFocusRef.current = returnFocus

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const node = dialog.current
    const first = node ? tabStops(node)[0]?.[0] : undefined
    ;(first ?? node)?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !node) return
      // The real tab order: a radio Tab never reaches is no end of it (issue 19 §4.1).
      const stops = tabStops(node)
      const firstStop = stops[0]
      const lastStop = stops[stops.length - 1]
      if (!firstStop || !lastStop) {
        event.preventDefault()
        return
      }
      const active = document.activeElement as HTMLElement | null
      // Focus in another dialog on top of this one is that one's business.
      if (!active || !node.contains(active)) return
      const onDialog = active === node
      if (event.shiftKey && (onDialog || firstStop.includes(active))) {
        event.preventDefault()
        lastStop[lastStop.length - 1]!.focus()
      } else if (!event.shiftKey && (onDialog || lastStop.includes(active))) {
        event.preventDefault()
        firstStop[0]!.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = previousOverflow
      // The opener may have gone with the dialog's work (the floating cart button hides while
      // the cart is open, Log in turns into the account menu): then a stable control instead.
      const restore = () => focusFirst(opener, ...(returnFocusRef.current ?? []))
      restore()
      // ... and a render just after closing may still take it away: then once more.
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) restore()
      })
    }
  }, [])

  return createPortal(
    // A click on the backdrop is the mouse's way out; the keyboard's is Escape, handled above.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialog}
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
