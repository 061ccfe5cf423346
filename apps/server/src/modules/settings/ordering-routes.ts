import { orderingSettingsAnswer, orderingSettingsShape } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'

/**
 * How the restaurant takes orders (issue 11 §1, §2), in the back office's Settings: pickup on
 * or off, orders for later, lead times, the cap of orders per 15-minute slot.
 */
export async function orderingRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/admin/ordering',
    {
      preValidation: app.auth.guard('admin'),
      schema: { ...access.admin, response: { 200: orderingSettingsAnswer, ...refusals } },
    },
    async () => ({
      success: true as const,
      message: 'How orders are taken',
      data: await ctx.settings.ordering.read(),
    }),
  )

  api.put(
    '/api/admin/ordering',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        body: orderingSettingsShape,
        response: { 200: orderingSettingsAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Ordering settings saved',
      data: await ctx.settings.ordering.save(request.body),
    }),
  )
}
