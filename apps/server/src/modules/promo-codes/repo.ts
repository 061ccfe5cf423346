import type { PromoCode, PromoFulfilment, PromoKind } from '@quan/domain'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Engine } from '../../db/create-db'
import type { Database, PromoCodeTable } from '../../db/schema'

// A code's uses are the orders that name it and were not cancelled: a cancelled order gives
// its use back. Counted with the orders, so no counter can drift from them.

export function rowToPromo(row: PromoCodeTable): PromoCode {
  return {
    code: row.code,
    kind: row.kind as PromoKind,
    value: row.value,
    minimumCents: row.minimum_cents,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUses: row.max_uses,
    maxUsesPerGuest: row.max_uses_per_guest,
    firstOrderOnly: row.first_order_only === 1,
    fulfilment: row.fulfilment as PromoFulfilment,
    active: row.active === 1,
  }
}

export function promoToRow(code: PromoCode, at: string): Omit<PromoCodeTable, 'created_at'> {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    minimum_cents: code.minimumCents,
    valid_from: code.validFrom,
    valid_until: code.validUntil,
    max_uses: code.maxUses,
    max_uses_per_guest: code.maxUsesPerGuest,
    first_order_only: code.firstOrderOnly ? 1 : 0,
    fulfilment: code.fulfilment,
    active: code.active ? 1 : 0,
    updated_at: at,
  }
}

export function findPromoCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst()
}

/**
 * The codes an order batch uses, locked until its transaction ends (PostgreSQL; SQLite runs
 * one write transaction at a time anyway). Two batches racing for a code's last use are thus
 * taken one after the other, and the second counts the first's order. Sorted, so two batches
 * locking the same codes always take them in the same order and cannot deadlock.
 */
export function lockPromoCodes(db: Kysely<Database>, engine: Engine, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([])
  const query = db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', 'in', [...codes].sort())
    .orderBy('code')
  return (engine === 'postgres' ? query.forUpdate() : query).execute()
}

export interface Guest {
  userId: string | null
  /** Null when not known (the cart's check of a guest without an account). */
  phoneDigits: string | null
}

/** A guest's orders that count: their account's, and any placed with their phone. */
function ordersOfGuest(db: Kysely<Database>, guest: Guest) {
  return db
    .selectFrom('orders')
    .where('status', '!=', 'Cancelled')
    .where((eb) =>
      eb.or([
        ...(guest.userId ? [eb('user_id', '=', guest.userId)] : []),
        ...(guest.phoneDigits ? [eb('phone_digits', '=', guest.phoneDigits)] : []),
      ]),
    )
}

/**
 * How many rows `query` finds, counting no further than `limit`: a code's uses are compared with
 * its limit only, so a popular code costs no more to check than its limit allows.
 */
async function countUpTo(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'orders', object>,
  limit: number,
): Promise<number> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(limit)
        .as('found'),
    )
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  // COUNT comes back as bigint text from PostgreSQL and as a number from SQLite.
  return Number(row.count)
}

export interface PromoUses {
  usesTotal: number
  usesByGuest: number
  firstOrder: boolean
}

/**
 * What the code's conditions need to know, and nothing more: how often it was used (up to its
 * limit), by this guest (up to theirs), and whether the guest ordered before (when the code is
 * for first orders). A code without limits costs no query at all.
 */
export async function promoUses(
  db: Kysely<Database>,
  code: Pick<PromoCode, 'code' | 'maxUses' | 'maxUsesPerGuest' | 'firstOrderOnly'>,
  guest: Guest,
): Promise<PromoUses> {
  const known = Boolean(guest.userId || guest.phoneDigits)
  const [usesTotal, usesByGuest, earlier] = await Promise.all([
    code.maxUses === null
      ? 0
      : countUpTo(
          db,
          db
            .selectFrom('orders')
            .where('promo_code', '=', code.code)
            .where('status', '!=', 'Cancelled'),
          code.maxUses,
        ),
    code.maxUsesPerGuest === null || !known
      ? 0
      : countUpTo(
          db,
          ordersOfGuest(db, guest).where('promo_code', '=', code.code),
          code.maxUsesPerGuest,
        ),
    code.firstOrderOnly && known ? countUpTo(db, ordersOfGuest(db, guest), 1) : 0,
  ])
  return { usesTotal, usesByGuest, firstOrder: earlier === 0 }
}

export function listPromoCodes(db: Kysely<Database>) {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute()
}

/** Per code: its uses, the revenue of its orders (after the discount) and the discounts given. */
export async function promoFigures(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'promo_code',
      eb.fn.countAll().as('uses'),
      eb.fn.sum('amount_cents').as('revenue'),
      eb.fn.sum('discount_cents').as('discounts'),
    ])
    .where('promo_code', 'is not', null)
    .where('status', '!=', 'Cancelled')
    .groupBy('promo_code')
    .execute()
  return new Map(
    rows.map((row) => [
      row.promo_code!,
      {
        uses: Number(row.uses),
        revenueCents: Number(row.revenue ?? 0),
        discountCents: Number(row.discounts ?? 0),
      },
    ]),
  )
}

export async function insertPromoCode(db: Kysely<Database>, row: PromoCodeTable) {
  await db.insertInto('promo_codes').values(row).execute()
}

/** Whether a row was there to change. */
export async function updatePromoCode(
  db: Kysely<Database>,
  code: string,
  changes: Partial<PromoCodeTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set(changes)
    .where('code', '=', code)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deletePromoCode(db: Kysely<Database>, code: string): Promise<boolean> {
  const result = await db.deleteFrom('promo_codes').where('code', '=', code).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
