import type { SelectedOptions } from '@quan/domain/food'
import type { OrderType } from '@quan/domain/order-status'
import { api } from '../../app/paths'
import { apiRequest } from '../../shared/api/client'
import type { Food } from '../../shared/menu/types'

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
