import { refundOrder as refund } from '@quan/domain/api/addresses'
import type { AdminOrder } from '@quan/domain/answers'
import { toCents } from '@quan/domain/money'
import type { RefundBody } from '@quan/domain/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today-keys'
import { orderKeys, upsertOrder } from './order-cache'

/** POST /api/admin/orders/:id/refunds (issue 22 §1): an amount in euros (absent: the rest). */
export const refundOrder = (id: string, body: RefundBody) =>
  call(refund, { params: { id }, body, auth: true }).then((answer) => answer.data)

/**
 * Whether the restaurant can refund the order through the payment provider: paid online, with
 * something left to give back. The server has the last word (REFUND_NOT_POSSIBLE).
 */
export function refundable(order: AdminOrder): boolean {
  return (
    order.paymentMethod === 'online' &&
    ['paid', 'partially_refunded', 'mismatch'].includes(order.paymentState) &&
    leftToRefundCents(order) > 0
  )
}

/** What the guest paid online and was not given back yet, in cents. */
export function leftToRefundCents(order: AdminOrder): number {
  const refunded = (order.refunds ?? [])
    .filter((one) => one.state !== 'refused')
    .reduce((sum, one) => sum + toCents(one.amount), 0)
  return Math.max(toCents(order.amount) - refunded, 0)
}

/**
 * Refunds an order. Its answer, the order with the refund, goes into the board's lists; a
 * refusal (the provider's included) reloads them, as the refused refund is in the order's
 * history too.
 */
export function useRefundOrder(where: { zone: string; today: string }) {
  const queryClient = useQueryClient()
  return useMutation<AdminOrder, ApiError, { id: string; body: RefundBody }>({
    ...WRITE,
    mutationFn: ({ id, body }) => refundOrder(id, body),
    onSuccess: (order) => {
      upsertOrder(queryClient, order, where)
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.lists }),
  })
}
