import { categoriesAnswer } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { refusals } from '../../plugins/contract'
import { categoryToDto } from './mappers'
import { listCategories } from './repo'

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/category',
      { schema: { response: { 200: categoriesAnswer, ...refusals } } },
      async () => {
        const rows = await listCategories(ctx.db)
        return { success: true, data: rows.map(categoryToDto) } as const
      },
    )
}
