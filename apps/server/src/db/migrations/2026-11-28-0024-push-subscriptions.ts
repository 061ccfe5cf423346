import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 24 §2: live news of an order by Web Push. A subscription is one browser's push address
 * for one order (and the customer's account when a customer made it); a push job is one
 * notification to send to one subscription, queued in the transaction of the status move it
 * tells of, like a mail of the outbox, and deleted once it is delivered or given up.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // One browser subscribes to an order once: subscribing again updates its keys and language.
  await db.schema
    .createIndex('push_subscriptions_order_endpoint')
    .on('push_subscriptions')
    .columns(['order_id', 'endpoint'])
    .unique()
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('push_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // The notification as JSON ({ title, body, url, tag }), in the subscription's language.
    .addColumn('payload', 'text', (c) => c.notNull())
    // 1: the order is done with this news; its subscription goes once the job is over.
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // The worker's one question: what is due now.
  await db.schema.createIndex('push_jobs_due').on('push_jobs').column('next_attempt_at').execute()
  await db.schema
    .createIndex('push_jobs_subscription')
    .on('push_jobs')
    .column('subscription_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_jobs').execute()
  await db.schema.dropTable('push_subscriptions').execute()
}
