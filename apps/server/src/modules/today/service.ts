import {
  ORDER_STATUSES,
  addDays,
  localDate,
  toEuros,
  zonedInstant,
  type AdminTodayQuery,
  type Fulfilment,
  type OrderStatus,
  type PaymentMethod,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { countUnhandledMessages, tallyBookings, tallyOrders } from './repo'

export interface TodayView {
  day: string
  orders: {
    count: number
    byStatus: Record<OrderStatus, number>
    /** Deliveries, pickups and orders at a table (issue 11 §1, 24 §5), cancelled ones not counted. */
    byFulfilment: Record<Fulfilment, number>
    /** By way of paying (issue 22 §1); only on a day with a card or online order. */
    byPayment?: Record<PaymentMethod, number>
    paymentMismatches?: number
  }
  revenue: number
  paidRevenue: number
  discounts?: number
  bookings: { count: number; covers: number; pending: number }
  messages: { unhandled: number }
}

/** What the back office opens on: one day of the restaurant's calendar, today by default. */
export async function todayAtAGlance(ctx: ShopContext, query: AdminTodayQuery): Promise<TodayView> {
  const { timeZone } = await ctx.settings.restaurantHours.read()
  const day = query.day ?? localDate(ctx.clock.now(), timeZone)
  const window = {
    from: zonedInstant(day, '00:00', timeZone).toISOString(),
    to: zonedInstant(addDays(day, 1), '00:00', timeZone).toISOString(),
  }
  const [tallies, bookings, unhandled] = await Promise.all([
    tallyOrders(ctx.db, window),
    tallyBookings(ctx.db, day),
    countUnhandledMessages(ctx.db),
  ])
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
  const byFulfilment: Record<Fulfilment, number> = { delivery: 0, pickup: 0, 'dine-in': 0 }
  const byPayment: Record<PaymentMethod, number> = { cash: 0, card: 0, online: 0 }
  let mismatches = 0
  let count = 0
  let revenueCents = 0
  let paidCents = 0
  let discountCents = 0
  for (const tally of tallies) {
    count += tally.count
    if (Object.hasOwn(byStatus, tally.status)) byStatus[tally.status as OrderStatus] += tally.count
    // A cancelled order brings nothing in, paid or not (a refund is settled outside the shop).
    mismatches += tally.mismatches
    if (tally.status === 'Cancelled') continue
    if (Object.hasOwn(byPayment, tally.paymentMethod))
      byPayment[tally.paymentMethod as PaymentMethod] += tally.count
    if (Object.hasOwn(byFulfilment, tally.fulfilment))
      byFulfilment[tally.fulfilment as Fulfilment] += tally.count
    // Revenue as the guests paid it: after the promo codes' discounts.
    revenueCents += tally.amountCents
    discountCents += tally.discountCents
    if (tally.paid) paidCents += tally.amountCents
  }
  return {
    day,
    orders: {
      count,
      byStatus,
      byFulfilment,
      // Told only on a day with more than cash (issue 22 §1): a cash-only shop answers as before.
      ...(byPayment.card + byPayment.online > 0 ? { byPayment } : {}),
      ...(mismatches > 0 ? { paymentMismatches: mismatches } : {}),
    },
    revenue: toEuros(revenueCents),
    paidRevenue: toEuros(paidCents),
    // Told only on a day promo codes took something off: a shop without codes answers as before.
    ...(discountCents > 0 ? { discounts: toEuros(discountCents) } : {}),
    bookings,
    messages: { unhandled },
  }
}
