import { useQuery } from '@tanstack/react-query'
import { api } from '../../config/paths'
import { apiRequest } from '../api/client'
import type { Category, Food } from './types'

export const menuKeys = {
  foods: ['foods'] as const,
  categories: ['categories'] as const,
}

// No query function here or elsewhere reads TanStack Query's `signal`: a query that reads it is
// cancelled when its last observer unsubscribes, which StrictMode does once as a screen mounts,
// so every GET would be sent twice in development (issue 9).
export function useFoods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: menuKeys.foods,
    queryFn: () => apiRequest<{ data: Food[] }>(api.foods).then((r) => r.data),
    staleTime: 60_000,
    enabled,
  })
}

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: () =>
      apiRequest<{ data: Category[] | { data: Category[] } }>(api.categories).then(
        // SPEC §7: the reference reads data.data, or data.
        (r) => (Array.isArray(r.data) ? r.data : r.data.data),
      ),
    staleTime: 5 * 60_000,
  })
}
