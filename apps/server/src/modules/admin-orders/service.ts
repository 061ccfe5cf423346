import { issueReceipt, receiptSettings } from '../receipts/service'
import {
  addDays,
  addLateMinutes,
  canMoveOrder,
  deliveryEstimate,
  lateReason,
  pickupEstimate,
  localDate,
  ORDER_SEARCH_LIMIT,
  orderMatcher,
  searchedTable,
  orderSearchNeedles,
  zonedInstant,
  type AdminOrdersQuery,
  type OrderLateBody,
  type OrderStatusBody,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database, OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import type { OrderSnapshot } from '../../live/events'
import { newId } from '../../lib/ids'
import type { AuthUser } from '../../plugins/auth'
import { orderCancelledMails, orderLateMails } from '../order/mails'
import { countPromoUses } from '../promo-codes/service'
import { groupLines } from '../order/mappers'
import { findUserById } from '../user/service'
import { orderToAdmin, type AdminOrder } from './mappers'
import {
  eventsOfOrder,
  eventsOfOrders,
  eventsOfOrdersCreatedBetween,
  findOrder,
  insertOrderEvent,
  linesOfOrder,
  linesOfOrders,
  linesOfOrdersCreatedBetween,
  markOrderPayment,
  moveOrderStatus,
  ordersByIds,
  ordersCreatedBetween,
  setLateMinutes,
  searchPage,
  type OrdersFilter,
  type SearchCursor,
} from './repo'
import { restaurantCountry } from '../restaurant/country'
import { newsOfMove } from '../push/texts'

const ORDER_NOT_FOUND = 'Order not found'

/**
 * The orders placed on one day of the restaurant's calendar (today by default), newest first;
 * with `q`, the orders of any day found by it (searchOrders).
 */
export async function listOrders(ctx: ShopContext, query: AdminOrdersQuery): Promise<AdminOrder[]> {
  if (query.q) return searchOrders(ctx, query.q)
  const { timeZone } = await ctx.settings.restaurantHours.read()
  const day = query.day ?? localDate(ctx.clock.now(), timeZone)
  const filter: OrdersFilter = {
    from: zonedInstant(day, '00:00', timeZone).toISOString(),
    to: zonedInstant(addDays(day, 1), '00:00', timeZone).toISOString(),
    status: query.status,
  }
  // Orders first: each one read has committed its lines, so none shows up without them.
  const orders = await ordersCreatedBetween(ctx.db, filter)
  const [lines, events] = await Promise.all([
    linesOfOrdersCreatedBetween(ctx.db, filter),
    eventsOfOrdersCreatedBetween(ctx.db, filter),
  ])
  return assemble(orders, lines, events).map(orderToAdmin)
}

/**
 * Orders read per page of a search: the database has narrowed them down to those holding a piece
 * of the search, most of them found.
 */
const SEARCH_PAGE = 500

/**
 * The orders of any day whose code, guest's phone or name the search finds (issue 23 §1: a guest
 * phones about yesterday's order), newest first, at most ORDER_SEARCH_LIMIT. The pages are read
 * until that many are found or every order has been looked at.
 */
export async function searchOrders(ctx: ShopContext, q: string): Promise<AdminOrder[]> {
  const country = await restaurantCountry(ctx)
  const matches = orderMatcher(q, country)
  const needles = orderSearchNeedles(q, country)
  const found: string[] = []
  let after: SearchCursor | null = null
  while (found.length < ORDER_SEARCH_LIMIT) {
    const page = await searchPage(ctx.db, needles, after, SEARCH_PAGE)
    for (const row of page) {
      const order = {
        trackingCode: row.tracking_code,
        customerInfo: { name: `${row.first_name} ${row.last_name}`, phone: row.phone },
        phoneKey: row.phone_key,
        tableName: searchedTable(row.search_text),
      }
      if (matches(order)) found.push(row.id)
      if (found.length === ORDER_SEARCH_LIMIT) break
    }
    const last = page[page.length - 1]
    if (!last || page.length < SEARCH_PAGE) break
    after = { createdAt: last.created_at, id: last.id }
  }
  if (found.length === 0) return []
  const snapshots = await loadSnapshots(ctx.db, found)
  const order = new Map(found.map((id, index) => [id, index]))
  return snapshots
    .sort((a, b) => (order.get(a.row.id) ?? 0) - (order.get(b.row.id) ?? 0))
    .map(orderToAdmin)
}

/** Ids per query when loading orders by id: far below what a statement can bind. */
const IDS_PER_QUERY = 500

/**
 * The orders with these ids as they stand now, each whole, in no particular order; an id with
 * no order is left out. For the changes another instance of the shop made (live/pg-relay.ts).
 */
export async function loadSnapshots(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<OrderSnapshot[]> {
  const snapshots: OrderSnapshot[] = []
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const chunk = ids.slice(start, start + IDS_PER_QUERY)
    // Orders first, as in listOrders: each one read has committed its lines.
    const orders = await ordersByIds(db, chunk)
    if (orders.length === 0) continue
    const found = orders.map((row) => row.id)
    const [lines, events] = await Promise.all([linesOfOrders(db, found), eventsOfOrders(db, found)])
    snapshots.push(...assemble(orders, lines, events))
  }
  return snapshots
}

/** Puts each order together with its lines and events (both sorted by order, then position). */
function assemble(
  orders: OrderTable[],
  lines: OrderLineTable[],
  events: OrderEventTable[],
): OrderSnapshot[] {
  const linesByOrder = groupLines(lines)
  const eventsByOrder = new Map<string, OrderEventTable[]>()
  for (const event of events) {
    const list = eventsByOrder.get(event.order_id)
    if (list) list.push(event)
    else eventsByOrder.set(event.order_id, [event])
  }
  return orders.map((row) => ({
    row,
    lines: linesByOrder.get(row.id) ?? [],
    events: eventsByOrder.get(row.id) ?? [],
  }))
}

/** One order, whole, by its id (its kitchen ticket, issue 23 §2); 404 ORDER_NOT_FOUND. */
export async function findAdminOrder(ctx: ShopContext, orderId: string): Promise<AdminOrder> {
  return orderToAdmin(await snapshot(ctx.db, orderId))
}

/** What the orders board shows of an order that has just been placed or changed. */
export function boardView(order: OrderSnapshot): AdminOrder {
  return orderToAdmin(order)
}

/** Moves an order to its next status (or cancels it), keeping when, who and why. */
export async function moveOrder(
  ctx: ShopContext,
  orderId: string,
  { status, reason }: OrderStatusBody,
  admin: AuthUser,
): Promise<AdminOrder> {
  // Before the transaction: on SQLite it holds the one connection a read would wait for.
  const [restaurant, { timeZone }] = await Promise.all([
    ctx.settings.restaurantIdentity.read(),
    ctx.settings.restaurantHours.read(),
  ])
  const receipts = { identity: restaurant, timeZone }
  const order = await ctx.db.transaction().execute(async (trx) => {
    const current = await findOrder(trx, orderId)
    if (!current) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
    refuseMove(current.status, status)
    const at = ctx.clock.now().toISOString()
    if (!(await moveOrderStatus(trx, orderId, current.status, status, at))) {
      // Someone else moved it between our read and our write; tell from where it is now.
      const now = await findOrder(trx, orderId)
      refuseMove(now?.status ?? current.status, status)
      throw conflict(
        'ORDER_CHANGED',
        'This order has just been changed by someone else. Please try again.',
      )
    }
    await insertOrderEvent(trx, {
      ...(await actor(trx, admin, orderId, at)),
      from_status: current.status,
      to_status: status,
      payment: null,
      reason: reason ?? null,
    })
    // A delivered order gets its receipt (issue 22 §3), after its row is written (issueReceipt).
    if (status === 'Delivered') await issueReceipt(ctx, trx, orderId, receipts)
    // A cancelled order gives its promo code's use back (issue 11 §4), in the same transaction.
    if (status === 'Cancelled' && current.promo_code) {
      await countPromoUses(trx, current.promo_code, -1)
    }
    const moved = await snapshot(trx, orderId)
    // The guest's push notifications (issue 24 §2), queued with the move like its mail.
    const news = newsOfMove(status, reason)
    if (news) await ctx.push.enqueue(trx, moved.row, news)
    // The guest's mail in the move's own transaction: a cancel is never kept without it.
    if (status === 'Cancelled' && reason) {
      await ctx.outbox.enqueue(trx, orderCancelledMails(ctx, moved, reason, restaurant, timeZone))
    }
    return moved
  })
  ctx.events.publish({ type: 'order.updated', order })
  if (status === 'Cancelled' || status === 'Delivered') ctx.outbox.wake()
  ctx.push.wake()
  return orderToAdmin(order)
}

/** Marks an order paid or unpaid; marking it as it already is changes nothing. */
export async function markPayment(
  ctx: ShopContext,
  orderId: string,
  paid: boolean,
  admin: AuthUser,
): Promise<{ order: AdminOrder; changed: boolean }> {
  const receipts = await receiptSettings(ctx)
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await findOrder(trx, orderId))) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
    const at = ctx.clock.now().toISOString()
    const changed = await markOrderPayment(trx, orderId, paid, at)
    // A paid order gets its receipt (issue 22 §3), once; marking it unpaid later keeps it.
    if (changed && paid) await issueReceipt(ctx, trx, orderId, receipts)
    if (changed) {
      await insertOrderEvent(trx, {
        ...(await actor(trx, admin, orderId, at)),
        from_status: null,
        to_status: null,
        payment: paid ? 1 : 0,
        reason: null,
      })
    }
    return { order: await snapshot(trx, orderId), changed }
  })
  if (result.changed) ctx.events.publish({ type: 'order.updated', order: result.order })
  if (result.changed && paid) ctx.outbox.wake()
  return { order: orderToAdmin(result.order), changed: result.changed }
}

