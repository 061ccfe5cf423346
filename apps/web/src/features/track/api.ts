import type { OrderTrackedAnswer } from '@quan/domain/answers'
import type { TrackOrderBody } from '@quan/domain/validation'
import { normalizeTrackingCode } from '@quan/domain/tracking'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** SPEC §2: the code is uppercased before it is sent. */
export function trackOrder(code: string, phone: string, signal?: AbortSignal) {
  return apiRequest<OrderTrackedAnswer>(api.trackOrder, {
    method: 'POST',
    body: {
      trackingCode: normalizeTrackingCode(code),
      phone: phone.trim(),
    } satisfies TrackOrderBody,
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
