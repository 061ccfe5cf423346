import {
  type Fulfilment,
  hoursKindOf,
  type HoursKind,
  isOfferedSlot,
  isOpenAt,
  type KitchenPace,
  leadMinutesOf,
  localTime,
  nearestOfferedSlots,
  nextOpening,
  openingInEnglish,
  orderHoursOf,
  type OrderingSettings,
  orderTakingAt,
  type RestaurantHours,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database } from '../../db/schema'
import { type AppError, conflict } from '../../lib/errors'
import { countOrdersDue, lockOrderSlots } from './repo'

// When the restaurant takes orders (issue 11 §2, §5): its hours, the slots of orders for later
// and their cap, and the kitchen's pause. The shop's config (shop/) tells the checkout the same.

export interface OrderingHours {
  isOpenNow: boolean
  /** The restaurant's local date and time orders are next taken; null when open now or never. */
  nextOpening: { date: string; time: string } | null
}

/**
 * Whether orders are taken now (the delivery hours in the restaurant's zone, or the pickup
 * hours), and when next: the restaurant's hours as saved, closures and shorter days counted.
 */
export function orderingHours(
  hours: RestaurantHours,
  now: Date,
  kind: HoursKind = 'delivery',
): OrderingHours {
  const rules = orderHoursOf(hours, kind)
  if (!rules || isOpenAt(now, hours.timeZone, rules)) {
    return { isOpenNow: true, nextOpening: null }
  }
  const next = nextOpening(now, hours.timeZone, rules)
  return { isOpenNow: false, nextOpening: next && { date: next.date, time: next.time } }
}

/** The 409 for an order outside its hours, or undefined while they are open. */
export function closedNow(
  ctx: ShopContext,
  hours: RestaurantHours,
  fulfilment: Fulfilment,
): AppError | undefined {
  const now = ctx.clock.now()
  const { isOpenNow, nextOpening: next } = orderingHours(hours, now, hoursKindOf(fulfilment))
  if (isOpenNow) return undefined
  if (!next)
    return conflict('NOT_TAKING_ORDERS', 'We are not taking orders at the moment.', {
      nextOpening: null,
    })
  const when = openingInEnglish(next, now, hours.timeZone)
  return conflict('CLOSED_NOW', `We are closed now. We take orders again ${when}.`, {
    nextOpening: next,
  })
}

function slotRules(hours: RestaurantHours, ordering: OrderingSettings, fulfilment: Fulfilment) {
  return {
    hours: orderHoursOf(hours, hoursKindOf(fulfilment)),
    timeZone: hours.timeZone,
    leadMinutes: leadMinutesOf(ordering, fulfilment),
  }
}

/**
 * The batch's view of the slot cap (issue 11 §2): how many orders each slot its orders want
 * already holds, read after locking those slots on PostgreSQL (decision 018), so a batch on
 * another instance counts after this one commits. Nothing is read without a cap.
 */
export async function slotBook(
  ctx: ShopContext,
  trx: Kysely<Database>,
  /** The batch's chosen slots, as sent. */
  dueAts: string[],
  ordering: OrderingSettings,
) {
  const wanted = ordering.slotCap ? dueAts.map((dueAt) => new Date(dueAt).toISOString()) : []
  if (ctx.engine === 'postgres' && wanted.length > 0) await lockOrderSlots(trx, wanted)
  const counts = await countOrdersDue(trx, { slots: wanted })
  return {
    cap: ordering.slotCap,
    isFull: (start: Date) =>
      ordering.slotCap !== null && (counts.get(start.toISOString()) ?? 0) >= ordering.slotCap,
    take: (start: Date) => {
      const key = start.toISOString()
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
  }
}
export type SlotBook = Awaited<ReturnType<typeof slotBook>>

/**
 * Why an order for `due` cannot be taken, or undefined when it can: orders for later must be
 * on, the slot one the checkout offers now, after a pause of the kitchen, and not full.
 */
export function slotRefusal(
  ctx: ShopContext,
  due: Date,
  fulfilment: Fulfilment,
  {
    ordering,
    pace,
    slots,
    hours,
  }: { ordering: OrderingSettings; pace: KitchenPace; slots: SlotBook; hours: RestaurantHours },
): AppError | undefined {
  if (!ordering.laterOrders) {
    return conflict(
      'LATER_NOT_OFFERED',
      'Sorry, we take orders for as soon as possible only. Please order without a time.',
    )
  }
  const now = ctx.clock.now()
  const rules = slotRules(hours, ordering, fulfilment)
  const alternatives = () => ({
    freeSlots: nearestOfferedSlots(due, now, rules, slots.isFull).map((slot) =>
      slot.start.toISOString(),
    ),
  })
  if (!isOfferedSlot(due, now, rules)) {
    return conflict(
      'SLOT_NOT_OFFERED',
      'This time cannot be chosen (any more). Please choose one of the times offered.',
      alternatives(),
    )
  }
  // A slot after a pause is taken during it; a pause until reopened takes none.
  const taking = orderTakingAt(pace, now)
  if (taking.paused && (taking.resumesAt === null || due < taking.resumesAt)) {
    return pausedNow(ctx, pace, hours.timeZone)
  }
  if (slots.isFull(due)) {
    return conflict(
      'ORDER_SLOT_FULL',
      'This time is fully booked. Please choose another time.',
      alternatives(),
    )
  }
  return undefined
}

/** The 409 for a pickup order while the restaurant offers none (a default install). */
export const pickupNotOffered = () =>
  conflict(
    'PICKUP_NOT_OFFERED',
    'Sorry, we do not offer pickup at the moment. Please choose delivery.',
  )

/**
 * The 409 for an order while the kitchen has paused new orders (issue 11 §5), or undefined
 * when it takes them: with the instant it does again, null when paused until reopened.
 */
export function pausedNow(
  ctx: ShopContext,
  pace: KitchenPace,
  timeZone: string,
): AppError | undefined {
  const taking = orderTakingAt(pace, ctx.clock.now())
  if (!taking.paused) return undefined
  const { resumesAt } = taking
  const when = resumesAt
    ? `We take orders again at ${localTime(resumesAt, timeZone)}.`
    : 'Please try again later.'
  return conflict('KITCHEN_PAUSED', `The kitchen has paused new orders for a moment. ${when}`, {
    resumesAt: resumesAt?.toISOString() ?? null,
  })
}

/**
 * The slots that hold the cap's orders from now on (issue 11 §2), so the checkout does not offer
 * them; none is read without a cap or orders for later.
 */
export async function fullSlots(ctx: ShopContext, ordering: OrderingSettings, now: Date) {
  const cap = ordering.slotCap
  if (!ordering.laterOrders || cap === null) return []
  const counts = await countOrdersDue(ctx.db, { from: now.toISOString() })
  return [...counts].filter(([, count]) => count >= cap).map(([slot]) => slot)
}
