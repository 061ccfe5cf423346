import { adminTodayQuery } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { todayAtAGlance } from './service'

/** The figures the back office opens on; admin only. */
export async function todayRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.get('/api/admin/today', async (request) => {
    await app.auth.admin(request)
    const data = await todayAtAGlance(ctx, adminTodayQuery.parse(request.query))
    return { success: true, message: 'The day at a glance', data }
  })
}
