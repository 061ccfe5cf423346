import {
  areaFromEuros,
  areaToEuros,
  deliveryAreasAnswer,
  deliveryAreasBody,
  type DeliveryArea,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'

const answer = (message: string, areas: readonly DeliveryArea[]) =>
  ({ success: true, message, data: { areas: areas.map(areaToEuros) } }) as const

/** The restaurant's settings in the back office (issue 11 §5): for now its delivery areas. */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/admin/delivery-areas',
    {
      preValidation: app.auth.guard('admin'),
      schema: { ...access.admin, response: { 200: deliveryAreasAnswer, ...refusals } },
    },
    async () => answer('The delivery areas', await ctx.settings.deliveryAreas.read()),
  )

  api.put(
    '/api/admin/delivery-areas',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        body: deliveryAreasBody,
        response: { 200: deliveryAreasAnswer, ...refusals },
      },
    },
    async (request) => {
      const saved = await ctx.settings.deliveryAreas.save(request.body.areas.map(areaFromEuros))
      return answer('Delivery areas saved', saved)
    },
  )
}
