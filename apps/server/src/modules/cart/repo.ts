import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

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

export async function setCartQuantity(
  db: Kysely<Database>,
  userId: string,
  key: string,
  quantity: number,
) {
  if (quantity <= 0) {
    await db
      .deleteFrom('cart_lines')
      .where('user_id', '=', userId)
      .where('cart_key', '=', key)
      .execute()
    return
  }
  await db
    .insertInto('cart_lines')
    .values({ user_id: userId, cart_key: key, quantity })
    .onConflict((oc) => oc.columns(['user_id', 'cart_key']).doUpdateSet({ quantity }))
    .execute()
}

export async function clearCart(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute()
}
