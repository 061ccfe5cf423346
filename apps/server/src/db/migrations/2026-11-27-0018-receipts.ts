import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 22 §3: receipts, one an order at most, numbered in one series without gaps. The number
 * comes from a one-row counter that the issuing transaction raises: a concurrent one waits on the
 * row (PostgreSQL) or the database (SQLite), and a rollback takes its number back with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('number', 'integer', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('issued_at', 'text', (column) => column.notNull())
    // The receipt as issued (domain Receipt, JSON): never written again.
    .addColumn('document', 'text', (column) => column.notNull())
    .execute()
  await db.schema
    .createTable('receipt_counter')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .execute()
  await db.insertInto('receipt_counter').values({ id: 1, last_number: 0 }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt_counter').execute()
  await db.schema.dropTable('receipts').execute()
}
