import { routes, type EventsOf } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { badRequest } from '../../lib/errors'
import { pickLanguage } from '../../lib/language'
import { EventStreams, type StreamSlots } from '../../lib/sse'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { failureCode } from '../../plugins/error-handler'
import { rateLimited } from '../../plugins/security'
import type { OrderDesk } from './service'
import { ordersByPhone, trackedView, trackOrder, userOrders } from './tracking'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/
const IDEMPOTENCY_KEY_INVALID =
  'The Idempotency-Key header must be 8 to 128 letters, digits, - or _'

export async function orderRoutes(
  app: FastifyInstance,
  {
    ctx,
    slots,
    desk,
  }: {
    ctx: ShopContext
    slots: StreamSlots
    /** Made by app.ts, which writes what it holds before the database closes (shutdown.ts). */
    desk: OrderDesk
  },
) {
  const forget = () =>
    desk.forgetOldRetries().catch((error: unknown) => {
      app.log.error({ err: error }, 'could not prune old idempotency keys')
    })
  await forget()
  const pruning = setInterval(forget, 60 * 60 * 1000).unref()
  app.addHook('onClose', async () => clearInterval(pruning))

  route(
    app,
    routes.placeOrder,
    {
      ...rateLimited('placeOrder'),
      // Every refusal, by the code it is answered with: the rules', the body's, the limits'.
      onError: async (_request, _reply, error) => ctx.metrics.orderRefused(failureCode(error)),
      // Before the body's checks, as it always was.
      preValidation: async (request) => {
        const key = request.headers['idempotency-key']
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
          throw badRequest('IDEMPOTENCY_KEY_INVALID', IDEMPOTENCY_KEY_INVALID)
        }
      },
      schema: {
        ...access.optional,
        description:
          'A retried call with the same Idempotency-Key returns the first answer and places no second order. A sent amount that differs from the current one is refused (409) with the current `amount`.',
        headers: z.looseObject({
          'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_INVALID).optional(),
        }),
      },
    },
    async (request, reply) => {
      // An order with a code is a try at a code too: it draws on the check's budget, so codes
      // cannot be guessed here at the order budget (issue 19 §1.1, decision 017).
      if (request.body.promoCode) {
        await app.checkRateLimit('promoCheck', request, reply)
        await app.checkRateLimit('promoCheckHourly', request, reply)
      }
      const user = await app.auth.optional(request)
      const language = pickLanguage(request.headers['accept-language'])
      const key = request.headers['idempotency-key']
      return reply.status(201).send(await desk.place(request.body, user, key, language))
    },
  )

  route(
    app,
    routes.userOrders,
    { preValidation: app.auth.guard('customer'), schema: access.customer },
    async (request) => {
      const data = await userOrders(ctx, sessionOf(request).id)
      return { success: true, data, message: 'Your orders' } as const
    },
  )

  // My orders: the code and the phone find one order; the phone alone lists summaries.
  route(
    app,
    routes.lookupOrders,
    {
      ...rateLimited('track'),
      schema: {
        description:
          'With the tracking code and the phone: the order. With the phone alone: the summaries, codes masked (its own, smaller rate limit).',
      },
    },
    async (request, reply) => {
      const body = request.body
      if (body.trackingCode) {
        return {
          success: true,
          data: await trackOrder(ctx, body.trackingCode, body.phone),
        } as const
      }
      // Phones are guessable: trying them one by one gets a budget of its own.
      await app.checkRateLimit('phoneLookup', request, reply)
      return { success: true, data: await ordersByPhone(ctx, body.phone) } as const
    },
  )

  // The track page (plural 'orders' in the reference client): always the code and the phone.
  route(app, routes.trackOrder, { ...rateLimited('track') }, async (request) => {
    const { trackingCode, phone } = request.body
    return {
      success: true,
      data: await trackOrder(ctx, trackingCode, phone),
      message: 'Order found',
    } as const
  })

  // The track page, live: the order now, then again at each change (one topic per order).
  const { maxAgeMs, recheckMs } = ctx.config.streams
  const tracking = new EventStreams<EventsOf<typeof routes.trackStream>>({
    slots,
    maxAgeMs,
    recheckMs,
  })
  const unsubscribe = ctx.events.subscribe(
    ({ order }) => tracking.publish(order.row.id, 'order', () => trackedView(order)),
    (orderId) => tracking.has(orderId),
  )
  // Changes went by unheard: the pages reconnect and are sent their order as it is now.
  const unsubscribeMissed = ctx.events.onMissed(() => tracking.restart())
  app.addHook('preClose', () => tracking.close())
  app.addHook('onClose', async () => {
    unsubscribe()
    unsubscribeMissed()
  })

  route(app, routes.trackStream, { ...rateLimited('track') }, async (request, reply) => {
    const order = await trackOrder(ctx, request.query.code, request.query.phone)
    tracking.open(reply, order._id, { address: request.ip }).send('order', order)
    return reply
  })
}
