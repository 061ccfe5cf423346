import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { MenuCache } from '../food/service'
import { exportMenu, importMenu } from './service'

/** A menu file of thousands of dishes in three languages, as JSON text (6 MB of UTF-8). */
const MENU_FILE_BODY_LIMIT = 6 * 1024 * 1024

/** The menu as a spreadsheet (issue 21 §5), for the back office only. */
export async function menuFileRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  route(
    app,
    routes.exportMenuFile,
    { preValidation: app.auth.guard('admin'), schema: access.admin },
    async (_request, reply) => {
      const { name, csv } = await exportMenu(ctx)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )

  route(
    app,
    routes.importMenuFile,
    {
      bodyLimit: MENU_FILE_BODY_LIMIT,
      // Checked before the body is read: a stranger cannot make the server take in 6 MB.
      onRequest: app.auth.guard('admin'),
      schema: access.admin,
    },
    async (request) => {
      const { csv, confirm = false, basis } = request.body
      const preview = await importMenu(ctx, csv, { confirm, basis })
      // The shop, its pages and the other instances show the imported menu at once.
      if (confirm) menu.invalidate()
      return {
        success: true as const,
        message: confirm ? 'Menu imported' : 'What the import would change',
        data: preview,
      }
    },
  )
}
