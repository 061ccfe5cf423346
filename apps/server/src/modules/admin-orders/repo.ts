import { UNPAID_ONLINE_STATES } from '@quan/domain'
import { sql, type Kysely } from 'kysely'
import type { Database, OrderEventTable } from '../../db/schema'

export interface OrdersFilter {
  /**
   * ISO instants: placed at or after `from` and before `to`, or due then (an order for later,
   * issue 11 §2, is on the board of the day it was placed and of the day it is due).
   */
  from: string
  to: string
  status?: string
}

function ordersIn(db: Kysely<Database>, { from, to, status }: OrdersFilter) {
  let query = db
    .selectFrom('orders')
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]),
        eb.and([eb('due_at', '>=', from), eb('due_at', '<', to)]),
      ]),
    )
  if (status) query = query.where('status', '=', status)
  // Orders to be paid online that never were are not the restaurant's to see (issue 22 §1).
  return query.where('payment_state', 'not in', [...UNPAID_ONLINE_STATES])
}

export function ordersCreatedBetween(db: Kysely<Database>, filter: OrdersFilter) {
  return ordersIn(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

// Lines and events by subquery rather than by a list of ids: a busy day is thousands of orders,
// more than a statement can bind.
export function linesOfOrdersCreatedBetween(db: Kysely<Database>, filter: OrdersFilter) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', ordersIn(db, filter).select('id'))
    .orderBy('order_id')
    .orderBy('position')
    .execute()
}

export function eventsOfOrdersCreatedBetween(db: Kysely<Database>, filter: OrdersFilter) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', ordersIn(db, filter).select('id'))
    .orderBy('order_id')
    .orderBy('at')
    .orderBy('id')
    .execute()
}

/** Where a page of the search stopped: the last order read, newest first. */
export interface SearchCursor {
  createdAt: string
  id: string
}

/**
 * One page of the orders the restaurant may see whose search text holds one of `needles` (all
 * of them for none), newest first, with only what a search looks at (issue 23 §1). The database
 * narrows the search down; the domain's orderMatcher decides. The needles are bound as
 * parameters, their LIKE wildcards escaped.
 */
export function searchPage(
  db: Kysely<Database>,
  needles: readonly string[],
  after: SearchCursor | null,
  size: number,
) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'tracking_code',
      'first_name',
      'last_name',
      'phone',
      'phone_key',
      'search_text',
      'created_at',
    ])
    .where('payment_state', 'not in', [...UNPAID_ONLINE_STATES])
  if (needles.length > 0) {
    query = query.where((eb) =>
      eb.or(
        needles.map(
          (needle) => sql<boolean>`${eb.ref('search_text')} like ${containing(needle)} escape '!'`,
        ),
      ),
    )
  }
  if (after) {
    // The same rows as `created_at < c OR (created_at = c AND id < i)`, written so that both
    // databases walk the index from the cursor (an OR at the top makes SQLite read the index from
    // its start for every page; migration 0023).
    query = query.where((eb) =>
      eb.and([
        eb('created_at', '<=', after.createdAt),
        eb.or([eb('created_at', '<', after.createdAt), eb('id', '<', after.id)]),
      ]),
    )
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).execute()
}

/** A LIKE pattern for text holding `needle` anywhere, its own `%`, `_` and `!` taken as written. */
function containing(needle: string): string {
  return `%${needle.replace(/[!%_]/g, '!$&')}%`
}

export function findOrder(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export function linesOfOrder(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute()
}

export function eventsOfOrder(db: Kysely<Database>, orderId: string) {
  return eventsOfOrders(db, [orderId])
}

/** Orders by id, for changes another instance made; `ids` is kept to a few hundred. */
export function ordersByIds(db: Kysely<Database>, ids: readonly string[]) {
  return db.selectFrom('orders').selectAll().where('id', 'in', ids).execute()
}

export function linesOfOrders(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
}

export function eventsOfOrders(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('at')
    .orderBy('id')
    .execute()
}

/**
 * The order's moments a move into a status marks (migration 0022): the reports' preparation
 * times, accepted → ready → done, read them off the order rather than its events.
 */
const KITCHEN_MOMENTS: Readonly<
  Record<string, 'accepted_at' | 'ready_at' | 'done_at' | undefined>
> = {
  Preparing: 'accepted_at',
  'Out for delivery': 'ready_at',
  Delivered: 'done_at',
}

/**
 * Moves the order only if it is still in `from`: of two admins moving it at once, the second
 * finds it moved and changes nothing. Returns whether it moved.
 */
export async function moveOrderStatus(
  db: Kysely<Database>,
  id: string,
  from: string,
  to: string,
  at: string,
): Promise<boolean> {
  const moment = KITCHEN_MOMENTS[to]
  const result = await db
    .updateTable('orders')
    .set({
      status: to,
      updated_at: at,
      // The first move into it is the moment: moved back and on again, it keeps the first.
      ...(moment ? { [moment]: sql<string>`coalesce(${sql.ref(moment)}, ${at})` } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Sets how late the order runs (issue 23 §1) if it still is where it was read: neither moved nor
 * told late by someone else since. Returns whether it changed.
 */
export async function setLateMinutes(
  db: Kysely<Database>,
  id: string,
  was: { status: string; lateMinutes: number },
  lateMinutes: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ late_minutes: lateMinutes, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', was.status)
    .where('late_minutes', '=', was.lateMinutes)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Sets the payment mark if it is not already so; returns whether it changed. */
export async function markOrderPayment(
  db: Kysely<Database>,
  id: string,
  paid: boolean,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ payment: paid ? 1 : 0, updated_at: at })
    .where('id', '=', id)
    .where('payment', '=', paid ? 0 : 1)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertOrderEvent(db: Kysely<Database>, event: OrderEventTable) {
  await db.insertInto('order_events').values(event).execute()
}
