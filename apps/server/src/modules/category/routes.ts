import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { listCategories } from './repo'

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.get('/api/category', async () => {
    const rows = await listCategories(ctx.db)
    return {
      success: true,
      data: rows.map((row) => ({ _id: row.id, name: row.name, image: row.image ?? '' })),
    }
  })
}
