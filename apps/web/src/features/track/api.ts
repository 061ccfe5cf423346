import { trackOrder as track, trackStream } from '@quan/domain/api/addresses'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { call } from '../../shared/api/client'

/** SPEC §2: the code is uppercased before it is sent. */
export function trackOrder(code: string, phone: string, signal?: AbortSignal) {
  return call(track, {
    body: { trackingCode: normalizeTrackingCode(code), phone: phone.trim() },
    signal,
  }).then((answer) => answer.data)
}

/** GET /api/orders/track/stream: Server-Sent Events, the order now and again at each change. */
export function trackStreamUrl(code: string, phone: string) {
  const query = new URLSearchParams({ code, phone })
  return `${trackStream.path}?${query}`
}
