import { sql, type Kysely } from 'kysely'
import type { Database, ReservationTable } from '../../db/schema'

/** Arbitrary, so booking locks never share a key with any other advisory lock of the shop. */
const SLOT_LOCK_SPACE = 4_722_501
/** One space per kind of key, so a hash collision cannot mix a phone and an e-mail lock. */
const GUEST_PHONE_LOCK_SPACE = 4_722_503
const GUEST_EMAIL_LOCK_SPACE = 4_722_504

export async function insertReservation(db: Kysely<Database>, row: ReservationTable) {
  await db.insertInto('reservations').values(row).execute()
}

/** Every booking of one day, cancelled ones included, as far as seating goes. */
export function partiesOfDay(db: Kysely<Database>, date: string) {
  return db
    .selectFrom('reservations')
    .select(['reservation_time as time', 'number_of_people as people', 'status'])
    .where('reservation_date', '=', date)
    .execute()
}

/** Who holds the day's bookings and whether they still wait for confirmation. */
export function guestsOfDay(db: Kysely<Database>, date: string) {
  return db
    .selectFrom('reservations')
    .select(['phone', 'email', 'status'])
    .where('reservation_date', '=', date)
    .execute()
}

/**
 * PostgreSQL only: holds one guest's day (by their phone's key, then by e-mail) until the transaction
 * ends, so their bookings for other slots of that day are counted one after the other. Always
 * taken after the slot lock and in this order, so two bookings never wait on each other.
 */
export async function lockGuestDay(
  trx: Kysely<Database>,
  date: string,
  guest: { phone: string; email: string },
) {
  const phone = `${date} ${guest.phone}`
  const email = `${date} ${guest.email}`
  await sql`select pg_advisory_xact_lock(${GUEST_PHONE_LOCK_SPACE}, hashtext(${phone}))`.execute(
    trx,
  )
  await sql`select pg_advisory_xact_lock(${GUEST_EMAIL_LOCK_SPACE}, hashtext(${email}))`.execute(
    trx,
  )
}

/**
 * PostgreSQL only: holds one slot until the transaction ends, so two guests booking the same
 * slot at once are counted one after the other. The two-key form keeps its own key space.
 */
export async function lockSlot(trx: Kysely<Database>, date: string, time: string) {
  const slot = `${date} ${time}`
  await sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, hashtext(${slot}))`.execute(trx)
}
