import {
  DELIVERY_FEE_CENTS,
  OPENING_HOURS,
  reservationSlots,
  toEuros,
  type WeeklyHours,
} from '@quan/domain'
import { sql } from 'kysely'
import type { ErrorCode } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { orderingHours } from '../order/service'

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

function hoursByDay(hours: WeeklyHours) {
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, hours[index as keyof WeeklyHours] ?? null]),
  )
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

/** The shop's facts the browser needs and must not hard-code, plus a health check. */
export async function shopRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const config = {
    success: true,
    data: {
      currency: 'EUR',
      deliveryFee: toEuros(DELIVERY_FEE_CENTS),
      timeZone: ctx.config.timeZone,
      openingHours: hoursByDay(OPENING_HOURS),
      deliveryHours: ctx.config.deliveryHours ? hoursByDay(ctx.config.deliveryHours) : 'always',
      reservationSlots: Object.fromEntries(
        WEEKDAYS.map((day, index) => [day, reservationSlots(SAMPLE_WEEK[index]!, OPENING_HOURS)]),
      ),
      partySize: { min: 1, max: 10 },
      emailConfigured: ctx.mailer.configured,
    },
  }
  // Whether orders are taken right now changes with the clock, so it is worked out each time.
  app.get('/api/config', async () => ({
    ...config,
    data: { ...config.data, ...orderingHours(ctx) },
  }))

  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db)
      return { success: true, status: 'ok' }
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
