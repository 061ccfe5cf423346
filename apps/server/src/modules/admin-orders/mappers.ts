import type { OrderEventTable } from '../../db/schema'
import type { OrderSnapshot } from '../../live/events'
import { toEuros } from '@quan/domain'
import { cancelReasonOf, orderToTracked, refundsOf } from '../order/mappers'

/** One change in an order's history: a move (from, to, reason) or a payment mark (paid). */
export function orderEventToApi(event: OrderEventTable) {
  return {
    _id: event.id,
    at: event.at,
    by: { _id: event.actor_id, name: event.actor_name },
    ...(event.to_status ? { from: event.from_status, to: event.to_status } : {}),
    ...(event.payment !== null ? { paid: event.payment === 1 } : {}),
    ...(event.reason ? { reason: event.reason } : {}),
    ...(event.refund_cents != null && event.refund_state
      ? { refund: { amount: toEuros(event.refund_cents), state: event.refund_state } }
      : {}),
    ...(event.late_minutes != null ? { late: event.late_minutes } : {}),
  }
}

/**
 * An order as the back office sees it: everything the track page shows (who, where, what, how
 * much), plus when it was placed and last changed, and its history, oldest change first.
 */
export function orderToAdmin({ row, lines, events }: OrderSnapshot) {
  return {
    ...orderToTracked(row, lines, cancelReasonOf(row, events), refundsOf(events, { all: true })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    events: events.map(orderEventToApi),
  }
}

export type AdminOrder = ReturnType<typeof orderToAdmin>