/**
 * Tells the guest their order runs late (issue 23 §1, decision 028): the minutes add to how late
 * it runs, the history keeps the notice, the board and the guest's track page are told, and the
 * guest gets a mail when they gave an e-mail.
 */
export async function tellLate(
  ctx: ShopContext,
  orderId: string,
  { minutes }: OrderLateBody,
  admin: AuthUser,
): Promise<AdminOrder> {
  // Before the transaction: on SQLite it holds the one connection a read would wait for.
  const [restaurant, { timeZone }, pace, ordering] = await Promise.all([
    ctx.settings.restaurantIdentity.read(),
    ctx.settings.restaurantHours.read(),
    ctx.settings.kitchen.read(),
    ctx.settings.ordering.read(),
  ])
  const order = await ctx.db.transaction().execute(async (trx) => {
    const current = await findOrder(trx, orderId)
    if (!current) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
    const was = { status: current.status, lateMinutes: current.late_minutes }
    const late = refuseLate(was, minutes)
    const at = ctx.clock.now().toISOString()
    if (!(await setLateMinutes(trx, orderId, was, late, at))) {
      // Moved or told late by someone else between our read and our write.
      const now = await findOrder(trx, orderId)
      if (now) refuseLate({ status: now.status, lateMinutes: now.late_minutes }, minutes)
      throw conflict(
        'ORDER_CHANGED',
        'This order has just been changed by someone else. Please try again.',
      )
    }
    await insertOrderEvent(trx, {
      ...(await actor(trx, admin, orderId, at)),
      from_status: null,
      to_status: null,
      payment: null,
      reason: lateReason(minutes),
      late_minutes: minutes,
    })
    const told = await snapshot(trx, orderId)
    // The estimate the guest was told: the kitchen's now, or a pickup's lead time (issue 19 §2.5),
    // as a dine-in order's is (issue 24 §5).
    const estimate =
      told.row.fulfilment !== 'delivery'
        ? pickupEstimate(pace, ordering.pickupLeadMinutes)
        : deliveryEstimate(pace)
    // The guest's mail in the notice's own transaction: a notice is never kept without it.
    await ctx.outbox.enqueue(trx, orderLateMails(ctx, told, estimate, restaurant, timeZone))
    await ctx.push.enqueue(trx, told.row, { kind: 'late', minutes })
    return told
  })
  ctx.events.publish({ type: 'order.updated', order })
  ctx.outbox.wake()
  ctx.push.wake()
  return orderToAdmin(order)
}

