import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 12 §2. allergens: JSON list of Annex II codes, null while the kitchen has not said
  // (guests are told so). dietary_tags: JSON list. spicy: 0 (not) to 3. A choice's allergens
  // live inside the options JSON, with the choice.
  await db.schema.alterTable('foods').addColumn('allergens', 'text').execute()
  await db.schema
    .alterTable('foods')
    .addColumn('dietary_tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema
    .alterTable('foods')
    .addColumn('spicy', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('foods').dropColumn('spicy').execute()
  await db.schema.alterTable('foods').dropColumn('dietary_tags').execute()
  await db.schema.alterTable('foods').dropColumn('allergens').execute()
}
