import { trackedOrderAnswer, type TrackedOrder } from '@quan/domain/answers'
import { isFinalStatus } from '@quan/domain/order-status'
import { useEffect, useState } from 'react'
import { readEvent } from '../../shared/api/events'
import { trackOrder, trackStreamUrl } from './api'

/**
 * How the shown order keeps up with the kitchen: a stream that is being opened, is open or is
 * reconnecting; polling when no stream can be had; done once the order is Delivered or Cancelled.
 */
export type Liveness = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'done'

/** Without a stream the order is asked for again this often. */
export const POLL_MS = 30_000

/**
 * Failed reconnections in a row before the stream is given up for polling. The browser retries
 * every 3 s (lib/sse.ts sends `retry: 3000`), so this is about 15 s of trying.
 */
export const MAX_RECONNECTS = 5

/** An order found by its code, with the phone it was found with (the stream needs both). */
export interface FoundOrder {
  order: TrackedOrder
  phone: string
}

/** The stream's `order` event carries the order as POST /api/orders/track answers it. */

/**
 * Follows a found order as it changes: Server-Sent Events where the browser and the server allow
 * them, else a poll every 30 s. Stops at a final status and on unmount; a new `found` (another
 * search) starts over from it.
 */
export function useOrderStream(found: FoundOrder | null): {
  order: TrackedOrder | null
  liveness: Liveness
} {
  // Both are tagged with the `found` they belong to, so a new search never shows an old update.
  const [latest, setLatest] = useState<{ found: FoundOrder; order: TrackedOrder } | null>(null)
  const [state, setState] = useState<{ found: FoundOrder; liveness: Liveness } | null>(null)

  useEffect(() => {
    if (!found || isFinalStatus(found.order.status)) return
    const following = found
    const code = found.order.trackingCode
    const phone = found.phone
    const polling = new AbortController()
    let source: EventSource | undefined
    let poll: number | undefined
    let failures = 0

    const show = (liveness: Liveness) => setState({ found: following, liveness })
    function stop() {
      source?.close()
      source = undefined
      window.clearInterval(poll)
      polling.abort()
    }
    function take(order: TrackedOrder) {
      setLatest({ found: following, order })
      if (isFinalStatus(order.status)) {
        stop()
        show('done')
      }
    }
    function startPolling() {
      source?.close()
      source = undefined
      show('polling')
      poll = window.setInterval(() => {
        // A failed poll changes nothing on screen; the next one tries again.
        trackOrder(code, phone, polling.signal).then(take, () => {})
      }, POLL_MS)
    }

    if (typeof EventSource === 'undefined') {
      startPolling()
      return stop
    }
    const stream = new EventSource(trackStreamUrl(code, phone))
    source = stream
    show('connecting')
    stream.addEventListener('open', () => {
      failures = 0
      show('live')
    })
    stream.addEventListener('order', (event) => {
      // The stream's `order` event, as GET /api/orders/track/stream declares it.
      const order = readEvent(trackedOrderAnswer, (event as MessageEvent).data)
      if (order) take(order)
    })
    stream.addEventListener('error', () => {
      if (source !== stream) return
      // CLOSED: the server answered without a stream (404, 429...), the browser will not retry.
      failures += 1
      if (stream.readyState === EventSource.CLOSED || failures > MAX_RECONNECTS) startPolling()
      else show('reconnecting')
    })
    return stop
  }, [found])

  if (!found) return { order: null, liveness: 'done' }
  const order = latest?.found === found ? latest.order : found.order
  const liveness = isFinalStatus(order.status)
    ? 'done'
    : state?.found === found
      ? state.liveness
      : 'connecting'
  return { order, liveness }
}
