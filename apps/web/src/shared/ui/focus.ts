import { useCallback, useEffect, useRef, useState } from 'react'

/** Focuses `element` and says whether it took the focus (a hidden one does not). */
export function focusIfShown(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body) {
    return false
  }
  element.focus()
  return document.activeElement === element
}

/**
 * Gives focus to the first of `candidates` (elements or CSS selectors) that can take it, so focus
 * never falls to the page body when the control that had it goes away (WCAG 2.4.3). The page's
 * main region is the last resort.
 */
export function focusFirst(...candidates: (Element | string | null | undefined)[]) {
  for (const candidate of [...candidates, '#main']) {
    const element = typeof candidate === 'string' ? document.querySelector(candidate) : candidate
    if (focusIfShown(element)) return
  }
}

/**
 * For a control that removes itself (Add to Cart turning into the stepper, a cart line's Remove,
 * a booking's Confirm once the day is read again): `afterRender(() => focusFirst(...))` runs once
 * the change is on screen, and only if focus was lost with the control, so it lands on what
 * replaced it instead of the page body. It waits a few seconds for data still on its way.
 */
export function useFocusAfterRender() {
  const pending = useRef<{ run: () => void; until: number } | null>(null)
  // A render of its own, so the focus moves even when the change was rendered already (after
  // an await).
  const [, setTick] = useState(0)
  useEffect(() => {
    const waiting = pending.current
    if (!waiting) return
    if (Date.now() > waiting.until) {
      pending.current = null
      return
    }
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    pending.current = null
    waiting.run()
  })
  return useCallback((then: () => void) => {
    pending.current = { run: then, until: Date.now() + 5000 }
    setTick((value) => value + 1)
  }, [])
}

/** A back-office card's first action, else the card itself (it has tabIndex -1). */
export function cardTargets(attribute: 'data-order' | 'data-booking', id: string) {
  const card = `[${attribute}="${CSS.escape(id)}"]`
  return [`${card} [class$="__actions"] button`, card]
}
