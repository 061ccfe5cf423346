import type { Kysely } from 'kysely'
import type { Database, ReservationTable } from '../../db/schema'

export async function insertReservation(db: Kysely<Database>, row: ReservationTable) {
  await db.insertInto('reservations').values(row).execute()
}

export async function setReservationMessageId(db: Kysely<Database>, id: string, messageId: string) {
  await db.updateTable('reservations').set({ message_id: messageId }).where('id', '=', id).execute()
}
