import type { Insertable, Kysely } from 'kysely'
import type { CustomerAddressTable, Database } from '../../db/schema'

/** The customer's addresses, the default first, then as they were saved. */
export function addressesOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** One address, only if it is this customer's: another's id reads as no address at all. */
export function addressOf(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function countAddresses(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Holds the customer's row until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time anyway), so two adds racing for the last place cannot both take it.
 */
export async function lockCustomer(db: Kysely<Database>, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
}

export async function insertAddress(db: Kysely<Database>, row: Insertable<CustomerAddressTable>) {
  await db.insertInto('customer_addresses').values(row).execute()
}

export async function updateAddress(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Partial<Omit<CustomerAddressTable, 'id' | 'user_id' | 'created_at'>>,
) {
  await db
    .updateTable('customer_addresses')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute()
}

export async function deleteAddress(db: Kysely<Database>, userId: string, id: string) {
  await db
    .deleteFrom('customer_addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute()
}

/** No address of the customer is the default any more (before another one becomes it). */
export async function clearDefault(db: Kysely<Database>, userId: string) {
  await db
    .updateTable('customer_addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute()
}
