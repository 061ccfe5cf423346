import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

/**
 * The restaurant's hours in the back office's Settings (issue 21 §4): weekly spans for opening,
 * delivery and pickup, closures and shorter days, and the time zone. A save is heard by every
 * instance (the setting book announces it), and every rule reads the hours from there.
 */
export async function restaurantHoursRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.restaurantHours, admin, async () => ({
    success: true as const,
    message: 'The restaurant’s hours',
    data: await ctx.settings.restaurantHours.read(),
  }))

  route(app, routes.saveRestaurantHours, admin, async (request) => ({
    success: true as const,
    message: 'Hours saved',
    data: await ctx.settings.restaurantHours.save(request.body),
  }))
}
