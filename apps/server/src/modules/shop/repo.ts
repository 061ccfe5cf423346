import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The cheapest question the database can answer: whether it answers at all. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db)
}

/** The names of the migrations run on this database, as Kysely's migrator records them. */
export async function migrationsRun(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  return rows.map((row) => row.name)
}
