import { isFinalStatus } from './order-status'
import type { DeliveryEstimate } from './kitchen-pace'

/**
 * The late notice (issue 23 §1, decision 028): the restaurant tells one guest their order runs
 * late. Notices add up: "+15 min" and later "+10 min" make it 25 minutes late, as a kitchen
 * would say it. Every rule takes what it needs: nothing here reads a clock.
 */

/** What one notice may add: 5 to 120 minutes, in steps of 5. */
export const LATE_STEP_MINUTES = 5
export const LATE_MIN_MINUTES = 5
export const LATE_MAX_MINUTES = 120

/** What all the notices of one order may add up to: past that, the restaurant should call. */
export const LATE_TOTAL_MAX_MINUTES = 240

/** The choices the back office offers. */
export const LATE_CHOICES = [10, 15, 20, 30] as const

const MINUTE_MS = 60_000

/** Whether one notice may add these minutes. */
export function isLateMinutes(minutes: unknown): minutes is number {
  return (
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= LATE_MIN_MINUTES &&
    minutes <= LATE_MAX_MINUTES &&
    minutes % LATE_STEP_MINUTES === 0
  )
}

export type LateRefusal = 'ORDER_FINAL' | 'LATE_TOO_LONG'

/**
 * How late the order runs after this notice, in all, or why it may not be told: an order that
 * is delivered or cancelled is no longer coming, and a total past LATE_TOTAL_MAX_MINUTES is no
 * estimate any more.
 */
export function addLateMinutes(
  order: { status: string; lateMinutes: number },
  minutes: number,
): { ok: true; lateMinutes: number } | { ok: false; refusal: LateRefusal } {
  if (isFinalStatus(order.status)) return { ok: false, refusal: 'ORDER_FINAL' }
  const lateMinutes = order.lateMinutes + minutes
  if (lateMinutes > LATE_TOTAL_MAX_MINUTES) return { ok: false, refusal: 'LATE_TOO_LONG' }
  return { ok: true, lateMinutes }
}

/** The estimate moved by how late the order runs: both ends later. */
export function lateEstimate(estimate: DeliveryEstimate, lateMinutes: number): DeliveryEstimate {
  return {
    fromMinutes: estimate.fromMinutes + lateMinutes,
    toMinutes: estimate.toMinutes + lateMinutes,
  }
}

/**
 * When a late order is now expected: its due time, or for an order as soon as possible the end
 * of the estimate counted from when it was placed, moved by how late it runs.
 */
export function lateExpectedAt(
  order: { date: string; dueAt: string | null; lateMinutes: number },
  estimate: DeliveryEstimate,
): Date {
  const base = order.dueAt
    ? Date.parse(order.dueAt)
    : Date.parse(order.date) + estimate.toMinutes * MINUTE_MS
  return new Date(base + order.lateMinutes * MINUTE_MS)
}

/** The order event's reason, as the history keeps it in words: `late +15 min`. */
export function lateReason(minutes: number): string {
  return `late +${minutes} min`
}
