import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// Issue 11 §1 and §2: how an order reaches the guest (delivery or pickup; every order before
// this was a delivery) and when it is due (null: as soon as possible). The slot cap counts the
// orders due in one slot, hence the index.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('delivery'))
    .execute()
  await db.schema.alterTable('orders').addColumn('due_at', 'text').execute()
  await db.schema.createIndex('orders_due_at').on('orders').column('due_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_due_at').execute()
  await db.schema.alterTable('orders').dropColumn('due_at').execute()
  await db.schema.alterTable('orders').dropColumn('fulfilment').execute()
}
