import { normalizeTrackingCode } from '@quan/domain/tracking'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** One order as POST /api/orders/track answers it (README, TrackedOrder). */
export interface TrackedOrder {
  _id?: string
  trackingCode: string
  customerInfo: { name: string; phone: string; email?: string }
  address: { street: string; city: string; postalCode: string; [field: string]: string }
  subtotal?: number
  deliveryFee?: number
  amount: number
  payment: boolean
  date: string
  status: string
  orderType: string
  items: {
    _id?: string
    name: string
    price: number
    quantity: number
    selectedOptions?: Record<string, string>
  }[]
  notes?: string
  /** Why the restaurant cancelled it, in its words; only on a cancelled order. */
  cancelReason?: string
}

/** SPEC §2: the code is uppercased before it is sent. */
export function trackOrder(code: string, phone: string, signal?: AbortSignal) {
  return apiRequest<{ success: true; data: TrackedOrder }>(api.trackOrder, {
    method: 'POST',
    body: { trackingCode: normalizeTrackingCode(code), phone: phone.trim() },
    signal,
  }).then((answer) => answer.data)
}

/**
 * GET /api/orders/track/stream: Server-Sent Events, the order now and again at each change. Built
 * on the track URL here rather than in config/paths.ts, which every first visit downloads.
 */
export function trackStreamUrl(code: string, phone: string) {
  const query = new URLSearchParams({ code, phone })
  return `${api.trackOrder}/stream?${query}`
}
