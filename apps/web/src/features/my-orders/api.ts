import { normalizeTrackingCode } from '@quan/domain/tracking'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** An order as the My orders list shows it (SPEC §3): no name, address or e-mail. */
export interface OrderSummary {
  _id?: string
  trackingCode: string
  items: { name: string; quantity: number }[]
  amount: number
  status: string
  payment?: boolean
  createdAt?: string
  date?: string
  /** Why the restaurant cancelled it; a customer's own list and a code+phone look-up only. */
  cancelReason?: string
}

/** SPEC §8: a failed fetch of the customer's own orders yields an empty list. */
export function fetchUserOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return apiRequest<{ data: OrderSummary[] }>(api.userOrders, {
    method: 'POST',
    body: {},
    auth: true,
    signal,
  }).then(
    (answer) => (Array.isArray(answer.data) ? answer.data : []),
    () => [],
  )
}

/**
 * A guest's look-up: the code and the phone find one order, the phone alone lists every order
 * placed with it (POST /api/order/track, singular 'order').
 */
export function lookupOrders(phone: string, code: string): Promise<OrderSummary[]> {
  const trackingCode = normalizeTrackingCode(code)
  return apiRequest<{ data: OrderSummary | OrderSummary[] }>(api.lookupOrders, {
    method: 'POST',
    body: trackingCode ? { trackingCode, phone: phone.trim() } : { phone: phone.trim() },
  }).then((answer) => (Array.isArray(answer.data) ? answer.data : [answer.data]))
}
