import type { Kysely } from 'kysely'
import type { Database, ReservationEventTable } from '../../db/schema'

export function reservationsOfDay(db: Kysely<Database>, date: string) {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('reservation_date', '=', date)
    .orderBy('reservation_time')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export function findReservation(db: Kysely<Database>, id: string) {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Moves a booking on only if it still has the status it was read with; false when another
 * admin moved it first, so two moves never both count.
 */
export async function setReservationStatus(
  db: Kysely<Database>,
  id: string,
  change: { from: string; to: string; at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ status: change.to, updated_at: change.at, handled_by: change.by })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertReservationEvent(db: Kysely<Database>, row: ReservationEventTable) {
  await db.insertInto('reservation_events').values(row).execute()
}
