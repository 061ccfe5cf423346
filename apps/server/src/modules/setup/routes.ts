import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { MenuCache } from '../food/service'
import { clearDemo, setupState } from './service'

/** A new restaurant's checklist, and clearing the demo (issue 21 §5), for the back office. */
export async function setupRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.setupState, admin, async () => ({
    success: true as const,
    message: 'The restaurant’s setup',
    data: await setupState(ctx),
  }))

  route(app, routes.clearDemo, admin, async () => {
    const cleared = await clearDemo(ctx)
    // The shop, its pages and the other instances forget the demo's dishes at once.
    menu.invalidate()
    return { success: true as const, message: 'The demo is cleared', data: cleared }
  })
}
