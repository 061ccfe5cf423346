import { z } from 'zod'

/**
 * The kitchen's pace (issue 11 §5): when it is swamped the restaurant pauses new orders for a
 * while, or until it reopens them, and adds a busy delay to every delivery estimate. Every rule
 * takes the instant it is asked about: nothing here reads a clock.
 */

/** The lengths of a pause offered on the board; null pauses until the restaurant reopens. */
export const PAUSE_LENGTHS = [15, 30, 60] as const
export type PauseLength = (typeof PAUSE_LENGTHS)[number]

/** The busy delays added to every estimate, in minutes. */
export const BUSY_DELAYS = [0, 15, 30] as const
export type BusyDelay = (typeof BUSY_DELAYS)[number]

export interface KitchenPace {
  /** Null when orders are not paused; `until` null when paused until reopened. */
  pause: { until: Date | null } | null
  delayMinutes: BusyDelay
}

/** A default install: orders taken, no delay, SPEC's 30-60 minutes. */
export const DEFAULT_KITCHEN_PACE: KitchenPace = { pause: null, delayMinutes: 0 }

/** SPEC's delivery estimate when the kitchen is not busy: 30-60 minutes. */
export const BASE_ESTIMATE = { fromMinutes: 30, toMinutes: 60 } as const

const MINUTE_MS = 60_000

/** Pauses new orders from `now` for `minutes`, or until reopened (null). The delay stays. */
export function pauseOrders(
  pace: KitchenPace,
  minutes: PauseLength | null,
  now: Date,
): KitchenPace {
  const until = minutes === null ? null : new Date(now.getTime() + minutes * MINUTE_MS)
  return { ...pace, pause: { until } }
}

/** Takes orders again at once. The delay stays. */
export function reopenOrders(pace: KitchenPace): KitchenPace {
  return { ...pace, pause: null }
}

export function setBusyDelay(pace: KitchenPace, delayMinutes: BusyDelay): KitchenPace {
  return { ...pace, delayMinutes }
}

/** Whether the pause holds at `at`. A pause that has ended is no pause: it lifts by itself. */
export function isPausedAt(pace: KitchenPace, at: Date): boolean {
  const { pause } = pace
  if (!pause) return false
  return pause.until === null || at.getTime() < pause.until.getTime()
}

export type OrderTaking = { paused: false } | { paused: true; resumesAt: Date | null }

/** Whether orders are taken at `at`, and if not, when they are again (null: when reopened). */
export function orderTakingAt(pace: KitchenPace, at: Date): OrderTaking {
  if (!isPausedAt(pace, at)) return { paused: false }
  return { paused: true, resumesAt: pace.pause!.until }
}

/** A pause that has lifted by itself is forgotten, so what is stored and shown stays current. */
export function currentPace(pace: KitchenPace, at: Date): KitchenPace {
  return pace.pause && !isPausedAt(pace, at) ? reopenOrders(pace) : pace
}

export interface DeliveryEstimate {
  fromMinutes: number
  toMinutes: number
}

/** The estimate told to guests: SPEC's 30-60 minutes, both ends moved by the busy delay. */
export function deliveryEstimate(pace: Pick<KitchenPace, 'delayMinutes'>): DeliveryEstimate {
  return {
    fromMinutes: BASE_ESTIMATE.fromMinutes + pace.delayMinutes,
    toMinutes: BASE_ESTIMATE.toMinutes + pace.delayMinutes,
  }
}

/**
 * An as-soon-as-possible pickup's estimate (issue 19 §2.5): ready after the pickup lead time,
 * moved by the busy delay; one figure, told as 'in about N minutes'.
 */
export function pickupEstimate(
  pace: Pick<KitchenPace, 'delayMinutes'>,
  pickupLeadMinutes: number,
): DeliveryEstimate {
  const minutes = pickupLeadMinutes + pace.delayMinutes
  return { fromMinutes: minutes, toMinutes: minutes }
}

/** `30-60 minutes`, as SPEC writes it, for the English mails and messages. */
export function estimateInEnglish({ fromMinutes, toMinutes }: DeliveryEstimate): string {
  return `${fromMinutes}-${toMinutes} minutes`
}

const pauseLength = z.union(PAUSE_LENGTHS.map((n) => z.literal(n)))
const busyDelay = z.union(BUSY_DELAYS.map((n) => z.literal(n)))

/**
 * PUT /api/admin/kitchen: one change at a time. A pause names its length, never its end: the
 * server works the end out on its own clock, so a device set to the wrong time cannot move it.
 */
export const kitchenChangeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause'), minutes: pauseLength.nullable() }).strict(),
  z.object({ action: z.literal('reopen') }).strict(),
  z.object({ action: z.literal('delay'), minutes: busyDelay }).strict(),
])
export type KitchenChange = z.infer<typeof kitchenChangeBody>

export function applyKitchenChange(pace: KitchenPace, change: KitchenChange, now: Date) {
  const current = currentPace(pace, now)
  switch (change.action) {
    case 'pause':
      return pauseOrders(current, change.minutes, now)
    case 'reopen':
      return reopenOrders(current)
    case 'delay':
      return setBusyDelay(current, change.minutes)
  }
}

/** The pace as the API tells it: instants as ISO text, the estimate worked out. */
export const kitchenPaceShape = z.object({
  paused: z.boolean(),
  /** When orders are taken again; null when not paused or paused until reopened. */
  resumesAt: z.string().nullable(),
  delayMinutes: busyDelay,
  estimate: z.object({ fromMinutes: z.number(), toMinutes: z.number() }),
})
export type KitchenPaceView = z.infer<typeof kitchenPaceShape>

export function kitchenPaceView(pace: KitchenPace, at: Date): KitchenPaceView {
  const taking = orderTakingAt(pace, at)
  return {
    paused: taking.paused,
    resumesAt: taking.paused && taking.resumesAt ? taking.resumesAt.toISOString() : null,
    delayMinutes: pace.delayMinutes,
    estimate: deliveryEstimate(pace),
  }
}
