import type { OrderingHours, PlacedOrder, ShopConfig, ShopConfigAnswer } from '@quan/domain/answers'
import type { Address, PlaceOrderBody } from '@quan/domain/validation'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** The delivery address as the form holds it: every field as typed, the optional e-mail too. */
export type DeliveryAddress = Record<keyof Address, string>

/**
 * One attempt; a retry with the same key gets the first answer and never a second order. The
 * lines may be whole dish records (SPEC §3): the server reads only their id, quantity and options.
 */
export function placeOrder(order: PlaceOrderBody, idempotencyKey: string) {
  return apiRequest<PlacedOrder>(api.placeOrder, {
    method: 'POST',
    body: order,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/**
 * What the checkout knows of GET /api/config: whether delivery orders are taken right now and,
 * when not, the next opening (null when the shop takes no orders at all), on the calendar and
 * clock of `timeZone`, the restaurant's.
 */
export type CheckoutHours = OrderingHours & Pick<ShopConfig, 'timeZone'>

export function fetchOrderingHours(signal?: AbortSignal): Promise<CheckoutHours> {
  return apiRequest<ShopConfigAnswer>(api.config, { signal }).then((answer) => answer.data)
}
