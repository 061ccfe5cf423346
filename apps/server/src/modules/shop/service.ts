import {
  type ErrorCode,
  areaToEuros,
  closuresAhead,
  kitchenPaceView,
  localDate,
  reservationSlots,
  type RestaurantHours,
  type Span,
  toEuros,
  WEEKDAY_NAMES,
  type DeliveryArea,
  type KindHours,
  type WeekdayName,
  type WeekSpans,
  weeklyHoursOf,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { migrations } from '../../db/migrate'
import { fullSlots, orderingHours } from '../order/ordering-rules'
import { paymentMethodsOffered } from '../payments/service'
import { migrationsRun, pingDatabase } from './repo'

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

/** SPEC's one span a day: the day's first opening to its last closing, null on a day off. */
function envelope(spans: readonly Span[]) {
  if (spans.length === 0) return null
  return { open: spans[0]!.open, close: spans.at(-1)!.close }
}

function hoursByDay(week: WeekSpans) {
  return byDay((index) => envelope(week[WEEKDAY_NAMES[index]!]))
}

function kindByDay(hours: RestaurantHours, kind: KindHours) {
  if (kind === 'always') return 'always' as const
  return hoursByDay(kind === 'opening' ? hours.opening : kind)
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
 * that tells them now. The hours come from the back office's setting on every call (issue 21
 * §4): saved here or on another instance, the next answer has them.
 */
export function shopFacts(ctx: ShopContext) {
  const fixed = {
    currency: 'EUR',
    partySize: { min: 1, max: 10 },
    emailConfigured: ctx.mailer.configured,
  }
  // Whether orders are taken right now changes with the clock, so it is worked out each time;
  // the delivery areas, the kitchen's pace and the hours change when the restaurant edits them.
  return async function factsNow() {
    const now = ctx.clock.now()
    const [areas, pace, ordering, hours] = await Promise.all([
      ctx.settings.deliveryAreas.read(),
      ctx.settings.kitchen.read(),
      ctx.settings.ordering.read(),
      ctx.settings.restaurantHours.read(),
    ])
    const paymentMethods = await paymentMethodsOffered(ctx)
    const today = localDate(now, hours.timeZone)
    return {
      ...fixed,
      timeZone: hours.timeZone,
      openingHours: hoursByDay(hours.opening),
      deliveryHours: kindByDay(hours, hours.delivery),
      pickupHours: kindByDay(hours, hours.pickup),
      reservationSlots: byDay((index) =>
        reservationSlots(SAMPLE_WEEK[index]!, weeklyHoursOf(hours.opening)),
      ),
      hours: { ...hours, closures: hours.closures.filter((closure) => closure.to >= today) },
      closuresAhead: closuresAhead(hours, today),
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
      ...orderingHours(hours, now, 'delivery'),
      pickupOrdering: orderingHours(hours, now, 'pickup'),
      dineInOrdering: orderingHours(hours, now, 'opening'),
      payments: { methods: paymentMethods },
    }
  }
}

/** What keeps an instance from taking an order: the answer's code and sentence. */
export interface NotReady {
  code: Extract<
    ErrorCode,
    'DATABASE_DOWN' | 'MIGRATIONS_PENDING' | 'MIGRATIONS_UNKNOWN' | 'RELAY_DOWN'
  >
  message: string
  /** What the log says of the cause; the answer does not. */
  cause?: unknown
}

/** The migrations this build knows, by name (the country changes what one does, not its name). */
const KNOWN_MIGRATIONS = Object.keys(migrations)

/** Up to three names, and how many more: a sentence stays a sentence. */
function someOf(names: string[]): string {
  const more = names.length > 3 ? ` and ${names.length - 3} more` : ''
  return names.slice(0, 3).join(', ') + more
}

/**
 * Whether this instance can take an order now (issue 25 §3): its database answers, holds
 * exactly the migrations this build knows, and, on PostgreSQL, the relay hears the other
 * instances. Undefined when ready; else the first thing that is not, for the proxy's 503.
 */
export async function readiness(
  ctx: ShopContext,
  relayListening: () => boolean | undefined,
): Promise<NotReady | undefined> {
  try {
    await pingDatabase(ctx.db)
  } catch (error) {
    return { code: 'DATABASE_DOWN', message: 'The database does not answer', cause: error }
  }
  // The table is missing before the first migration: then none has run.
  const run = new Set(await migrationsRun(ctx.db).catch(() => []))
  const pending = KNOWN_MIGRATIONS.filter((name) => !run.has(name))
  if (pending.length > 0) {
    return {
      code: 'MIGRATIONS_PENDING',
      message: `The database lacks migrations of this version: ${someOf(pending)}`,
    }
  }
  const known = new Set(KNOWN_MIGRATIONS)
  const unknown = [...run].filter((name) => !known.has(name))
  if (unknown.length > 0) {
    return {
      code: 'MIGRATIONS_UNKNOWN',
      message: `The database has migrations this version does not know (a newer version ran them): ${someOf(unknown)}`,
    }
  }
  if (relayListening() === false) {
    return {
      code: 'RELAY_DOWN',
      message: 'The relay does not hear the other instances: changes made there would go unseen',
    }
  }
  return undefined
}
