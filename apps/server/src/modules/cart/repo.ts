import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** Arbitrary, so cart locks never share a key with any other advisory lock of the shop. */
const CART_LOCK_SPACE = 4_722_502

export function cartLines(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('cart_lines')
    .select(['cart_key', 'quantity'])
    .where('user_id', '=', userId)
    .execute()
}

export async function cartQuantity(db: Kysely<Database>, userId: string, key: string) {
  const row = await db
    .selectFrom('cart_lines')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('cart_key', '=', key)
    .executeTakeFirst()
  return row?.quantity ?? 0
}

/**
 * PostgreSQL only: holds one customer's cart until the transaction ends, so two new lines added
 * at once are counted one after the other against the line cap.
 */
export async function lockCart(trx: Kysely<Database>, userId: string) {
  await sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}, hashtext(${userId}))`.execute(trx)
}

/**
 * One more of a line, in one statement so that no concurrent add is lost: a new line only while
 * the cart holds fewer than `maxLines`, an existing one only below `maxQuantity`. Returns the new
 * quantity, or undefined when a cap refused it. (The SELECT's WHERE also keeps SQLite from reading
 * ON CONFLICT as a join.)
 */
export async function addOneToLine(
  db: Kysely<Database>,
  userId: string,
  key: string,
  caps: { maxQuantity: number; maxLines: number },
): Promise<number | undefined> {
  const { rows } = await sql<{ quantity: number }>`
    insert into cart_lines (user_id, cart_key, quantity)
    select ${userId}, ${key}, 1
    where (select count(*) from cart_lines where user_id = ${userId}) < ${caps.maxLines}
      or exists (select 1 from cart_lines where user_id = ${userId} and cart_key = ${key})
    on conflict (user_id, cart_key) do update set quantity = cart_lines.quantity + 1
      where cart_lines.quantity < ${caps.maxQuantity}
    returning quantity
  `.execute(db)
  return rows[0]?.quantity
}

/**
 * One less of a line, counted in the database so that no concurrent remove is lost; the line goes
 * at zero. Returns false when the cart has no such line.
 */
export async function takeOneFromLine(db: Kysely<Database>, userId: string, key: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('cart_lines')
      .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
      .where('user_id', '=', userId)
      .where('cart_key', '=', key)
      .returning('quantity')
      .executeTakeFirst()
    if (!row) return false
    if (row.quantity <= 0) {
      await trx
        .deleteFrom('cart_lines')
        .where('user_id', '=', userId)
        .where('cart_key', '=', key)
        .where('quantity', '<=', 0)
        .execute()
    }
    return true
  })
}

export async function clearCart(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute()
}
