import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 12 §3: a dish sold out for the day, until the instant it comes back by itself (the
  // next opening day's start); null: on sale. A choice's mark lives in the options JSON.
  await db.schema.alterTable('foods').addColumn('sold_out_until', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('foods').dropColumn('sold_out_until').execute()
}
