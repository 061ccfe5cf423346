import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { Restaurant } from '@quan/domain'

/** The restaurant as its owner set it up (issue 21): anyone reads it, the admin saves each part. */
export async function restaurantRoutes(
  app: FastifyInstance,
  { ctx, restaurantNow }: { ctx: ShopContext; restaurantNow: () => Promise<Restaurant> },
) {
  route(app, routes.restaurant, {}, async () => ({
    success: true as const,
    message: 'The restaurant',
    data: await restaurantNow(),
  }))

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.restaurantIdentity, admin, async () => ({
    success: true as const,
    message: 'The restaurant',
    data: await ctx.settings.restaurantIdentity.read(),
  }))
  route(app, routes.saveRestaurantIdentity, admin, async (request) => ({
    success: true as const,
    message: 'Restaurant saved',
    data: await ctx.settings.restaurantIdentity.save(request.body),
  }))
}
