import { kitchen, saveKitchen } from '@quan/domain/api/addresses'
import type { KitchenChange, KitchenPaceView } from '@quan/domain/kitchen-pace'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'

export const kitchenKey = ['office', 'kitchen'] as const

/** A timed pause lifts by itself on the server: the board hears of it within this. */
const KITCHEN_RECHECK_MS = 30_000

/** GET /api/admin/kitchen: whether new orders are paused, until when, and the busy delay. */
export function useKitchenPace() {
  return useQuery({
    queryKey: kitchenKey,
    queryFn: () => call(kitchen, { auth: true }).then((answer) => answer.data),
    refetchInterval: KITCHEN_RECHECK_MS,
  })
}

/**
 * PUT /api/admin/kitchen: pause for a length (the server sets the end on its clock), reopen, or
 * set the delay. The answer is the pace as it now is; the shop's config in this browser is
 * read again so its own pages agree.
 */
export function useChangeKitchenPace() {
  const queryClient = useQueryClient()
  return useMutation<KitchenPaceView, ApiError, KitchenChange>({
    ...WRITE,
    mutationFn: (change) =>
      call(saveKitchen, { body: change, auth: true }).then((answer) => answer.data),
    onSuccess: (pace) => {
      queryClient.setQueryData(kitchenKey, pace)
      void queryClient.invalidateQueries({ queryKey: ['config'] })
    },
  })
}
