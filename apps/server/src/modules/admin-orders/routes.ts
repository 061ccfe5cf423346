import { adminOrdersQuery, orderPaymentBody, orderStatusBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { EventStreams, type StreamSlots } from '../../lib/sse'
import { boardView, listOrders, markPayment, moveOrder } from './service'

/** Everything on the stream of the orders board goes to every admin watching it. */
const BOARD = 'board'

export async function adminOrderRoutes(
  app: FastifyInstance,
  { ctx, slots }: { ctx: ShopContext; slots: StreamSlots },
) {
  const { maxAgeMs, recheckMs } = ctx.config.streams
  const board = new EventStreams({ slots, maxAgeMs, recheckMs })
  const unsubscribe = ctx.events.subscribe(
    ({ order }) => board.publish(BOARD, 'order', () => boardView(order)),
    () => board.has(BOARD),
  )
  // Changes went by unheard: the boards reconnect and load the list again.
  const unsubscribeMissed = ctx.events.onMissed(() => board.restart())
  // preClose, not onClose: the server waits for open connections before onClose hooks run.
  app.addHook('preClose', () => board.close())
  app.addHook('onClose', async () => {
    unsubscribe()
    unsubscribeMissed()
  })

  app.get('/api/admin/orders', async (request) => {
    await app.auth.admin(request)
    const query = adminOrdersQuery.parse(request.query)
    return { success: true, data: await listOrders(ctx, query) }
  })

  // New and changed orders as they happen; a reconnecting board should load the list again.
  app.get('/api/admin/orders/stream', async (request, reply) => {
    const session = await app.auth.admin(request, { fromQuery: true })
    // The token is checked again while the board stays open: a demoted admin, a new admin
    // password or an expired token ends the stream, and the reconnect is refused.
    board.open(reply, BOARD, {
      address: request.ip,
      endsAt: session.expiresAt,
      stillValid: () => app.auth.stillValid(session, { admin: true }),
    })
    return reply
  })

  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/status', async (request) => {
    const admin = await app.auth.admin(request)
    const body = orderStatusBody.parse(request.body)
    const order = await moveOrder(ctx, request.params.id, body, admin)
    return { success: true, message: `The order is now ${order.status}.`, data: order }
  })

  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/payment', async (request) => {
    const admin = await app.auth.admin(request)
    const { paid } = orderPaymentBody.parse(request.body)
    const { order, changed } = await markPayment(ctx, request.params.id, paid, admin)
    const mark = paid ? 'paid' : 'unpaid'
    const message = changed
      ? `The order is marked as ${mark}.`
      : `The order was already marked as ${mark}.`
    return { success: true, message, data: order }
  })
}
