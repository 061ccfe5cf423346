import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/**
 * Issue 24 §3: a customer's saved delivery addresses, one of them the default. Accounts kept no
 * address before (an order copies its own), so there is nothing to move in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    // 1 for the one the checkout picks first, else 0.
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('customer_addresses_user')
    .on('customer_addresses')
    .columns(['user_id', 'created_at'])
    .execute()
  // One default per customer, whatever two requests racing do.
  await db.schema
    .createIndex('customer_addresses_one_default')
    .on('customer_addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_addresses').execute()
}
