import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { categoryToDto, listCategories } from './repo'

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.get('/api/category', async () => {
    const rows = await listCategories(ctx.db)
    return { success: true, data: rows.map(categoryToDto) }
  })
}
