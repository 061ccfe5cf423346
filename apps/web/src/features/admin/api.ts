import { foods, removeFood as remove } from '@quan/domain/api/addresses'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export const adminKeys = { foods: ['admin', 'foods'] as const }

/** GET /api/food/list without the shop's query: every dish, archived ones too (SPEC §7). */
export function useAdminFoods() {
  return useQuery({
    queryKey: adminKeys.foods,
    queryFn: () => call(foods, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** DELETE /api/food/remove with `{ id }` and the admin's token. */
export const removeFood = (id: string) => call(remove, { body: { id }, auth: true })
