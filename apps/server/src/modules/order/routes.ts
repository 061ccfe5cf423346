import { lookupOrdersBody, placeOrderBody, trackOrderBody, trackStreamQuery } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { badRequest } from '../../lib/errors'
import { pickLanguage } from '../../lib/language'
import { EventStreams, type StreamSlots } from '../../lib/sse'
import { rateLimited } from '../../plugins/security'
import { OrderDesk, ordersByPhone, trackedView, trackOrder, userOrders } from './service'

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

export async function orderRoutes(
  app: FastifyInstance,
  { ctx, slots }: { ctx: ShopContext; slots: StreamSlots },
) {
  const desk = new OrderDesk(ctx)
  const forget = () =>
    desk.forgetOldRetries().catch((error: unknown) => {
      app.log.error({ err: error }, 'could not prune old idempotency keys')
    })
  await forget()
  const pruning = setInterval(forget, 60 * 60 * 1000).unref()
  app.addHook('onClose', async () => clearInterval(pruning))

  app.post('/api/order/place', rateLimited('placeOrder'), async (request, reply) => {
    const key = request.headers['idempotency-key']
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw badRequest(
        'IDEMPOTENCY_KEY_INVALID',
        'The Idempotency-Key header must be 8 to 128 letters, digits, - or _',
      )
    }
    const body = placeOrderBody.parse(request.body)
    const user = await app.auth.optional(request)
    const language = pickLanguage(request.headers['accept-language'])
    return reply.status(201).send(await desk.place(body, user, key, language))
  })

  app.post('/api/order/userorders', async (request) => {
    const user = await app.auth.required(request)
    return { success: true, data: await userOrders(ctx, user.id), message: 'Your orders' }
  })

  // My orders: the code and the phone find one order; the phone alone lists summaries.
  app.post('/api/order/track', rateLimited('track'), async (request, reply) => {
    const body = lookupOrdersBody.parse(request.body)
    if (body.trackingCode) {
      return { success: true, data: await trackOrder(ctx, body.trackingCode, body.phone) }
    }
    // Phones are guessable: trying them one by one gets a budget of its own.
    await app.checkRateLimit('phoneLookup', request, reply)
    return { success: true, data: await ordersByPhone(ctx, body.phone) }
  })

  // The track page (plural 'orders' in the reference client): always the code and the phone.
  app.post('/api/orders/track', rateLimited('track'), async (request) => {
    const body = trackOrderBody.parse(request.body)
    return {
      success: true,
      data: await trackOrder(ctx, body.trackingCode, body.phone),
      message: 'Order found',
    }
  })

  // The track page, live: the order now, then again at each change (one topic per order).
  const { maxAgeMs, recheckMs } = ctx.config.streams
  const tracking = new EventStreams({ slots, maxAgeMs, recheckMs })
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

  app.get('/api/orders/track/stream', rateLimited('track'), async (request, reply) => {
    const query = trackStreamQuery.parse(request.query)
    const order = await trackOrder(ctx, query.code, query.phone)
    tracking.open(reply, order._id, { address: request.ip }).send('order', order)
    return reply
  })
}
