import {
  applyKitchenChange,
  currentPace,
  kitchenAnswer,
  kitchenChangeBody,
  kitchenPaceView,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'

/** The kitchen's pace on the orders board (issue 11 §5): pause new orders, reopen, busy delay. */
export async function kitchenRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/admin/kitchen',
    {
      preValidation: app.auth.guard('admin'),
      schema: { ...access.admin, response: { 200: kitchenAnswer, ...refusals } },
    },
    async () => ({
      success: true as const,
      message: "The kitchen's pace",
      data: kitchenPaceView(await ctx.settings.kitchen.read(), ctx.clock.now()),
    }),
  )

  api.put(
    '/api/admin/kitchen',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        body: kitchenChangeBody,
        response: { 200: kitchenAnswer, ...refusals },
      },
    },
    async (request) => {
      // The pause's end is worked out here, on the server's clock.
      const now = ctx.clock.now()
      const next = applyKitchenChange(await ctx.settings.kitchen.read(), request.body, now)
      // A pause already over is stored as none.
      const saved = await ctx.settings.kitchen.save(currentPace(next, now))
      return {
        success: true as const,
        message: "The kitchen's pace is saved",
        data: kitchenPaceView(saved, now),
      }
    },
  )
}
