import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { route } from '../../plugins/contract'
import { readiness, shopFacts } from './service'

/** The shop's facts the browser needs and must not hard-code, plus liveness and readiness. */
export async function shopRoutes(
  app: FastifyInstance,
  {
    ctx,
    relayListening,
  }: {
    ctx: ShopContext
    /** On PostgreSQL with a relay, whether it listens; undefined without one. */
    relayListening: () => boolean | undefined
  },
) {
  const factsNow = shopFacts(ctx)
  route(app, routes.config, {}, async () => ({ success: true as const, data: await factsNow() }))

  // Liveness: the process answers. It asks the database nothing, so a database away does not
  // get every instance restarted at once (decision 036); readiness tells the proxy instead.
  route(app, routes.health, {}, async () => ({ success: true, status: 'ok' }) as const)

  route(app, routes.ready, {}, async (request, reply) => {
    const notReady = await readiness(ctx, relayListening)
    if (!notReady) return { success: true, status: 'ready' } as const
    const { code, message, cause } = notReady
    request.log.warn({ err: cause, code }, `not ready: ${message}`)
    return reply.status(503).send({ success: false, message, code })
  })
}
