import type { ErrorCode } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { route } from '../../plugins/contract'
import { databaseAnswers, shopFacts } from './service'

/** The shop's facts the browser needs and must not hard-code, plus a health check. */
export async function shopRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const factsNow = shopFacts(ctx)
  route(app, routes.config, {}, async () => ({ success: true as const, data: await factsNow() }))

  route(app, routes.health, {}, async (request, reply) => {
    try {
      await databaseAnswers(ctx)
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
