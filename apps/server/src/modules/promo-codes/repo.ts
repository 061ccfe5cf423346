import type { PromoCode, PromoFulfilment, PromoKind } from '@quan/domain'
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely'
import type { Engine } from '../../db/create-db'
import type { Database, PromoCodeTable } from '../../db/schema'

// A code's uses: orders placed with it and not cancelled (a cancelled order gives its use
// back). Kept in `promo_codes.uses` in the transactions that place and cancel those orders; a
// guest's own uses are counted from their orders, which are few.

export function rowToPromo(row: Selectable<PromoCodeTable>): PromoCode {
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

export function promoToRow(
  code: PromoCode,
  at: string,
): Omit<PromoCodeTable, 'created_at' | 'uses'> {
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

/** Who a guest is, as far as counting them goes; null where not known (the cart's check). */
export interface Guest {
  userId: string | null
  /** Their phone's one form (phoneKey). */
  phoneKey: string | null
  /** Their e-mail's key (emailKey). */
  emailKey: string | null
}

/**
 * A guest's orders that count (issue 19 §1.2): their account's, any placed with their phone in
 * any of its forms, or with their e-mail, and the orders of the account that e-mail is, so a
 * customer who orders signed out is still the customer they were.
 */
function ordersOfGuest(db: Kysely<Database>, guest: Guest) {
  return db
    .selectFrom('orders')
    .where('status', '!=', 'Cancelled')
    .where((eb) =>
      eb.or([
        ...(guest.userId ? [eb('user_id', '=', guest.userId)] : []),
        ...(guest.phoneKey ? [eb('phone_key', '=', guest.phoneKey)] : []),
        ...(guest.emailKey
          ? [
              eb('email_key', '=', guest.emailKey),
              eb(
                'user_id',
                'in',
                eb.selectFrom('users').select('id').where('email_key', '=', guest.emailKey),
              ),
            ]
          : []),
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
  usesByGuest: number
  firstOrder: boolean
}

/**
 * What the code's conditions need to know of this guest, and nothing more: their uses of it (up
 * to its limit) and whether they ordered before (for a first-order code). A code without such
 * conditions costs no query.
 */
export async function guestPromoUses(
  db: Kysely<Database>,
  code: Pick<PromoCode, 'code' | 'maxUsesPerGuest' | 'firstOrderOnly'>,
  guest: Guest,
): Promise<PromoUses> {
  const known = Boolean(guest.userId || guest.phoneKey || guest.emailKey)
  const [usesByGuest, earlier] = await Promise.all([
    code.maxUsesPerGuest === null || !known
      ? 0
      : countUpTo(
          db,
          ordersOfGuest(db, guest).where('promo_code', '=', code.code),
          code.maxUsesPerGuest,
        ),
    code.firstOrderOnly && known ? countUpTo(db, ordersOfGuest(db, guest), 1) : 0,
  ])
  return { usesByGuest, firstOrder: earlier === 0 }
}

/** Counts `count` more uses of a code (fewer when negative, never below none). */
export async function countPromoUses(db: Kysely<Database>, code: string, count: number) {
  await db
    .updateTable('promo_codes')
    .set({ uses: sql`case when uses + ${count} < 0 then 0 else uses + ${count} end` })
    .where('code', '=', code)
    .execute()
}

export function listPromoCodes(db: Kysely<Database>) {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute()
}

/** Per code: the revenue of its orders not cancelled (after the discount), the discounts given. */
export async function promoFigures(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'promo_code',
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
        revenueCents: Number(row.revenue ?? 0),
        discountCents: Number(row.discounts ?? 0),
      },
    ]),
  )
}

export async function insertPromoCode(db: Kysely<Database>, row: Insertable<PromoCodeTable>) {
  await db.insertInto('promo_codes').values(row).execute()
}

/** Whether a row was there to change. */
export async function updatePromoCode(
  db: Kysely<Database>,
  code: string,
  changes: Updateable<PromoCodeTable>,
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
