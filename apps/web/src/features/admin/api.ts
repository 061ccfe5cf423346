import { useQuery } from '@tanstack/react-query'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'
import type { Food } from '../../shared/menu/types'

export const adminKeys = { foods: ['admin', 'foods'] as const }

/** GET /api/food/list without the shop's query: every dish, archived ones too (SPEC §7). */
export function useAdminFoods() {
  return useQuery({
    queryKey: adminKeys.foods,
    queryFn: () =>
      apiRequest<{ success: boolean; data: Food[] }>(api.adminFoods, { auth: true }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
  })
}

/** DELETE /api/food/remove with `{ id }` and the admin's token. */
export const removeFood = (id: string) =>
  apiRequest<{ success: true; message: string }>(api.removeFood, {
    method: 'DELETE',
    body: { id },
    auth: true,
  })
