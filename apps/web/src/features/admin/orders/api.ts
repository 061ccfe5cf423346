import { adminOrders, orderPayment, orderStatus } from '@quan/domain/api/addresses'
import type { AdminOrder } from '@quan/domain/answers'
import type { OrderStatus } from '@quan/domain/order-status'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today-keys'
import { orderKeys, upsertOrder, type OrdersFilter } from './order-cache'

/** The day's orders, newest first, as the server lists them. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: orderKeys.list(filter),
    queryFn: () => call(adminOrders, { query: filter, auth: true }).then((answer) => answer.data),
    // The stream keeps the list fresh; a reconnect loads it again.
    staleTime: 30_000,
  })
}

/** POST /api/admin/orders/:id/status; Cancelled needs a reason. A 409 says why not. */
export const moveOrder = (id: string, status: OrderStatus, reason?: string) =>
  call(orderStatus, {
    params: { id },
    body: reason ? { status, reason } : { status },
    auth: true,
  }).then((answer) => answer.data)

/** POST /api/admin/orders/:id/payment. */
export const markOrderPaid = (id: string, paid: boolean) =>
  call(orderPayment, { params: { id }, body: { paid }, auth: true }).then((answer) => answer.data)

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
