import type { CategoriesAnswer, MenuAnswer } from '@quan/domain/answers'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../config/paths'
import { apiRequest } from '../api/client'

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
  return useQuery({
    queryKey: menuKeys.foods,
    queryFn: () => apiRequest<MenuAnswer>(api.foods).then((r) => r.data),
    staleTime: 60_000,
    enabled,
    ...(live ? { refetchInterval: MENU_REFRESH_MS } : {}),
  })
}

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: () => apiRequest<CategoriesAnswer>(api.categories).then((r) => r.data),
    staleTime: 5 * 60_000,
  })
}
