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

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]'

/**
 * The places Tab stops inside `container`, in a browser's order: no disabled, hidden or
 * tabindex -1 control, and a radio group as one stop (its checked radio; none when that one is
 * disabled; any of them when none is checked). A focus trap wraps around the first and last of
 * these, not around "the last enabled input", which may be a radio Tab never reaches (WCAG 2.1.2).
 */
export function tabStops(container: HTMLElement): HTMLElement[][] {
  const stops: HTMLElement[][] = []
  // Per radio group: its one stop, or null when Tab passes it by.
  const groups = new Map<string, HTMLElement[] | null>()
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!isTabbable(element)) continue
    if (!(element instanceof HTMLInputElement && element.type === 'radio' && element.name)) {
      stops.push([element])
      continue
    }
    const key = `${element.form?.id ?? ''} ${element.name}`
    if (groups.has(key)) {
      const stop = groups.get(key)
      // Nothing checked: Tab lands on whichever radio of the group comes first its way.
      if (stop && !stop[0]!.matches(':checked')) stop.push(element)
      continue
    }
    const checked = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.name === element.name && radio.form === element.form && radio.checked,
    )
    const stop = checked ? (checked.disabled ? null : [checked]) : [element]
    groups.set(key, stop)
    if (stop) stops.push(stop)
  }
  return stops
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [hidden]')) return false
  if ('disabled' in element && element.disabled) return false
  if (element.closest('fieldset:disabled')) return false
  if (element.tagName === 'SUMMARY' && element.parentElement?.tagName !== 'DETAILS') return false
  if (element.closest('details:not([open])') && !isOwnSummary(element)) return false
  // A box that is not drawn (display: none, visibility: hidden) takes no focus.
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node)
    if (style.display === 'none') return false
  }
  return getComputedStyle(element).visibility !== 'hidden'
}

function isOwnSummary(element: HTMLElement): boolean {
  const details = element.closest('details:not([open])')
  return element.tagName === 'SUMMARY' && element.parentElement === details
}
