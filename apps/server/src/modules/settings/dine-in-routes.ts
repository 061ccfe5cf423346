import type { DineInSettings } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { signTableToken, tableOf } from '../../lib/table-token'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'

/**
 * Ordering at the table (issue 24 §5): the back office's Dine-in part of Settings and its sheet
 * of QR links, and the guest's first call from a link. The links are signed with `tableSecret`.
 */
export async function dineInRoutes(
  app: FastifyInstance,
  { ctx, tableSecret }: { ctx: ShopContext; tableSecret: string },
) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  const sheetOf = (settings: DineInSettings) => ({
    generation: settings.generation,
    tables: settings.tables.map((table) => ({
      table,
      token: signTableToken(tableSecret, settings.generation, table),
    })),
  })

  route(app, routes.dineIn, admin, async () => ({
    success: true as const,
    message: 'Ordering at the table',
    data: await ctx.settings.dineIn.read(),
  }))

  route(app, routes.saveDineIn, admin, async (request) => {
    const { generation } = await ctx.settings.dineIn.read()
    return {
      success: true as const,
      message: 'Ordering at the table saved',
      data: await ctx.settings.dineIn.save({ ...request.body, generation }),
    }
  })

  route(app, routes.tableSheet, admin, async () => ({
    success: true as const,
    message: 'The table sheet',
    data: sheetOf(await ctx.settings.dineIn.read()),
  }))

  // Every link of the sheet printed before stops working: the links carry its generation.
  route(app, routes.revokeTableSheet, admin, async () => {
    const settings = await ctx.settings.dineIn.read()
    const saved = await ctx.settings.dineIn.save({
      ...settings,
      generation: settings.generation + 1,
    })
    return { success: true as const, message: 'A new table sheet', data: sheetOf(saved) }
  })

  // Public, and counted like the track page's calls: a token is guessed no faster than a code.
  route(app, routes.tableLink, { ...rateLimited('track') }, async (request) => ({
    success: true as const,
    message: 'Your table',
    data: { table: tableOf(tableSecret, request.params.token, await ctx.settings.dineIn.read()) },
  }))
}
