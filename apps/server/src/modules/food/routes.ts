import type { MenuAnswer } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickEncoding } from '../../lib/accept-encoding'
import { access, route } from '../../plugins/contract'
import { editFood, type MenuCache, removeFood } from './service'

export async function foodRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  route(
    app,
    routes.foods,
    {
      schema: {
        description:
          'The menu. `forUser=true`: the guests’ menu, without archived dishes. Answers 304 to a matching If-None-Match.',
      },
    },
    async (request, reply) => {
      const body = await menu.get(ctx, request.query.forUser === 'true' ? 'shop' : 'all')
      const encoding = pickEncoding(request.headers['accept-encoding'])
      const etag = body.etagIn(encoding)
      void reply.header('etag', etag).header('vary', 'Accept-Encoding')
      void reply.header('cache-control', 'no-cache')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      // Bytes written once from menuAnswer by the cache (MenuCache) and compressed once per
      // encoding: Fastify sends a Buffer as is.
      const bytes = (await body.in(encoding)) as unknown as MenuAnswer
      if (encoding !== 'identity') void reply.header('content-encoding', encoding)
      return reply.type('application/json; charset=utf-8').send(bytes)
    },
  )

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.editFood, admin, async (request) => {
    const food = await editFood(ctx, request.params.id, request.body)
    menu.invalidate()
    return { success: true, message: 'Product updated successfully', data: food } as const
  })

  route(app, routes.removeFood, admin, async (request) => {
    await removeFood(ctx, request.body.id)
    menu.invalidate()
    return { success: true, message: 'Product deleted successfully' } as const
  })
}
