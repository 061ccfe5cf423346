import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Every token carries the version it was signed at; raising it ends the account's sessions.
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute()
}
