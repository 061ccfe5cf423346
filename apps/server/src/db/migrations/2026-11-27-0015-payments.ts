import type { Kysely, Migration } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 22 §1: how each order is paid and where its payment stands, the provider's events each
 * kept once under (provider, event id), and the refunds. Every order placed before is cash at
 * the door, its state `none`, as it was.
 */
export const payments: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
  async up(db: Kysely<any>): Promise<void> {
    const columns: [string, 'text' | 'integer', string | number | null][] = [
      ['payment_method', 'text', 'cash'],
      ['payment_state', 'text', 'none'],
      ['payment_provider', 'text', null],
      ['payment_reference', 'text', null],
      ['payment_url', 'text', null],
      ['payment_expires_at', 'text', null],
      ['paid_cents', 'integer', 0],
      ['refunded_cents', 'integer', 0],
    ]
    for (const [name, type, fallback] of columns) {
      await db.schema
        .alterTable('orders')
        .addColumn(name, type, (column) =>
          fallback === null ? column : column.notNull().defaultTo(fallback),
        )
        .execute()
    }
    await db.schema
      .createIndex('orders_payment_reference')
      .on('orders')
      .columns(['payment_provider', 'payment_reference'])
      .execute()
    await db.schema
      .createIndex('orders_payment_state')
      .on('orders')
      .columns(['payment_state', 'payment_expires_at'])
      .execute()

    await db.schema
      .createTable('payment_events')
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('event_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('reference', 'text')
      .addColumn('amount_cents', 'integer')
      .addColumn('order_id', 'text')
      .addColumn('outcome', 'text')
      .addColumn('received_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
      .execute()

    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('order_id', 'text', (column) => column.notNull())
      .addColumn('amount_cents', 'integer', (column) => column.notNull())
      .addColumn('reason', 'text')
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('provider_reference', 'text')
      .addColumn('error', 'text')
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute()

    // A refund in the order's history: its amount and how it ended.
    await db.schema.alterTable('order_events').addColumn('refund_cents', 'integer').execute()
    await db.schema.alterTable('order_events').addColumn('refund_state', 'text').execute()
  },
}
