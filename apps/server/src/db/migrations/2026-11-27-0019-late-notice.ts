import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 23 §1: the late notice and Today by due day.
 * - orders.late_minutes: how late the restaurant has told the guest the order runs, in all
 *   (decision 028); 0 for an order on time, which every older order is.
 * - order_events.late_minutes: the minutes one notice added, so the history tells a notice from
 *   a move or a payment mark; null for every other event.
 * - An index on the day an order counts for (its due time, or when it was placed for an order as
 *   soon as possible): Today reads a day's orders by it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('late_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('order_events').addColumn('late_minutes', 'integer').execute()
  await db.schema
    .createIndex('orders_counted_at')
    .on('orders')
    .expression(sql`coalesce(due_at, created_at)`)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_counted_at').execute()
  await db.schema.alterTable('order_events').dropColumn('late_minutes').execute()
  await db.schema.alterTable('orders').dropColumn('late_minutes').execute()
}
