import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 12 §2: the allergens of each line as it was ordered (the dish's and its chosen
  // choices'), kept with the line as its name and price are, so a later edit of the dish does
  // not change what the guest was told. Null: not stated (and every line ordered before).
  await db.schema.alterTable('order_lines').addColumn('allergens', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('allergens').execute()
}
