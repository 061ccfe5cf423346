import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

/** Closes the menu and gives the focus back to its button: what an item does before its work. */
const CloseMenu = createContext<() => void>(() => {})

/**
 * A card's "More" menu (issue 23 §1): every action but the card's one primary move.
 *
 * Item convention, for anything added from elsewhere (OrderCard's `moreActions`): render a
 * `<MenuItem onSelect={...}>` (a `<button role="menuitem">`). The menu stays mounted while
 * closed (only hidden), so an item may keep its own state and render its own dialog next to
 * itself: Modal portals out of the hidden menu. An item is pressed after the menu has closed and
 * the focus is back on "More", so a dialog it opens gives the focus back there.
 */
export function CardMenu({
  label,
  onOpen,
  children,
}: {
  label: string
  /** Opening the menu is looking at the order: a new one is no longer new (issue 23 §1). */
  onOpen?(): void
  children: ReactNode
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  // Opened: the first item takes the focus, as a menu's keyboard pattern expects.
  useEffect(() => {
    if (open) items()[0]?.focus()
  }, [open])

  // A press outside closes it, without taking the focus from what was pressed.
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const go = (index: number) => list[(index + list.length) % list.length]?.focus()
    if (event.key === 'Escape') {
      // The card's dialog, if any, is not open while the menu is: this Escape is the menu's.
      event.stopPropagation()
      close()
    } else if (event.key === 'ArrowDown') go(at + 1)
    else if (event.key === 'ArrowUp') go(at - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(list.length - 1)
    else if (event.key === 'Tab') {
      setOpen(false)
      return
    } else return
    event.preventDefault()
  }

  return (
    <div className="office-menu profile">
      <button
        ref={button}
        type="button"
        className="button button--ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => {
          if (!open) onOpen?.()
          setOpen(!open)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault()
            onOpen?.()
            setOpen(true)
          }
        }}
      >
        {label}
      </button>
      <div
        ref={menu}
        id={`${id}-menu`}
        role="menu"
        aria-label={label}
        tabIndex={-1}
        className="profile__menu"
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </div>
    </div>
  )
}

/** Closes the menu around an item that is not a MenuItem (a link opening a new tab). */
export const useCloseMenu = () => useContext(CloseMenu)

/** One entry of a card's menu: closes the menu, then does its work. */
export function MenuItem({
  onSelect,
  disabled,
  danger,
  children,
}: {
  onSelect(): void
  disabled?: boolean
  /** Cancelling and the like: marked, as the old danger button was. */
  danger?: boolean
  children: ReactNode
}) {
  const close = useContext(CloseMenu)
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`profile__item${danger ? ' office-danger' : ''}`}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return
        close()
        onSelect()
      }}
    >
      {children}
    </button>
  )
}
