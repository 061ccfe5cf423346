import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The cheapest question the database can answer: whether it answers at all. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db)
}
