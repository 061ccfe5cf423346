import { areaFromEuros, areaToEuros, type DeliveryArea } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

const answer = (message: string, areas: readonly DeliveryArea[]) =>
  ({ success: true, message, data: { areas: areas.map(areaToEuros) } }) as const

/** The restaurant's settings in the back office (issue 11 §5): for now its delivery areas. */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.deliveryAreas, admin, async () =>
    answer('The delivery areas', await ctx.settings.deliveryAreas.read()),
  )

  route(app, routes.saveDeliveryAreas, admin, async (request) => {
    const saved = await ctx.settings.deliveryAreas.save(request.body.areas.map(areaFromEuros))
    return answer('Delivery areas saved', saved)
  })
}
