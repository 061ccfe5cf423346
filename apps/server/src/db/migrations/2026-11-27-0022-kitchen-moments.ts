import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/** The moments on the orders, each the first move into its status. */
const MOMENTS = [
  ['accepted_at', 'Preparing'],
  ['ready_at', 'Out for delivery'],
  ['done_at', 'Delivered'],
] as const

/**
 * The index of 0021, led by when an order is due and holding every column the reports read,
 * with or without the kitchen's moments.
 */
const dueMomentColumns = (moments: boolean) =>
  sql.raw(`coalesce(due_at, created_at), status, payment_state, fulfilment, payment_method,
    amount_cents, subtotal_cents, discount_cents, delivery_fee_cents, refunded_cents,
    delivery_vat_basis_points, promo_code, tracking_code, due_at, created_at, id${
      moments ? ', accepted_at, ready_at, done_at' : ''
    }`)

/**
 * Issue 23 §3: the kitchen's times (accepted → ready → done) read from the orders, not from
 * their events. Over a year of a busy restaurant the reports looked up 300,000 events for them,
 * a third of the reports' time (bench/reports.ts); now each order carries when it was first
 * moved to Preparing (accepted), Out for delivery (ready) and Delivered (done), as ISO instants,
 * set with the move (admin-orders repo moveOrderStatus) and filled here from the events of every
 * older order. The events stay the history; these are its three moments the reports ask for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column] of MOMENTS) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute()
  }
  for (const [column, status] of MOMENTS) {
    await sql`update orders set ${sql.ref(column)} = (
        select min(e.at) from order_events e where e.order_id = orders.id and e.to_status = ${status}
      ) where exists (
        select 1 from order_events e where e.order_id = orders.id and e.to_status = ${status}
      )`.execute(db)
  }
  await db.schema.dropIndex('orders_due_moment').execute()
  await db.schema
    .createIndex('orders_due_moment')
    .on('orders')
    .expression(dueMomentColumns(true))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_due_moment').execute()
  await db.schema
    .createIndex('orders_due_moment')
    .on('orders')
    .expression(dueMomentColumns(false))
    .execute()
  for (const [column] of MOMENTS) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
}
