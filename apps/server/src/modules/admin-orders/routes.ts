import {
  adminOrderChangedAnswer,
  adminOrdersAnswer,
  adminOrdersQuery,
  EVENT_STREAM_TYPE,
  orderPaymentBody,
  orderStatusBody,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { EventStreams, type StreamSlots } from '../../lib/sse'
import { sessionOf } from '../../plugins/auth'
import { access, refusals } from '../../plugins/contract'
import { boardView, listOrders, markPayment, moveOrder } from './service'

/** Everything on the stream of the orders board goes to every admin watching it. */
const BOARD = 'board'

const byId = z.object({ id: z.string() })

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

  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/admin/orders',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersAnswer, ...refusals },
      },
    },
    async (request) => ({ success: true, data: await listOrders(ctx, request.query) }) as const,
  )

  // New and changed orders as they happen; a reconnecting board should load the list again.
  api.get(
    '/api/admin/orders/stream',
    {
      // EventSource cannot send headers: here the token may also come as ?token=.
      preValidation: app.auth.guard('admin', { fromQuery: true }),
      schema: {
        ...access.admin,
        querystring: z.object({
          token: z.string().optional().describe('The admin token, for EventSource'),
        }),
        response: {
          200: {
            description:
              'Server-sent events: `event: order` with an AdminOrder as JSON at each new or changed order.',
            content: { [EVENT_STREAM_TYPE]: { schema: z.string() } },
          },
          ...refusals,
        },
      },
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

  api.post(
    '/api/admin/orders/:id/status',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        params: byId,
        body: orderStatusBody,
        response: { 200: adminOrderChangedAnswer, ...refusals },
      },
    },
    async (request) => {
      const order = await moveOrder(ctx, request.params.id, request.body, sessionOf(request))
      return { success: true, message: `The order is now ${order.status}.`, data: order } as const
    },
  )

  api.post(
    '/api/admin/orders/:id/payment',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        params: byId,
        body: orderPaymentBody,
        response: { 200: adminOrderChangedAnswer, ...refusals },
      },
    },
    async (request) => {
      const { paid } = request.body
      const admin = sessionOf(request)
      const { order, changed } = await markPayment(ctx, request.params.id, paid, admin)
      const mark = paid ? 'paid' : 'unpaid'
      const message = changed
        ? `The order is marked as ${mark}.`
        : `The order was already marked as ${mark}.`
      return { success: true, message, data: order } as const
    },
  )
}
