import { cartItemBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { rateLimited } from '../../plugins/security'
import { addToCart, cartData, removeFromCart } from './service'

export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.post('/api/cart/add', rateLimited('cart'), async (request) => {
    const user = await app.auth.required(request)
    await addToCart(ctx, user.id, cartItemBody.parse(request.body).itemId)
    return { success: true, message: 'Added to cart' }
  })

  app.post('/api/cart/remove', rateLimited('cart'), async (request) => {
    const user = await app.auth.required(request)
    await removeFromCart(ctx, user.id, cartItemBody.parse(request.body).itemId)
    return { success: true, message: 'Removed from cart' }
  })

  app.post('/api/cart/get', async (request) => {
    const user = await app.auth.required(request)
    return { success: true, cartData: await cartData(ctx, user.id) }
  })
}
