import { useQuery } from '@tanstack/react-query'
import { api } from '../../app/paths'
import { apiRequest } from '../api/client'
import type { Category, Food } from './types'

export const menuKeys = {
  foods: ['foods'] as const,
  categories: ['categories'] as const,
}

export function useFoods() {
  return useQuery({
    queryKey: menuKeys.foods,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Food[] }>(api.foods, { signal }).then((r) => r.data),
    staleTime: 60_000,
  })
}

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Category[] | { data: Category[] } }>(api.categories, { signal }).then(
        // SPEC §7: the reference reads data.data, or data.
        (r) => (Array.isArray(r.data) ? r.data : r.data.data),
      ),
    staleTime: 5 * 60_000,
  })
}
