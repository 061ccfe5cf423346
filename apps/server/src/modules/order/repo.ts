import { sql, type Kysely } from 'kysely'
import type { Database, IdempotencyKeyTable, OrderLineTable, OrderTable } from '../../db/schema'

export async function insertOrder(
  db: Kysely<Database>,
  order: OrderTable,
  lines: OrderLineTable[],
) {
  await db.insertInto('orders').values(order).execute()
  await db.insertInto('order_lines').values(lines).execute()
}

export function findOrderByTrackingCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('orders').selectAll().where('tracking_code', '=', code).executeTakeFirst()
}

/** The orders placed with one phone, by its key (phoneKey). */
export function ordersByPhoneKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('phone_key', '=', key)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}

export function ordersOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function linesOfOrders(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
}

/** Every row stored under these keys, whoever's scope: a key used by another caller is refused. */
export function findIdempotencyKeys(db: Kysely<Database>, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([])
  return db.selectFrom('idempotency_keys').selectAll().where('key', 'in', keys).execute()
}

export async function insertIdempotencyKey(db: Kysely<Database>, row: IdempotencyKeyTable) {
  await db.insertInto('idempotency_keys').values(row).execute()
}

export async function deleteIdempotencyKeysBefore(db: Kysely<Database>, before: string) {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute()
}

/** The moves to Cancelled of these orders, oldest first: where their cancel reasons are kept. */
export function cancelMovesOf(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('order_events')
    .select(['order_id', 'to_status', 'reason'])
    .where('order_id', 'in', orderIds)
    .where('to_status', '=', 'Cancelled')
    .orderBy('order_id')
    .orderBy('at')
    .orderBy('id')
    .execute()
}

/** Arbitrary, so the lock of an order slot never shares a key with another advisory lock. */
const ORDER_SLOT_LOCK_SPACE = 4_722_511

/**
 * PostgreSQL only: holds these order slots (issue 11 §2) until the transaction ends, so two
 * batches taking the last place of one slot count one after the other, on any instance. Taken
 * in one order, so two batches never wait on each other's second slot.
 */
export async function lockOrderSlots(trx: Kysely<Database>, slots: string[]) {
  for (const slot of [...new Set(slots)].sort()) {
    await sql`select pg_advisory_xact_lock(${ORDER_SLOT_LOCK_SPACE}, hashtext(${slot}))`.execute(
      trx,
    )
  }
}

/** How many orders that still count (not cancelled) are due in each of these slots. */
export async function countOrdersDue(
  db: Kysely<Database>,
  where: { slots: string[] } | { from: string },
): Promise<Map<string, number>> {
  if ('slots' in where && where.slots.length === 0) return new Map()
  let query = db
    .selectFrom('orders')
    .select((eb) => ['due_at', eb.fn.countAll().as('count')])
    .where('status', '!=', 'Cancelled')
  query =
    'slots' in where
      ? query.where('due_at', 'in', where.slots)
      : query.where('due_at', '>=', where.from)
  const rows = await query.groupBy('due_at').execute()
  // COUNT comes back as bigint text from PostgreSQL and as a number from SQLite.
  return new Map(rows.flatMap((row) => (row.due_at ? [[row.due_at, Number(row.count)]] : [])))
}

/** The refunds in an order's history (issue 22 §1), oldest first. */
export function refundMovesOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['id', 'at', 'reason', 'refund_cents', 'refund_state'])
    .where('order_id', '=', orderId)
    .where('refund_cents', 'is not', null)
    .orderBy('at')
    .orderBy('id')
    .execute()
}
