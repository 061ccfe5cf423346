import type { Kysely } from 'kysely'
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

export function ordersByPhoneDigits(db: Kysely<Database>, digits: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('phone_digits', '=', digits)
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
