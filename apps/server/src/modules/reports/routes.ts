import { reportFileName } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { buildReport, exportReport } from './service'

/** The back office's reports (issue 23 §3); admin only. */
export async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(
    app,
    routes.reports,
    { preValidation: app.auth.guard('admin'), schema: access.admin, ...rateLimited('reports') },
    async (request) => {
      const data = await buildReport(ctx, request.query)
      return { success: true, message: 'Reports', data } as const
    },
  )

  route(
    app,
    routes.exportReport,
    { preValidation: app.auth.guard('admin'), schema: access.admin, ...rateLimited('reports') },
    async (request, reply) => {
      const { report, from, to } = request.query
      // The back office sends its language; else the one its browser asks for.
      const language = request.query.lang ?? pickLanguage(request.headers['accept-language'])
      const csv = await exportReport(ctx, { report, from, to }, language)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(report, from, to)}"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )
}
