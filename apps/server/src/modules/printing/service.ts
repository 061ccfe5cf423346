import { kitchenTicket, type KitchenTicketSettings, type TicketPrintMoment } from '@quan/domain'
import type { PrintJob } from '@quan/domain/answers/printing'
import type { PrinterAddress } from '../../config'
import type { ShopContext } from '../../context'
import type { PrintJobTable } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { OrderChange } from '../../live/events'
import { orderToAdmin } from '../admin-orders/mappers'
import { loadSnapshots } from '../admin-orders/service'
import { onTheBoard } from '../payments/service'
import { kitchenTicketSettings } from '../settings/kitchen-tickets'
import type { PrintQueue } from './queue'
import { countQueuedJobs, findJob, recentJobs } from './repo'
import { ticketBytes, ticketLines } from './ticket-printout'

/** Reprints of one order waiting at once: a finger held on the button queues no roll of paper. */
export const MAX_QUEUED_PER_ORDER = 3
/** Jobs the back office lists. */
const RECENT_JOBS = 20

/** When and in which language tickets print: the kitchen-ticket settings book's. */
export type PrintSettings = Pick<KitchenTicketSettings, 'printOn' | 'language'>

/** The ticket of an order as it stands now, as bytes for the printer; null when it is gone. */
export async function orderTicketBytes(
  ctx: ShopContext,
  settings: () => Promise<PrintSettings>,
  orderId: string,
  printer: PrinterAddress,
): Promise<Buffer | null> {
  const [[order], { language }, { timeZone }] = await Promise.all([
    loadSnapshots(ctx.db, [orderId]),
    settings(),
    ctx.settings.restaurantHours.read(),
  ])
  if (!order) return null
  const ticket = kitchenTicket(orderToAdmin(order), { language, timeZone })
  return ticketBytes(ticketLines(ticket), printer)
}

/**
 * Whether an order change (made on this instance: another's prints there) is the moment its
 * ticket prints by itself. An order to be paid online arrives when it is paid, as on the board.
 */
export function printsNow(change: OrderChange, printOn: TicketPrintMoment): boolean {
  if (change.remote || !onTheBoard(change.order.row)) return false
  const { status } = change.order.row
  return printOn === 'arrived' ? status === 'Pending' : status === 'Preparing'
}

/** Queues a ticket asked for by hand (POST /api/admin/orders/:id/print). */
export async function reprint(ctx: ShopContext, queue: PrintQueue, orderId: string) {
  if (!queue.enabled) {
    throw conflict(
      'PRINTER_NOT_CONFIGURED',
      'No kitchen printer is set up: set PRINTER_URL, or print the ticket from its print view.',
    )
  }
  const job = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .executeTakeFirst()
    if (!order) throw notFound('ORDER_NOT_FOUND', 'Order not found')
    if ((await countQueuedJobs(trx, orderId)) >= MAX_QUEUED_PER_ORDER) {
      throw conflict(
        'PRINT_QUEUE_FULL',
        `This ticket is already waiting for the printer ${MAX_QUEUED_PER_ORDER} times; check the printer.`,
      )
    }
    return queue.enqueue(orderId, 'reprint', trx)
  })
  queue.wake()
  // A reprint is never a duplicate: only automatic jobs are kept to one an order.
  return jobToApi(await findJob(ctx.db, job!))
}

/** GET /api/admin/printer: whether a printer is set up, and the latest jobs. */
export async function printerView(ctx: ShopContext, queue: PrintQueue) {
  const rows = await recentJobs(ctx.db, RECENT_JOBS)
  return { configured: queue.enabled, jobs: rows.map(jobToApi) }
}

function jobToApi(row: PrintJobTable & { tracking_code: string }): PrintJob {
  return {
    _id: row.id,
    orderId: row.order_id,
    trackingCode: row.tracking_code,
    reason: row.reason,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at,
    printedAt: row.printed_at,
    lastError: row.last_error,
  }
}

/** The settings the printer's queue reads at each order change and each ticket. */
export const printSettings =
  (ctx: ShopContext): (() => Promise<PrintSettings>) =>
  () =>
    kitchenTicketSettings(ctx)
