import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { PrintQueue } from './queue'
import { printerView, printsNow, reprint, type PrintSettings } from './service'

/**
 * The kitchen printer (issue 23 §2): tickets print by themselves as orders change, and the back
 * office sees the queue and sends a ticket by hand.
 */
export async function printingRoutes(
  app: FastifyInstance,
  {
    ctx,
    queue,
    settings,
  }: { ctx: ShopContext; queue: PrintQueue; settings: () => Promise<PrintSettings> },
) {
  if (queue.enabled) {
    // Heard after the commit. An order prints by itself once (a unique index), so hearing of it
    // again (a payment marked, a board reloaded) prints nothing more. It shows no order, so
    // other instances' changes are not loaded for it: theirs print there.
    const unsubscribe = ctx.events.subscribe(
      (change) =>
        queue.autoPrint(change.order.row.id, async () =>
          printsNow(change, (await settings()).printOn),
        ),
      () => false,
    )
    app.addHook('onClose', async () => unsubscribe())
  }

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminPrinter, admin, async () => ({
    success: true as const,
    data: await printerView(ctx, queue),
  }))

  route(app, routes.printOrderTicket, admin, async (request) => ({
    success: true as const,
    message: 'The ticket is queued for the kitchen printer.',
    data: await reprint(ctx, queue, request.params.id),
  }))
}
