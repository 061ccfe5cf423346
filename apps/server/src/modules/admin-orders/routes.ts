import { routes, type EventsOf } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { EventStreams, type StreamSlots } from '../../lib/sse'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { onTheBoard } from '../payments/service'
import { boardView, findAdminOrder, listOrders, markPayment, moveOrder, tellLate } from './service'

/** Everything on the stream of the orders board goes to every admin watching it. */
const BOARD = 'board'

export async function adminOrderRoutes(
  app: FastifyInstance,
  { ctx, slots }: { ctx: ShopContext; slots: StreamSlots },
) {
  const { maxAgeMs, recheckMs } = ctx.config.streams
  const board = new EventStreams<EventsOf<typeof routes.adminOrdersStream>>({
    slots,
    maxAgeMs,
    recheckMs,
  })
  const unsubscribe = ctx.events.subscribe(
    // An order to be paid online reaches the board once paid (issue 22 §1).
    ({ order }) => {
      if (onTheBoard(order.row)) board.publish(BOARD, 'order', () => boardView(order))
    },
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

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminOrders, admin, async (request, reply) => {
    // The board's own list is not limited (it reloads on every reconnect); a search is.
    if (request.query.q) await app.checkRateLimit('orderSearch', request, reply)
    return { success: true, data: await listOrders(ctx, request.query) } as const
  })

  // New and changed orders as they happen; a reconnecting board should load the list again.
  route(
    app,
    routes.adminOrdersStream,
    {
      // EventSource cannot send headers: here the token may also come as ?token=.
      preValidation: app.auth.guard('admin', { fromQuery: true }),
      schema: access.admin,
    },
    async (request, reply) => {
      const session = sessionOf(request)
      // The token is checked again while the board stays open: a demoted admin, a new admin
      // password or an expired token ends the stream, and the reconnect is refused.
      board.open(reply, BOARD, {
        address: request.ip,
        endsAt: session.expiresAt,
        stillValid: () => app.auth.stillValid(session, { admin: true }),
      })
      return reply
    },
  )

  route(app, routes.adminOrder, admin, async (request) => ({
    success: true as const,
    message: 'The order',
    data: await findAdminOrder(ctx, request.params.id),
  }))

  route(app, routes.orderStatus, admin, async (request) => {
    const order = await moveOrder(ctx, request.params.id, request.body, sessionOf(request))
    return { success: true, message: `The order is now ${order.status}.`, data: order } as const
  })

  route(app, routes.orderLate, admin, async (request) => {
    const order = await tellLate(ctx, request.params.id, request.body, sessionOf(request))
    const message = `The guest is told the order runs ${order.lateMinutes} minutes late.`
    return { success: true, message, data: order } as const
  })

  route(app, routes.orderPayment, admin, async (request) => {
    const { paid } = request.body
    const admin = sessionOf(request)
    const { order, changed } = await markPayment(ctx, request.params.id, paid, admin)
    const mark = paid ? 'paid' : 'unpaid'
    const message = changed
      ? `The order is marked as ${mark}.`
      : `The order was already marked as ${mark}.`
    return { success: true, message, data: order } as const
  })
}
