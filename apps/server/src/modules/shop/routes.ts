import { errorAnswer, healthAnswer, shopConfigAnswer } from '@quan/domain'
import type { ErrorCode } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { refusals } from '../../plugins/contract'
import { databaseAnswers, shopFacts } from './service'

/** The shop's facts the browser needs and must not hard-code, plus a health check. */
export async function shopRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const factsNow = shopFacts(ctx)
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/config',
    { schema: { response: { 200: shopConfigAnswer, ...refusals } } },
    async () => {
      return { success: true as const, data: await factsNow() }
    },
  )

  api.get(
    '/api/health',
    { schema: { response: { 200: healthAnswer, 503: errorAnswer, ...refusals } } },
    async (request, reply) => {
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
    },
  )
}
