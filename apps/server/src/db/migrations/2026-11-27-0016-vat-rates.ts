import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 22 §2: a category's default VAT rate and a dish's own, by the rate's id in Settings
  // (null: the level above's, up to the shop's default for dishes).
  await db.schema.alterTable('categories').addColumn('vat_rate_id', 'text').execute()
  await db.schema.alterTable('foods').addColumn('vat_rate_id', 'text').execute()
  // The percent each line was sold at, in hundredths (1900: 19 %), a snapshot like its price.
  // Lines sold before VAT rates existed take the first default for dishes: 19 %.
  await db.schema
    .alterTable('order_lines')
    .addColumn('vat_basis_points', 'integer', (column) => column.notNull().defaultTo(1900))
    .execute()
  // The delivery fee's percent as sold, the same way; before, the first default for it: 23 %.
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_vat_basis_points', 'integer', (column) => column.notNull().defaultTo(2300))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_vat_basis_points').execute()
  await db.schema.alterTable('order_lines').dropColumn('vat_basis_points').execute()
  await db.schema.alterTable('foods').dropColumn('vat_rate_id').execute()
  await db.schema.alterTable('categories').dropColumn('vat_rate_id').execute()
}
