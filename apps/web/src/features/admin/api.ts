import type { FoodRemovedAnswer, MenuAnswer } from '@quan/domain/answers'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

export const adminKeys = { foods: ['admin', 'foods'] as const }

/** GET /api/food/list without the shop's query: every dish, archived ones too (SPEC §7). */
export function useAdminFoods() {
  return useQuery({
    queryKey: adminKeys.foods,
    queryFn: () =>
      apiRequest<MenuAnswer>(api.adminFoods, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** DELETE /api/food/remove with `{ id }` and the admin's token. */
export const removeFood = (id: string) =>
  apiRequest<FoodRemovedAnswer>(api.removeFood, {
    method: 'DELETE',
    body: { id },
    auth: true,
  })
