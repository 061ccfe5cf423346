import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 24 §5: ordering at the table. A dine-in order keeps the table it is served at, by the
 * name the table had when the guest ordered (`table_name`, null for a delivery or a pickup): the
 * owner may rename or remove a table later, and the order, its ticket and the reports still say
 * where it was eaten. Orders stored before are none of them dine-in, so null is right for all.
 * The restaurant's tables and the sheet's generation are a setting (the `settings` table's
 * `dineIn` row), and the links' signing secret sits beside the JWT secret there: no new table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('table_name', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('table_name').execute()
}
