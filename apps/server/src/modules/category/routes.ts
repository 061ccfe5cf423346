import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { route } from '../../plugins/contract'
import { categoryToDto } from './mappers'
import { listCategories } from './repo'

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(app, routes.categories, {}, async () => {
    const rows = await listCategories(ctx.db)
    return { success: true, data: rows.map(categoryToDto) } as const
  })
}
