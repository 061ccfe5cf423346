import type { SelectedOptions } from '@quan/domain/food'
import type { OrderType } from '@quan/domain/order-status'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../config/paths'
import { apiRequest, type ApiError } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'
import { menuKeys } from '../../shared/menu/queries'
import type { Food } from '../../shared/menu/types'
import { orderProblem } from './order-problem'
import { closedUntil, orderingHoursKey } from './ordering-hours'

export interface DeliveryAddress {
  firstName: string
  lastName: string
  email: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
  phone: string
}

/** POST /api/order/place as SPEC §3 describes it: the dish records with quantity and options. */
export interface OrderRequest {
  address: DeliveryAddress
  items: (Food & { quantity: number; selectedOptions?: SelectedOptions })[]
  /** Euros: subtotal plus the delivery fee. The server refuses (409) any other figure. */
  amount: number
  customerInfo: { name: string; phone: string; email?: string }
  orderType: OrderType
  userId?: string
}

export interface PlacedOrder {
  success: true
  trackingCode: string
  message: string
  orderId: string
  amount: number
}

/** One attempt; a retry with the same key gets the first answer and never a second order. */
export function placeOrder(order: OrderRequest, idempotencyKey: string) {
  return apiRequest<PlacedOrder>(api.placeOrder, {
    method: 'POST',
    body: order,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/** A day and time on the restaurant's calendar and clock ('2026-03-09', '11:00'). */
export interface Opening {
  date: string
  time: string
}

/**
 * Whether delivery orders are taken right now (GET /api/config); when not, the next opening, or
 * null when the shop takes no orders at all. The date and time are in `timeZone`, the restaurant's.
 */
export interface OrderingHours {
  timeZone: string
  isOpenNow: boolean
  nextOpening: Opening | null
}

export function fetchOrderingHours(signal?: AbortSignal) {
  return apiRequest<{ success: true; data: OrderingHours }>(api.config, { signal }).then(
    (answer) => answer.data,
  )
}

/**
 * Places an order: one attempt per call, with the key the caller chose for it. A refusal corrects
 * what the page knows: 'closed' closes the checkout until the next check of the hours reopens it,
 * and new prices fetch the menu again, so the summary shows what the server will charge.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation<PlacedOrder, ApiError, { order: OrderRequest; idempotencyKey: string }>({
    ...WRITE,
    mutationFn: ({ order, idempotencyKey }) => placeOrder(order, idempotencyKey),
    onError: (error) => {
      const problem = orderProblem(error)
      if (problem.kind === 'closed') {
        queryClient.setQueryData(orderingHoursKey, (known: OrderingHours | undefined) =>
          closedUntil(known, problem.nextOpening),
        )
      }
      if (problem.kind === 'prices')
        void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
    },
  })
}
