import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusFirst } from './focus'
import './modal.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
    const first = node?.querySelector<HTMLElement>(FOCUSABLE)
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
      const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (focusable.length === 0) {
        event.preventDefault()
        return
      }
      const firstEl = focusable[0]!
      const lastEl = focusable[focusable.length - 1]!
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault()
        lastEl.focus()
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault()
        firstEl.focus()
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
