import { foodEditBody, foodRemoveBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { editFood, type MenuCache, removeFood } from './service'

export async function foodRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  app.get<{ Querystring: { forUser?: string } }>('/api/food/list', async (request, reply) => {
    const body = await menu.get(ctx, request.query.forUser === 'true' ? 'shop' : 'all')
    reply.header('etag', body.etag).header('cache-control', 'no-cache')
    if (request.headers['if-none-match'] === body.etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(body.bytes)
  })

  app.put<{ Params: { id: string } }>('/api/food/edit/:id', async (request) => {
    await app.auth.admin(request)
    const food = await editFood(ctx, request.params.id, foodEditBody.parse(request.body))
    menu.invalidate()
    return { success: true, message: 'Product updated successfully', data: food }
  })

  app.delete('/api/food/remove', async (request) => {
    await app.auth.admin(request)
    await removeFood(ctx, foodRemoveBody.parse(request.body).id)
    menu.invalidate()
    return { success: true, message: 'Product deleted successfully' }
  })
}
