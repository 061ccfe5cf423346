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
export function useFoods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: menuKeys.foods,
    queryFn: () => apiRequest<MenuAnswer>(api.foods).then((r) => r.data),
    staleTime: 60_000,
    enabled,
  })
}

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: () => apiRequest<CategoriesAnswer>(api.categories).then((r) => r.data),
    staleTime: 5 * 60_000,
  })
}
