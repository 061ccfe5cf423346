import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('reservations').addColumn('updated_at', 'text').execute()
  await db.schema.alterTable('reservations').addColumn('handled_by', 'text').execute()

  // Every confirmation and cancellation: when, by whom, from which status to which.
  await db.schema
    .createTable('reservation_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    // No foreign key: the trail outlives the account; the name is kept as it was then.
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute()
  await db.schema
    .createIndex('reservation_events_reservation')
    .on('reservation_events')
    .columns(['reservation_id', 'at'])
    .execute()

  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute()
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .column('created_at')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_created').execute()
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute()
  await db.schema.dropTable('reservation_events').execute()
  await db.schema.alterTable('reservations').dropColumn('handled_by').execute()
  await db.schema.alterTable('reservations').dropColumn('updated_at').execute()
}
