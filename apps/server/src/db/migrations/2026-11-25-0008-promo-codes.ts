import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 11 §4. A code's orders name it (`orders.promo_code`, its record, kept when the code is
  // deleted); `uses` counts them as they are placed and cancelled, so a placement reads one row
  // instead of counting every order that ever used the code.
  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('minimum_cents', 'integer')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_guest', 'integer')
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('any'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // No foreign key: deleting a code must not touch the orders that used it.
  await db.schema.alterTable('orders').addColumn('promo_code', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // A guest's uses of a code are counted from their orders; the list's figures by code.
  await db.schema.createIndex('orders_promo_code').on('orders').column('promo_code').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code').execute()
  await db.schema.alterTable('orders').dropColumn('discount_cents').execute()
  await db.schema.alterTable('orders').dropColumn('promo_code').execute()
  await db.schema.dropTable('promo_codes').execute()
}
