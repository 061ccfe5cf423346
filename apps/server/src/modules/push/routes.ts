import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { subscribeToOrder, unsubscribeFromOrder } from './service'

/** Live news of an order by Web Push (issue 24 §2): the server's key, and notifications on/off. */
export async function pushRoutes(
  app: FastifyInstance,
  { ctx, publicKey }: { ctx: ShopContext; publicKey: string },
) {
  route(app, routes.pushKey, {}, async () => ({ success: true, data: { publicKey } }) as const)

  route(
    app,
    routes.orderPushSubscribe,
    {
      ...rateLimited('push'),
      schema: {
        ...access.optional,
        description:
          'Turns on notifications about an order for one browser: the tracking code with the phone, or the signed-in customer who placed it. Subscribing again updates the keys and language.',
      },
    },
    async (request, reply) => {
      const user = (await app.auth.optional(request)) ?? undefined
      const language = request.body.language ?? pickLanguage(request.headers['accept-language'])
      await subscribeToOrder(ctx, request.body, user, language)
      return reply
        .status(201)
        .send({ success: true, message: 'Notifications about this order are on' } as const)
    },
  )

  route(
    app,
    routes.orderPushUnsubscribe,
    { ...rateLimited('push'), schema: access.optional },
    async (request) => {
      const user = (await app.auth.optional(request)) ?? undefined
      await unsubscribeFromOrder(ctx, request.body, user)
      return { success: true, message: 'Notifications about this order are off' } as const
    },
  )
}
