import { cartAnswer, cartItemBody, doneAnswer } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, refusals } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { addToCart, cartData, removeFromCart } from './service'

export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const write = {
    ...rateLimited('cart'),
    preValidation: app.auth.guard('customer'),
    schema: { ...access.customer, body: cartItemBody, response: { 200: doneAnswer, ...refusals } },
  }
  api.post('/api/cart/add', write, async (request) => {
    await addToCart(ctx, sessionOf(request).id, request.body.itemId)
    return { success: true, message: 'Added to cart' } as const
  })

  api.post('/api/cart/remove', write, async (request) => {
    await removeFromCart(ctx, sessionOf(request).id, request.body.itemId)
    return { success: true, message: 'Removed from cart' } as const
  })

  api.post(
    '/api/cart/get',
    {
      preValidation: app.auth.guard('customer'),
      schema: { ...access.customer, response: { 200: cartAnswer, ...refusals } },
    },
    async (request) => {
      return { success: true, cartData: await cartData(ctx, sessionOf(request).id) } as const
    },
  )
}
