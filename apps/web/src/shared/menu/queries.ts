import { categories, foods } from '@quan/domain/api/addresses'
import type { Food } from '@quan/domain/answers'
import { nextLapse, soldOutMarks } from '@quan/domain/sold-out'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { call } from '../api/client'

export const menuKeys = {
  foods: ['foods'] as const,
  categories: ['categories'] as const,
}

// No query function here or elsewhere reads TanStack Query's `signal`: a query that reads it is
// cancelled when its last observer unsubscribes, which StrictMode does once as a screen mounts,
// so every GET would be sent twice in development (issue 9).
/**
 * How often an open menu reads the menu again while its page is in view (issue 12 §3), so a dish
 * the kitchen marks sold out shows on every guest's screen without a reload, whichever instance
 * the mark was made on. Unchanged, the answer is a 304 of a few bytes (the menu's ETag). An event
 * stream would tell at once, but would hold a connection per guest open for as long as the menu is.
 */
export const MENU_REFRESH_MS = 30_000

export function useFoods({
  enabled = true,
  live = false,
}: { enabled?: boolean; live?: boolean } = {}) {
  const query = useQuery({
    queryKey: menuKeys.foods,
    queryFn: () => call(foods, { query: { forUser: 'true' } }).then((r) => r.data),
    staleTime: 60_000,
    enabled,
    ...(live ? { refetchInterval: MENU_REFRESH_MS } : {}),
  })
  useRedrawAtLapse(query.data)
  return query
}

/** setTimeout's longest delay; a longer one would fire at once. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1

/**
 * Draws the screen again when the next sold-out mark lapses (issue 12 §3): a dish is back on sale
 * at the next opening day with nothing changing in the menu's answer, which keeps the lapsed
 * instant, so without this an open menu would say 'Unavailable' until the guest touched it.
 */
function useRedrawAtLapse(foods: Food[] | undefined) {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  const lapse = foods ? nextLapse(soldOutMarks(foods), new Date())?.getTime() : undefined
  useEffect(() => {
    if (lapse === undefined) return
    const timer = setTimeout(
      redraw,
      Math.min(Math.max(lapse - Date.now(), 0) + 1, LONGEST_TIMEOUT_MS),
    )
    return () => clearTimeout(timer)
  }, [lapse])
}

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: () => call(categories).then((r) => r.data),
    staleTime: 5 * 60_000,
  })
}
