import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

/**
 * How the restaurant takes orders (issue 11 §1, §2), in the back office's Settings: pickup on
 * or off, orders for later, lead times, the cap of orders per 15-minute slot.
 */
export async function orderingRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.ordering, admin, async () => ({
    success: true as const,
    message: 'How orders are taken',
    data: await ctx.settings.ordering.read(),
  }))

  route(app, routes.saveOrdering, admin, async (request) => ({
    success: true as const,
    message: 'Ordering settings saved',
    data: await ctx.settings.ordering.save(request.body),
  }))
}
