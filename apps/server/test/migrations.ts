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
