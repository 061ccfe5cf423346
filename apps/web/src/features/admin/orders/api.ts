import type { AdminOrderChangedAnswer, AdminOrdersAnswer } from '@quan/domain/answers'
import type { OrderStatus } from '@quan/domain/order-status'
import type { OrderPaymentBody, OrderStatusBody } from '@quan/domain/validation'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'

/** What the board asks for; '' is "all statuses" and "today in the restaurant's zone". */
export interface OrdersFilter {
  status: OrderStatus | ''
  day: string
}

export const ORDERS_PATH = '/api/admin/orders'
export const ORDERS_STREAM_PATH = '/api/admin/orders/stream'

export const orderKeys = {
  lists: ['office', 'orders'] as const,
  list: (filter: OrdersFilter) => ['office', 'orders', filter] as const,
}

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
