import { applyKitchenChange, currentPace, kitchenPaceView } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'

/** The kitchen's pace on the orders board (issue 11 §5): pause new orders, reopen, busy delay. */
export async function kitchenRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.kitchen, admin, async () => ({
    success: true as const,
    message: "The kitchen's pace",
    data: kitchenPaceView(await ctx.settings.kitchen.read(), ctx.clock.now()),
  }))

  route(app, routes.saveKitchen, admin, async (request) => {
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
  })
}
