import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Every change the back office makes to an order: a move (from → to, with a reason when
  // cancelled) or a payment mark, with when and who. The name is kept as it was at the time.
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('payment', 'integer')
    .addColumn('reason', 'text')
    .execute()
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute()
  // The orders board lists one day at a time.
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_created').execute()
  await db.schema.dropTable('order_events').execute()
}
