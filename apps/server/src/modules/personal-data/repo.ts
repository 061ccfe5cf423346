import { sql, type Kysely } from 'kysely'
import type { Database, PersonalDataLogTable } from '../../db/schema'

// Where a guest's personal data sits, and how it is taken out (issue 24 §4).

/** The final statuses: an order in any other is still being cooked or delivered. */
export const DONE_STATUSES = ['Delivered', 'Cancelled'] as const

/**
 * Takes the personal data off orders. Kept: the lines, totals, VAT, payment and its reference,
 * the tracking code, the status and its history, so the restaurant's accounts and its receipts
 * (which never held personal data) stay whole. Taken: name, phone, e-mail, address and the
 * guest's note, which is free text about them and their door ("3rd floor, ring Nguyen") and
 * serves no account; the account link; the provider's payment page.
 */
export async function stripOrders(db: Kysely<Database>, ids: readonly string[], at: string) {
  if (ids.length === 0) return
  await db
    .updateTable('orders')
    .set({
      first_name: '',
      last_name: '',
      email: null,
      email_key: null,
      street: '',
      city: '',
      state: '',
      zipcode: '',
      country: '',
      phone: '',
      phone_key: '',
      // The board's search keeps the code only (domain orderSearchText of no name and no phone).
      search_text: sql<string>`lower(tracking_code) || ${'\n\n'}`,
      notes: null,
      user_id: null,
      payment_url: null,
      anonymised_at: at,
    })
    .where('id', 'in', ids)
    .execute()
  // The browsers' push addresses for the orders (issue 24 §2) are the guest's too.
  await db.deleteFrom('push_jobs').where('order_id', 'in', ids).execute()
  await db.deleteFrom('push_subscriptions').where('order_id', 'in', ids).execute()
}

/** A customer's saved delivery addresses (issue 24 §3), default first. */
export function savedAddressesOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('customer_addresses')
    .select([
      'id',
      'first_name',
      'last_name',
      'street',
      'city',
      'state',
      'zipcode',
      'country',
      'phone',
      'email',
      'is_default',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .execute()
}

/** The browsers told of these orders by push (issue 24 §2): where, in which language, since when. */
export function pushSubscriptionsOf(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('push_subscriptions')
    .select(['order_id', 'endpoint', 'language', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .execute()
}

/** Takes the guest's name, phone, e-mail and note off bookings; date, time and party stay. */
export async function stripReservations(db: Kysely<Database>, ids: readonly string[], at: string) {
  if (ids.length === 0) return
  await db
    .updateTable('reservations')
    .set({ customer_name: '', phone: '', email: '', note: null, anonymised_at: at })
    .where('id', 'in', ids)
    .execute()
}

/** A message is all the writer's own words: only when it came and who handled it stay. */
export async function stripMessages(db: Kysely<Database>, ids: readonly string[], at: string) {
  if (ids.length === 0) return
  await db
    .updateTable('contact_messages')
    .set({ name: '', email: '', subject: '', message: '', anonymised_at: at })
    .where('id', 'in', ids)
    .execute()
}

/** The mails still kept for these addresses (sent ones are kept 30 days, then deleted anyway). */
export async function deleteMailsTo(db: Kysely<Database>, addresses: readonly string[]) {
  const to = [...new Set(addresses.filter((address) => address !== ''))]
  if (to.length === 0) return
  await db.deleteFrom('mail_outbox').where('to', 'in', to).execute()
}

export function ordersOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export function findOrder(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export function linesOf(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
}

/** The tables whose records are anonymised by age, each with its own `anonymised_at`. */
export type AnonymisedTable = 'orders' | 'reservations' | 'contact_messages'

/**
 * Marks those of `ids` not anonymised yet as anonymised now, and returns them: the records this
 * round strips and logs. Two instances on one database may pick the same batch; the second's
 * update waits for the first's and then finds them marked, so each record is logged once.
 */
export async function claimForAnonymising(
  db: Kysely<Database>,
  table: AnonymisedTable,
  ids: readonly string[],
  at: string,
): Promise<string[]> {
  if (ids.length === 0) return []
  // One statement for the three tables: each has an id and an anonymised_at of the same types.
  const rows = await (db as unknown as Kysely<Pick<Database, 'orders'>>)
    .updateTable(table as 'orders')
    .set({ anonymised_at: at })
    .where('id', 'in', ids)
    .where('anonymised_at', 'is', null)
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** The next batch of orders last changed before `before` whose personal data is still there. */
export async function ordersToAnonymise(db: Kysely<Database>, before: string, limit: number) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('anonymised_at', 'is', null)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/** Bookings for a day before `beforeDate` (YYYY-MM-DD) whose personal data is still there. */
export async function reservationsToAnonymise(
  db: Kysely<Database>,
  beforeDate: string,
  limit: number,
) {
  const rows = await db
    .selectFrom('reservations')
    .select('id')
    .where('anonymised_at', 'is', null)
    .where('reservation_date', '<', beforeDate)
    .orderBy('reservation_date')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

export async function messagesToAnonymise(db: Kysely<Database>, before: string, limit: number) {
  const rows = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('anonymised_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

export async function writeLog(db: Kysely<Database>, rows: PersonalDataLogTable[]) {
  if (rows.length === 0) return
  await db.insertInto('personal_data_log').values(rows).execute()
}
