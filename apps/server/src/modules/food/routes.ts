import {
  foodEditBody,
  foodRemoveBody,
  foodRemovedAnswer,
  foodSavedAnswer,
  menuAnswer,
  type MenuAnswer,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'
import { editFood, type MenuCache, removeFood } from './service'

const byId = z.object({ id: z.string() })

export async function foodRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/api/food/list',
    {
      schema: {
        description:
          'The menu. `forUser=true`: the guests’ menu, without archived dishes. Answers 304 to a matching If-None-Match.',
        querystring: z.object({
          // Anything but 'true' is the whole menu, as before schemas: a bad value is no error.
          forUser: z.string().optional().catch(undefined),
        }),
        response: { 200: menuAnswer, 304: z.undefined(), ...refusals },
      },
    },
    async (request, reply) => {
      const body = await menu.get(ctx, request.query.forUser === 'true' ? 'shop' : 'all')
      reply.header('etag', body.etag).header('cache-control', 'no-cache')
      if (request.headers['if-none-match'] === body.etag) return reply.status(304).send()
      // Bytes written once from menuAnswer by the cache (MenuCache): Fastify sends a Buffer as is.
      const bytes = body.bytes as unknown as MenuAnswer
      return reply.type('application/json; charset=utf-8').send(bytes)
    },
  )

  api.put(
    '/api/food/edit/:id',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        params: byId,
        body: foodEditBody,
        response: { 200: foodSavedAnswer, ...refusals },
      },
    },
    async (request) => {
      const food = await editFood(ctx, request.params.id, request.body)
      menu.invalidate()
      return { success: true, message: 'Product updated successfully', data: food } as const
    },
  )

  api.delete(
    '/api/food/remove',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        body: foodRemoveBody,
        response: { 200: foodRemovedAnswer, ...refusals },
      },
    },
    async (request) => {
      await removeFood(ctx, request.body.id)
      menu.invalidate()
      return { success: true, message: 'Product deleted successfully' } as const
    },
  )
}
