import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

/**
 * Nine texts of up to 8,000 characters (LEGAL_TEXT_MAX), Vietnamese at up to three bytes a
 * character, and their JSON escapes: above the shop's 100 KB for any other body.
 */
const LEGAL_BODY_LIMIT = 300_000

/**
 * The restaurant's terms, privacy notice and allergen note (issue 22 §2): anyone reads them (the
 * guest pages /terms, /privacy and /allergens), the admin replaces them whole in Settings.
 */
export async function restaurantLegalRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(app, routes.restaurantLegal, {}, async () => ({
    success: true as const,
    message: 'The restaurant’s legal texts',
    data: await ctx.settings.restaurantLegal.read(),
  }))

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminRestaurantLegal, admin, async () => ({
    success: true as const,
    message: 'The restaurant’s legal texts',
    data: await ctx.settings.restaurantLegal.read(),
  }))
  route(
    app,
    routes.saveRestaurantLegal,
    { ...admin, bodyLimit: LEGAL_BODY_LIMIT },
    async (request) => ({
      success: true as const,
      message: 'Legal texts saved',
      data: await ctx.settings.restaurantLegal.save(request.body),
    }),
  )
}
