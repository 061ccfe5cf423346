import { sql, type Kysely } from 'kysely'
import type { Database, ReservationTable } from '../../db/schema'

/** Arbitrary, so booking locks never share a key with any other advisory lock of the shop. */
const SLOT_LOCK_SPACE = 4_722_501

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

/**
 * PostgreSQL only: holds one slot until the transaction ends, so two guests booking the same
 * slot at once are counted one after the other. The two-key form keeps its own key space.
 */
export async function lockSlot(trx: Kysely<Database>, date: string, time: string) {
  const slot = `${date} ${time}`
  await sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, hashtext(${slot}))`.execute(trx)
}
