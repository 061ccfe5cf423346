import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import { todayAtAGlance } from './service'

/** The figures the back office opens on; admin only. */
export async function todayRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(
    app,
    routes.today,
    { preValidation: app.auth.guard('admin'), schema: access.admin },
    async (request) => {
      const data = await todayAtAGlance(ctx, request.query)
      return { success: true, message: 'The day at a glance', data } as const
    },
  )
}
