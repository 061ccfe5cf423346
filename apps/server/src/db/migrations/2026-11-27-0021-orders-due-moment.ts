import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// The reports (issue 23 §3) take the orders due in a range: when an order is due is its slot, or
// when it was placed for one as soon as possible. An index on that very expression lets both
// databases find a month of a busy year's orders without reading the year.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_due_moment')
    .on('orders')
    .expression(sql`coalesce(due_at, created_at)`)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_due_moment').execute()
}
