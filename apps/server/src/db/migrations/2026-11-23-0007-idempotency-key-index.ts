import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// Orders look their Idempotency-Keys up by the key alone (whoever's scope), so a key used by
// another caller is refused; the primary key (scope, key) cannot serve that lookup.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('idempotency_keys_key').on('idempotency_keys').column('key').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_key').execute()
}
