import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 23 §2: the kitchen printer's queue, built like the mail outbox. A job is the order's
 * ticket to print: claimed by one worker at a time, retried while the printer is away, kept
 * after it printed so the back office can see it did.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('print_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // 'auto' (the ticket printing by itself) or 'reprint' (asked for by hand).
    .addColumn('reason', 'text', (c) => c.notNull())
    // 'queued', 'printed' or 'failed' (given up after every try).
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('printed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // The worker's one question: what is due now. Printed and given-up jobs have no due time.
  await db.schema.createIndex('print_jobs_due').on('print_jobs').column('next_attempt_at').execute()
  await db.schema.createIndex('print_jobs_order').on('print_jobs').column('order_id').execute()
  await db.schema.createIndex('print_jobs_created').on('print_jobs').column('created_at').execute()
  // An order prints by itself once, whichever instance heard of it and however often.
  await db.schema
    .createIndex('print_jobs_one_auto')
    .on('print_jobs')
    .column('order_id')
    .unique()
    .where(sql.ref('reason'), '=', 'auto')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('print_jobs').execute()
}
