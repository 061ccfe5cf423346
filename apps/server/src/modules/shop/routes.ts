import {
  areaToEuros,
  kitchenPaceView,
  type DeliveryArea,
  type OrderingSettings,
  OPENING_HOURS,
  reservationSlots,
  toEuros,
  type WeeklyHours,
  WEEKDAY_NAMES,
  type WeekdayName,
} from '@quan/domain'
import { sql } from 'kysely'
import type { ErrorCode } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { route } from '../../plugins/contract'
import { countOrdersDue } from '../order/repo'
import { orderingHours } from '../order/service'

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
 * The slots that hold the cap's orders from now on (issue 11 §2), so the checkout does not offer
 * them; none is read without a cap or orders for later.
 */
async function fullSlots(ctx: ShopContext, ordering: OrderingSettings, now: Date) {
  const cap = ordering.slotCap
  if (!ordering.laterOrders || cap === null) return []
  const counts = await countOrdersDue(ctx.db, { from: now.toISOString() })
  return [...counts].filter(([, count]) => count >= cap).map(([slot]) => slot)
}

/** The shop's facts the browser needs and must not hard-code, plus a health check. */
export async function shopRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const config = {
    success: true as const,
    data: {
      currency: 'EUR',
      timeZone: ctx.config.timeZone,
      openingHours: hoursByDay(OPENING_HOURS),
      deliveryHours: ctx.config.deliveryHours
        ? hoursByDay(ctx.config.deliveryHours)
        : ('always' as const),
      pickupHours: ctx.config.pickupHours
        ? hoursByDay(ctx.config.pickupHours)
        : ('always' as const),
      reservationSlots: byDay((index) => reservationSlots(SAMPLE_WEEK[index]!, OPENING_HOURS)),
      partySize: { min: 1, max: 10 },
      emailConfigured: ctx.mailer.configured,
    },
  }
  // Whether orders are taken right now changes with the clock, so it is worked out each time;
  // the delivery areas and the kitchen's pace change when the restaurant edits them.
  route(app, routes.config, {}, async () => {
    const now = ctx.clock.now()
    const [areas, pace, ordering] = await Promise.all([
      ctx.deliveryAreas.areas(),
      ctx.kitchen.pace(),
      ctx.ordering.settings(),
    ])
    const data = {
      ...config.data,
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
    return { ...config, data }
  })

  route(app, routes.health, {}, async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db)
      return { success: true, status: 'ok' } as const
    } catch (error) {
      request.log.error({ err: error }, 'health check: database does not answer')
      return reply.status(503).send({
        success: false,
        message: 'The database does not answer',
        code: 'DATABASE_DOWN' satisfies ErrorCode,
      })
    }
  })
}
