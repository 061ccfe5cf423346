import {
  LANGUAGES,
  TICKET_PRINT_MOMENTS,
  type KitchenTicketSettings,
  type TicketPrintMoment,
} from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { SettingDescription } from './setting-book'

/**
 * The kitchen tickets as stored: no language until the owner picks one, so that a ticket follows
 * the restaurant's default language (its identity, issue 21 §1) for as long as that is so, even
 * when the default changes (decision 029).
 */
export interface StoredKitchenTickets {
  language: KitchenTicketSettings['language'] | null
  printOn: TicketPrintMoment
}

/** No row is a default install: the restaurant's default language, printed when accepted. */
export const kitchenTicketsSetting: SettingDescription<StoredKitchenTickets> = {
  key: 'kitchenTickets',
  schema: z.object({
    language: z.enum(LANGUAGES).nullable(),
    printOn: z.enum(TICKET_PRINT_MOMENTS),
  }),
  default: { language: null, printOn: 'accepted' },
}

/**
 * The kitchen tickets' settings as they are now: what the print view and the printer's queue read
 * (issue 23 §2), the language filled in from the restaurant's default until the owner picks one.
 */
export async function kitchenTicketSettings(ctx: ShopContext): Promise<KitchenTicketSettings> {
  const [stored, identity] = await Promise.all([
    ctx.settings.kitchenTickets.read(),
    ctx.settings.restaurantIdentity.read(),
  ])
  return { language: stored.language ?? identity.defaultLanguage, printOn: stored.printOn }
}

/** GET and PUT /api/admin/kitchen-tickets, in the back office's Settings. */
export async function kitchenTicketRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.kitchenTickets, admin, async () => ({
    success: true as const,
    message: 'The kitchen tickets',
    data: await kitchenTicketSettings(ctx),
  }))

  route(app, routes.saveKitchenTickets, admin, async (request) => {
    await ctx.settings.kitchenTickets.save(request.body)
    return {
      success: true as const,
      message: 'Kitchen tickets saved',
      data: await kitchenTicketSettings(ctx),
    }
  })
}
