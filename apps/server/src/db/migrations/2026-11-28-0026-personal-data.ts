import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 24 §4: the guest's data in their hands. Orders, bookings and messages say when their
 * personal data was taken out (`anonymised_at`, null while it is there), so the worker that
 * anonymises them by age looks at each once; and every export, erasure and anonymisation is
 * written in a log that holds what was done, when, who asked and to which record, never the
 * data itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'reservations', 'contact_messages']) {
    await db.schema.alterTable(table).addColumn('anonymised_at', 'text').execute()
  }
  // The worker's question: records not yet anonymised, oldest first.
  await db.schema
    .createIndex('orders_to_anonymise')
    .on('orders')
    .columns(['anonymised_at', 'updated_at'])
    .execute()
  await db.schema
    .createIndex('reservations_to_anonymise')
    .on('reservations')
    .columns(['anonymised_at', 'reservation_date'])
    .execute()
  await db.schema
    .createIndex('contact_messages_to_anonymise')
    .on('contact_messages')
    .columns(['anonymised_at', 'created_at'])
    .execute()
  await db.schema
    .createTable('personal_data_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    // 'export', 'erase' or 'anonymise'.
    .addColumn('action', 'text', (c) => c.notNull())
    // 'customer' (from their account), 'guest' (by order code and phone), 'admin' or 'schedule'.
    .addColumn('asked_by', 'text', (c) => c.notNull())
    // The account that asked (the customer's or the admin's); never a name or an address.
    .addColumn('actor_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('reservation_id', 'text')
    .addColumn('message_id', 'text')
    .execute()
  await db.schema.createIndex('personal_data_log_at').on('personal_data_log').column('at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_data_log').execute()
  await db.schema.dropIndex('contact_messages_to_anonymise').execute()
  await db.schema.dropIndex('reservations_to_anonymise').execute()
  await db.schema.dropIndex('orders_to_anonymise').execute()
  for (const table of ['orders', 'reservations', 'contact_messages']) {
    await db.schema.alterTable(table).dropColumn('anonymised_at').execute()
  }
}
