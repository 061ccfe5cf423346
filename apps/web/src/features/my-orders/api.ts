import { lookupOrders as lookup, userOrders } from '@quan/domain/api/addresses'
import type { OrderSummary, PhoneOrderSummary, TrackedOrder } from '@quan/domain/answers'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { call } from '../../shared/api/client'

/**
 * An order as a My orders card shows it: a customer's own, one of those a phone alone finds
 * (masked code, no id), or the whole order a code and phone find.
 */
export type ListedOrder = OrderSummary | PhoneOrderSummary | TrackedOrder

/** SPEC §8: a failed fetch of the customer's own orders yields an empty list. */
export function fetchUserOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return call(userOrders, { auth: true, signal }).then(
    (answer) => (Array.isArray(answer.data) ? answer.data : []),
    () => [],
  )
}

/**
 * A guest's look-up: the code and the phone find one order, the phone alone lists every order
 * placed with it (POST /api/order/track, singular 'order').
 */
export function lookupOrders(phone: string, code: string): Promise<ListedOrder[]> {
  const trackingCode = normalizeTrackingCode(code)
  return call(lookup, {
    body: trackingCode ? { trackingCode, phone: phone.trim() } : { phone: phone.trim() },
  }).then((answer) => (Array.isArray(answer.data) ? answer.data : [answer.data]))
}
