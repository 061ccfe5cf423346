import type { RestaurantCountry } from '@quan/domain'
import { Migrator, type Kysely } from 'kysely'
import { migrationsFor } from '../src/db/migrate'

/**
 * Brings a database to where a shop stood before the migration named (its date and number,
 * '2026-11-27-0022'): every migration before it has run, it and the later ones have not. A
 * migration's test then writes rows as they were, and runs the rest.
 */
export async function migrateUpTo(
  db: Kysely<object>,
  migration: string,
  country: RestaurantCountry = 'SK',
) {
  const before = Object.fromEntries(
    Object.entries(migrationsFor(country)).filter(([name]) => name < migration),
  )
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    allowUnorderedMigrations: true,
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

/**
 * An order row as the shops before migrations 0022 and 0023 wrote it (the columns every shop
 * had by then), for a migration's test to store and migrate.
 */
export function olderOrderRow(overrides: Record<string, unknown> = {}) {
  const at = '2026-03-01T10:00:00.000Z'
  return {
    id: 'order-1',
    tracking_code: 'AB000001',
    user_id: null,
    order_type: 'guest',
    status: 'Pending',
    payment: 0,
    first_name: 'Hoa',
    last_name: 'Tran',
    email: null,
    street: 'Obchodná 1',
    city: 'Bratislava',
    state: '',
    zipcode: '81106',
    country: 'Slovakia',
    phone: '0933000001',
    phone_key: '+421933000001',
    subtotal_cents: 2000,
    delivery_fee_cents: 200,
    amount_cents: 2200,
    notes: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  }
}
