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
  }
}

/** The migrations of a shop in the default country (Slovakia). */
export const migrations = migrationsFor(DEFAULT_RESTAURANT_COUNTRY)

export async function migrateToLatest(
  db: Kysely<Database>,
  country: RestaurantCountry = DEFAULT_RESTAURANT_COUNTRY,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(country) }
  // Unordered: work done side by side adds migrations of its own columns and tables, and a
  // database that already ran a later-numbered one must still take an earlier one merged after.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
