import type { Kysely } from 'kysely'
import type { Database, ReceiptTable } from '../../db/schema'

/**
 * The next number of the series: the counter's row raised in the caller's transaction. On
 * PostgreSQL a concurrent issuer waits on the row until this transaction ends, and a rollback
 * gives the number back; SQLite has one writer at a time. So the numbers have no gaps.
 */
export async function takeReceiptNumber(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable('receipt_counter')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('id', '=', 1)
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return Number(row.last_number)
}

export async function insertReceipt(trx: Kysely<Database>, row: ReceiptTable): Promise<void> {
  await trx.insertInto('receipts').values(row).execute()
}

export async function receiptOfOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<ReceiptTable | undefined> {
  return db.selectFrom('receipts').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function receiptsOfOrders(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Pick<ReceiptTable, 'order_id' | 'number'>[]> {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('receipts')
    .select(['order_id', 'number'])
    .where('order_id', 'in', orderIds)
    .execute()
}

/** A free-delivery code takes its discount off the fee, which then carries the fee's rate. */
export async function promoKindOf(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('promo_codes')
    .select('kind')
    .where('code', '=', code)
    .executeTakeFirst()
  return row?.kind
}

/** The order a receipt is written from, as sold. */
export function orderToReceipt(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
}

export function linesOfOrder(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute()
}
