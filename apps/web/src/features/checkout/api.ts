import { useMutation, useQueryClient } from '@tanstack/react-query'
import { placeOrder as place } from '@quan/domain/api/addresses'
import { ApiError, call } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'
import { menuKeys } from '../../shared/menu/queries'
import { orderProblem } from './order-problem'
import { kitchenPaceKey } from '../../shared/kitchen/kitchen-pause'
import { refetchConfigView } from '../../shared/shop-config'
import { closedUntil, orderingHoursKey, pausedUntil, type CheckoutHours } from './ordering-hours'
import { placedOrderAnswer, type PlacedOrder } from '@quan/domain/answers'
import type { Address, PlaceOrderBody } from '@quan/domain/validation'

/** The delivery address as the form holds it: every field as typed, the optional e-mail too. */
export type DeliveryAddress = Record<keyof Address, string>

/**
 * One attempt; a retry with the same key gets the first answer and never a second order. The
 * lines may be whole dish records (SPEC §3): the server reads only their id, quantity and options.
 */
export async function placeOrder(
  order: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const answer: unknown = await call(place, {
    body: order,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
  // An answer that is no placed order (`{}`, no tracking code) is a failure with no message
  // (SPEC §8: 'Order failed: Unknown error occurred'), never an empty success (issue 19 §3).
  const placed = placedOrderAnswer.safeParse(answer)
  if (!placed.success) throw new ApiError(200, 'Unknown error occurred')
  return placed.data
}

/**
 * Places an order: one attempt per call, with the key the caller chose for it. A refusal corrects
 * what the page knows: 'closed' (or a pause of the kitchen) closes the checkout until the next
 * check of the hours reopens it,
 * and new prices fetch the menu again, so the summary shows what the server will charge.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation<PlacedOrder, ApiError, { order: PlaceOrderBody; idempotencyKey: string }>({
    ...WRITE,
    mutationFn: ({ order, idempotencyKey }) => placeOrder(order, idempotencyKey),
    onError: (error, { order }) => {
      const problem = orderProblem(error)
      if (problem.kind === 'closed') {
        queryClient.setQueryData(orderingHoursKey, (known: CheckoutHours | undefined) =>
          closedUntil(known, problem.nextOpening, order.fulfilment),
        )
      }
      if (problem.kind === 'paused') {
        queryClient.setQueryData(orderingHoursKey, (known: CheckoutHours | undefined) =>
          pausedUntil(known, problem.resumesAt),
        )
        void refetchConfigView(queryClient, kitchenPaceKey)
      }
      if (problem.kind === 'prices')
        void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
    },
  })
}
