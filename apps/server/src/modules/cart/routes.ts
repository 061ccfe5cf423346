import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { addToCart, cartData, removeFromCart } from './service'

export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const customer = { preValidation: app.auth.guard('customer'), schema: access.customer }
  const write = { ...rateLimited('cart'), ...customer }
  route(app, routes.cartAdd, write, async (request) => {
    await addToCart(ctx, sessionOf(request).id, request.body.itemId)
    return { success: true, message: 'Added to cart' } as const
  })

  route(app, routes.cartRemove, write, async (request) => {
    await removeFromCart(ctx, sessionOf(request).id, request.body.itemId)
    return { success: true, message: 'Removed from cart' } as const
  })

  route(app, routes.cartGet, customer, async (request) => {
    return { success: true, cartData: await cartData(ctx, sessionOf(request).id) } as const
  })
}
