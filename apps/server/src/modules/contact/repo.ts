import type { Kysely } from 'kysely'
import type { ContactMessageTable, Database } from '../../db/schema'

export async function insertContactMessage(db: Kysely<Database>, row: ContactMessageTable) {
  await db.insertInto('contact_messages').values(row).execute()
}

export function contactMessagesNewestFirst(db: Kysely<Database>) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The first admin to mark a message handled is the one it stays handled by. */
export async function markMessageHandled(db: Kysely<Database>, id: string, at: string, by: string) {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: at, handled_by: by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .execute()
}

export async function markMessageUnhandled(db: Kysely<Database>, id: string) {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: null, handled_by: null })
    .where('id', '=', id)
    .execute()
}
