import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

/**
 * The restaurant's words in Settings (issue 21 §3): every language's banner text, about story,
 * FAQ and contact intro, read and replaced whole. Guests read them in GET /api/restaurant.
 */
export async function restaurantWordsRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.restaurantWords, admin, async () => ({
    success: true as const,
    message: 'The restaurant’s texts',
    data: await ctx.settings.restaurantWords.read(),
  }))

  route(app, routes.saveRestaurantWords, admin, async (request) => ({
    success: true as const,
    message: 'Texts saved',
    data: await ctx.settings.restaurantWords.save(request.body),
  }))
}