/** How late the order runs after the notice, or a 409 that says why it may not be told. */
function refuseLate(was: { status: string; lateMinutes: number }, minutes: number): number {
  const result = addLateMinutes(was, minutes)
  if (result.ok) return result.lateMinutes
  if (result.refusal === 'ORDER_FINAL')
    throw conflict('ORDER_FINAL', `An order that is ${was.status} can no longer be late.`)
  throw conflict(
    'LATE_TOO_LONG',
    `This order is already ${was.lateMinutes} minutes late; please call the guest instead.`,
  )
}

/** A 409 that says what the order is and what it cannot become. */
function refuseMove(from: string, to: string) {
  if (from === to) throw conflict('ORDER_ALREADY_IN_STATUS', `This order is already ${from}.`)
  if (!canMoveOrder(from, to))
    throw conflict('ORDER_MOVE_REFUSED', `An order that is ${from} cannot become ${to}.`)
}

/** The event's id, order, time and author; the name is copied as it is now. */
async function actor(trx: Kysely<Database>, admin: AuthUser, orderId: string, at: string) {
  const user = await findUserById(trx, admin.id)
  return {
    id: newId(),
    order_id: orderId,
    at,
    actor_id: admin.id,
    actor_name: user?.name ?? 'Admin',
  }
}

async function snapshot(trx: Kysely<Database>, orderId: string): Promise<OrderSnapshot> {
  const row = await findOrder(trx, orderId)
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
  const [lines, events] = await Promise.all([
    linesOfOrder(trx, orderId),
    eventsOfOrder(trx, orderId),
  ])
  return { row, lines, events }
}
