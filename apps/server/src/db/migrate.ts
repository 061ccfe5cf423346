import {
  DEFAULT_RESTAURANT_COUNTRY,
  restaurantDialling,
  type RestaurantCountry,
} from '@quan/domain'
import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely'
import * as initial from './migrations/2026-11-22-0001-initial'
import * as orderEvents from './migrations/2026-11-22-0002-order-events'
import * as bookingsMessages from './migrations/2026-11-22-0003-bookings-messages'
import * as mailOutbox from './migrations/2026-11-22-0004-mail-outbox'
import * as tokenVersion from './migrations/2026-11-23-0005-token-version'
import * as canonicalCartKeys from './migrations/2026-11-23-0006-canonical-cart-keys'
import * as idempotencyKeyIndex from './migrations/2026-11-23-0007-idempotency-key-index'
import * as promoCodes from './migrations/2026-11-25-0008-promo-codes'
import * as allergens from './migrations/2026-11-25-0010-allergens'
import * as orderLineAllergens from './migrations/2026-11-25-0011-order-line-allergens'
import * as soldOut from './migrations/2026-11-25-0012-sold-out'
import * as menuTexts from './migrations/2026-11-25-0013-menu-texts'
import * as fulfilmentAndDueTime from './migrations/2026-11-25-0009-fulfilment-and-due-time'
import { phoneKeys } from './migrations/2026-11-26-0014-phone-keys'
import { payments } from './migrations/2026-11-27-0015-payments'
import * as receipts from './migrations/2026-11-27-0018-receipts'
import * as ordersDueMoment from './migrations/2026-11-27-0021-orders-due-moment'
import * as vatRates from './migrations/2026-11-27-0016-vat-rates'
import * as lateNotice from './migrations/2026-11-27-0019-late-notice'
import * as printJobs from './migrations/2026-11-27-0020-print-jobs'
import * as kitchenMoments from './migrations/2026-11-27-0022-kitchen-moments'
import * as ordersSearch from './migrations/2026-11-27-0023-orders-search'
import * as personalData from './migrations/2026-11-28-0026-personal-data'
import * as pushSubscriptions from './migrations/2026-11-28-0024-push-subscriptions'
import * as customerAddresses from './migrations/2026-11-28-0025-customer-addresses'
import * as dineIn from './migrations/2026-11-28-0027-dine-in'
import * as tableSearch from './migrations/2026-11-28-0028-table-search'
import type { Database } from './schema'

// Listed by hand rather than read from disk, so the migrations travel with any build of the app.
// The restaurant's country reads the phones already stored (0014, issue 19 §1.2).
export function migrationsFor(country: RestaurantCountry): Record<string, Migration> {
  return {
    '2026-11-22-0001-initial': initial,
    '2026-11-22-0002-order-events': orderEvents,
    '2026-11-22-0003-bookings-messages': bookingsMessages,
    '2026-11-22-0004-mail-outbox': mailOutbox,
    '2026-11-23-0005-token-version': tokenVersion,
    '2026-11-23-0006-canonical-cart-keys': canonicalCartKeys,
    '2026-11-23-0007-idempotency-key-index': idempotencyKeyIndex,
    '2026-11-25-0008-promo-codes': promoCodes,
    '2026-11-25-0010-allergens': allergens,
    '2026-11-25-0011-order-line-allergens': orderLineAllergens,
    '2026-11-25-0012-sold-out': soldOut,
    '2026-11-25-0013-menu-texts': menuTexts,
    '2026-11-25-0009-fulfilment-and-due-time': fulfilmentAndDueTime,
    '2026-11-26-0014-phone-keys': phoneKeys(restaurantDialling(country)),
    '2026-11-27-0015-payments': payments,
    '2026-11-27-0018-receipts': receipts,
    '2026-11-27-0016-vat-rates': vatRates,
    '2026-11-27-0019-late-notice': lateNotice,
    '2026-11-27-0020-print-jobs': printJobs,
    '2026-11-27-0021-orders-due-moment': ordersDueMoment,
    '2026-11-27-0022-kitchen-moments': kitchenMoments,
    '2026-11-27-0023-orders-search': ordersSearch,
    '2026-11-28-0026-personal-data': personalData,
    '2026-11-28-0024-push-subscriptions': pushSubscriptions,
    '2026-11-28-0025-customer-addresses': customerAddresses,
    '2026-11-28-0027-dine-in': dineIn,
    '2026-11-28-0028-table-search': tableSearch,
  }
}

/** The migrations of a shop in the default country (Slovakia). */
export const migrations = migrationsFor(DEFAULT_RESTAURANT_COUNTRY)

/**
 * The database holds a migration this build does not know: a newer version of Quán ran on it
 * (issue 25 §4). Starting anyway would serve a schema this code was never written for, and an
 * older build cannot undo the newer one's changes, so the operator is told what to do instead.
 */
export class DatabaseTooNew extends Error {
  constructor(readonly migration: string) {
    super(
      `the database was upgraded by a newer version of Qu\u00e1n (migration ${migration}); run that version or restore a backup.`,
    )
  }
}

/** Kysely's own record of the migrations run (its default table name). */
const MIGRATION_TABLE = 'kysely_migration'

/** The first migration recorded in the database that `known` does not hold, if any. */
async function unknownMigration(
  db: Kysely<Database>,
  known: Record<string, Migration>,
): Promise<string | undefined> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return undefined
  const ran = await (db as unknown as Kysely<{ [MIGRATION_TABLE]: { name: string } }>)
    .selectFrom(MIGRATION_TABLE)
    .select('name')
    .orderBy('name')
    .execute()
  return ran.find((row) => !(row.name in known))?.name
}

/**
 * Brings the schema up to this build's. On PostgreSQL, instances that start together take
 * turns: startup/prepare.ts holds a session lock around this, and Kysely's Migrator takes its
 * own (an advisory lock inside its transaction), so each migration runs once.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): Promise<void> {
  const known = migrationsFor(country)
  // Before migrating: a newer database stays as it is, untouched by this older build.
  const newer = await unknownMigration(db, known)
  if (newer) throw new DatabaseTooNew(newer)
  const provider: MigrationProvider = { getMigrations: async () => known }
  // Unordered: work done side by side adds migrations of its own columns and tables, and a
  // database that already ran a later-numbered one must still take an earlier one merged after.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
