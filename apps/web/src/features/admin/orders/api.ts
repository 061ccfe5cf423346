import type { AdminOrder, AdminOrderChangedAnswer, AdminOrdersAnswer } from '@quan/domain/answers'
import type { OrderStatus } from '@quan/domain/order-status'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today-keys'
import { orderKeys, upsertOrder, type OrdersFilter } from './order-cache'
import type { OrderPaymentBody, OrderStatusBody } from '@quan/domain/validation'

export const ORDERS_PATH = '/api/admin/orders'
export const ORDERS_STREAM_PATH = '/api/admin/orders/stream'

export function ordersUrl({ status, day }: OrdersFilter): string {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (day) query.set('day', day)
  const text = query.toString()
  return text ? `${ORDERS_PATH}?${text}` : ORDERS_PATH
}

/** The day's orders, newest first, as the server lists them. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: orderKeys.list(filter),
    queryFn: () =>
      apiRequest<AdminOrdersAnswer>(ordersUrl(filter), { auth: true }).then(
        (answer) => answer.data,
      ),
    // The stream keeps the list fresh; a reconnect loads it again.
    staleTime: 30_000,
  })
}

/** POST /api/admin/orders/:id/status; Cancelled needs a reason. A 409 says why not. */
export const moveOrder = (id: string, status: OrderStatus, reason?: string) =>
  apiRequest<AdminOrderChangedAnswer>(`${ORDERS_PATH}/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: (reason ? { status, reason } : { status }) satisfies OrderStatusBody,
    auth: true,
  }).then((answer) => answer.data)

/** POST /api/admin/orders/:id/payment. */
export const markOrderPaid = (id: string, paid: boolean) =>
  apiRequest<AdminOrderChangedAnswer>(`${ORDERS_PATH}/${encodeURIComponent(id)}/payment`, {
    method: 'POST',
    body: { paid } satisfies OrderPaymentBody,
    auth: true,
  }).then((answer) => answer.data)

/** What the kitchen does to an order: moves it (Cancelled with a reason), or marks it paid. */
export type OrderChange = { status: OrderStatus; reason?: string } | { paid: boolean }

/**
 * Changes an order. Its answer, the order as it now is, goes into every board list loaded (for
 * the restaurant's zone and today) and the day's figures are fetched again; a 409 (someone else
 * changed it first) reloads the lists, so the card shows the order as it is.
 */
export function useChangeOrder(where: { zone: string; today: string }) {
  const queryClient = useQueryClient()
  return useMutation<AdminOrder, ApiError, { id: string; change: OrderChange }>({
    ...WRITE,
    mutationFn: ({ id, change }) =>
      'paid' in change
        ? markOrderPaid(id, change.paid)
        : moveOrder(id, change.status, change.reason),
    onSuccess: (order) => {
      upsertOrder(queryClient, order, where)
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
    },
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}
