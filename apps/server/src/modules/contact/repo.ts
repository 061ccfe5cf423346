import type { Kysely } from 'kysely'
import type { ContactMessageTable, Database } from '../../db/schema'

export async function insertContactMessage(db: Kysely<Database>, row: ContactMessageTable) {
  await db.insertInto('contact_messages').values(row).execute()
}
