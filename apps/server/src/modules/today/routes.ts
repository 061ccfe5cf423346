import { adminTodayQuery, todayAnswer } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'
import { todayAtAGlance } from './service'

/** The figures the back office opens on; admin only. */
export async function todayRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/today',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        querystring: adminTodayQuery,
        response: { 200: todayAnswer, ...refusals },
      },
    },
    async (request) => {
      const data = await todayAtAGlance(ctx, request.query)
      return { success: true, message: 'The day at a glance', data } as const
    },
  )
}
