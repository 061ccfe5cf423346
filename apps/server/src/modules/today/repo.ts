import { UNPAID_ONLINE_STATES } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

// What the back office's first screen counts, over orders, bookings and contact messages.

export interface OrderTally {
  status: string
  fulfilment: string
  paid: boolean
  /** How it is paid (issue 22 §1), and how many were paid online of another amount. */
  paymentMethod: string
  mismatches: number
  count: number
  amountCents: number
  /** What promo codes took off (issue 11 §4); amountCents is already after it. */
  discountCents: number
}

/**
 * Orders due in [from, to), counted and summed per status, payment mark and fulfilment. An order
 * counts on the day it is due (issue 23 §1): a pickup for tomorrow ordered today is tomorrow's
 * revenue. One as soon as possible is due when it was placed. Both are ISO instants as text, so
 * they compare as instants; migration 0019 indexes the same expression.
 */
export async function tallyOrders(
  db: Kysely<Database>,
  { from, to }: { from: string; to: string },
): Promise<OrderTally[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      'payment',
      'fulfilment',
      'payment_method',
      eb.fn
        .sum(eb.case().when('payment_state', '=', 'mismatch').then(1).else(0).end())
        .as('mismatches'),
      eb.fn.countAll().as('count'),
      eb.fn.sum('amount_cents').as('amount_cents'),
      eb.fn.sum('discount_cents').as('discount_cents'),
    ])
    .where((eb) => eb.fn.coalesce('due_at', 'created_at'), '>=', from)
    .where((eb) => eb.fn.coalesce('due_at', 'created_at'), '<', to)
    // Not yet (or never) paid online: not the restaurant's order yet (issue 22 §1).
    .where('payment_state', 'not in', [...UNPAID_ONLINE_STATES])
    .groupBy(['status', 'payment', 'fulfilment', 'payment_method'])
    .execute()
  // COUNT and SUM come back as bigint text from PostgreSQL and as numbers from SQLite.
  return rows.map((row) => ({
    status: row.status,
    fulfilment: row.fulfilment,
    paid: Number(row.payment) === 1,
    paymentMethod: row.payment_method,
    mismatches: Number(row.mismatches ?? 0),
    count: Number(row.count),
    amountCents: Number(row.amount_cents ?? 0),
    discountCents: Number(row.discount_cents ?? 0),
  }))
}

/** Bookings for `date` that still hold their seats, their guests, and those still pending. */
export async function tallyBookings(db: Kysely<Database>, date: string) {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.sum('number_of_people').as('covers'),
      eb.fn.sum(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
    ])
    .where('reservation_date', '=', date)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst()
  return {
    count: Number(row?.count ?? 0),
    covers: Number(row?.covers ?? 0),
    pending: Number(row?.pending ?? 0),
  }
}

export async function countUnhandledMessages(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('handled_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
