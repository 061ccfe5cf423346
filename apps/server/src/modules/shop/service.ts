import {
  areaToEuros,
  kitchenPaceView,
  OPENING_HOURS,
  reservationSlots,
  toEuros,
  WEEKDAY_NAMES,
  type DeliveryArea,
  type WeekdayName,
  type WeeklyHours,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { fullSlots, orderingHours } from '../order/ordering-rules'
import { pingDatabase } from './repo'

function byDay<T>(value: (index: number) => T): Record<WeekdayName, T> {
  return Object.fromEntries(WEEKDAY_NAMES.map((day, index) => [day, value(index)])) as Record<
    WeekdayName,
    T
  >
}

/**
 * SPEC's one fee: that of the area for every postal code (€2 by default), else the lowest one
 * (what delivery costs at least).
 */
function flatFeeCents(areas: readonly DeliveryArea[]): number {
  const everywhere = areas.find((area) => area.postalCodes.includes('*'))
  return everywhere?.feeCents ?? Math.min(...areas.map((area) => area.feeCents))
}

function hoursByDay(hours: WeeklyHours) {
  return byDay((index) => hours[index as keyof WeeklyHours] ?? null)
}

/** A date of each weekday, so the domain can list that weekday's slots. */
const SAMPLE_WEEK = [
  '2026-01-04',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
  '2026-01-08',
  '2026-01-09',
  '2026-01-10',
]

/**
 * The shop's facts the browser needs and must not hard-code (GET /api/config), as a function
 * that tells them now. The hours, the table slots and whether mail is sent change only with a
 * restart, so they are worked out once.
 */
export function shopFacts(ctx: ShopContext) {
  const fixed = {
    currency: 'EUR',
    timeZone: ctx.config.timeZone,
    openingHours: hoursByDay(OPENING_HOURS),
    deliveryHours: ctx.config.deliveryHours
      ? hoursByDay(ctx.config.deliveryHours)
      : ('always' as const),
    pickupHours: ctx.config.pickupHours ? hoursByDay(ctx.config.pickupHours) : ('always' as const),
    reservationSlots: byDay((index) => reservationSlots(SAMPLE_WEEK[index]!, OPENING_HOURS)),
    partySize: { min: 1, max: 10 },
    emailConfigured: ctx.mailer.configured,
  }
  // Whether orders are taken right now changes with the clock, so it is worked out each time;
  // the delivery areas and the kitchen's pace change when the restaurant edits them.
  return async function factsNow() {
    const now = ctx.clock.now()
    const [areas, pace, ordering] = await Promise.all([
      ctx.settings.deliveryAreas.read(),
      ctx.settings.kitchen.read(),
      ctx.settings.ordering.read(),
    ])
    return {
      ...fixed,
      ordering: {
        pickup: ordering.pickup,
        laterOrders: ordering.laterOrders,
        leadMinutes: {
          delivery: ordering.deliveryLeadMinutes,
          pickup: ordering.pickupLeadMinutes,
        },
        fullSlots: await fullSlots(ctx, ordering, now),
      },
      deliveryFee: toEuros(flatFeeCents(areas)),
      deliveryAreas: areas.map(areaToEuros),
      kitchen: kitchenPaceView(pace, now),
      ...orderingHours(ctx, now),
      pickupOrdering: orderingHours(ctx, now, ctx.config.pickupHours),
    }
  }
}

/** Whether the database answers, for the health check. */
export function databaseAnswers(ctx: ShopContext): Promise<void> {
  return pingDatabase(ctx.db)
}
