import { z } from 'zod'
import { FULFILMENTS } from '../fulfilment'
import { PAYMENT_METHODS } from '../payments'
import { withData } from './common'

// The back office's reports (issue 23 §3). Every amount is whole cents, VAT included unless said.
//
// Which orders count: those DUE in the range (due_at, or created_at for an order as soon as
// possible), by the restaurant's calendar; never those awaiting or failing an online payment.
// A cancelled order is no sale: it counts only under `cancellations`.

const cents = z.number().int()
const count = z.number().int().nonnegative()
const day = z.string().describe('YYYY-MM-DD, a day of the restaurant’s calendar')

export const reportVatRowShape = z.object({
  basisPoints: count.describe('The VAT percent in hundredths: 1900 is 19 %'),
  grossCents: cents.describe('What was sold at this rate, VAT included, after discounts'),
  baseCents: cents.describe('That without VAT'),
  vatCents: cents.describe('The VAT in it, per order as each receipt rounds it (domain vat.ts)'),
})
export type ReportVatRow = z.infer<typeof reportVatRowShape>

/** Sales figures of a set of orders (cancelled ones left out). */
export const reportSalesShape = z.object({
  orders: count,
  itemsCents: cents.describe('The lines as priced, before discounts'),
  discountCents: cents.describe('What promo codes took off (free delivery included)'),
  deliveryFeeCents: cents.describe('The delivery fees as priced, before a free-delivery code'),
  grossCents: cents.describe(
    'What the guests were charged: items - discount + delivery fee (the orders’ amounts)',
  ),
  refundCents: cents.describe('Refunded online on these orders (the VAT rows do not take it off)'),
  netCents: cents.describe('gross - refunds'),
  vat: z.array(reportVatRowShape).describe('By rate, lowest first; their gross adds up to gross'),
})
export type ReportSales = z.infer<typeof reportSalesShape>

export const reportBucketShape = reportSalesShape.extend({
  start: day.describe(
    'The bucket’s first day: the day; the Monday of the ISO week; the 1st of the month',
  ),
})
export type ReportBucket = z.infer<typeof reportBucketShape>

const minutesShape = z.object({
  orders: count.describe('Orders that made both moves'),
  medianMinutes: z.number().nullable().describe('null: no order made both moves'),
  averageMinutes: z.number().nullable(),
})

/**
 * A name's texts per language beside its base text, as the menu has them (issue 12 §1): blank
 * where the menu has none, the base name then stands (domain textIn picks).
 */
const languageTexts = <F extends string>(field: F, what: string) =>
  ({
    [`${field}VI`]: z.string().describe(`${what} Vietnamese; blank: the base name`),
    [`${field}EN`]: z.string().describe(`${what} English; blank: the base name`),
    [`${field}SK`]: z.string().describe(`${what} Slovak; blank: the base name`),
  }) as Record<`${F}${'VI' | 'EN' | 'SK'}`, z.ZodString>

export const reportShape = z.object({
  from: day,
  to: day.describe('The last day, included'),
  timeZone: z.string().describe('The restaurant’s IANA time zone the days are in'),
  totals: reportSalesShape.extend({
    averageOrderCents: cents.describe('gross / orders, rounded; 0 without orders'),
  }),
  sales: z.object({
    day: z.array(reportBucketShape).describe('Every day of the range, empty ones too, in order'),
    week: z.array(reportBucketShape).describe('Every ISO week (from Monday) the range touches'),
    month: z.array(reportBucketShape).describe('Every month the range touches'),
  }),
  heatMap: z
    .array(
      z.object({
        weekday: z.number().int().min(1).max(7).describe('1 Monday … 7 Sunday'),
        hour: z.number().int().min(0).max(23),
        orders: count,
      }),
    )
    .describe('All 168 cells, by weekday then hour, of the orders’ due time, local'),
  dishes: z
    .array(
      z.object({
        foodId: z.string(),
        name: z.string().describe('The dish’s name on the menu now; as sold for one since deleted'),
        ...languageTexts('name', 'The dish’s name in'),
        category: z.string().describe('Its category now; blank for a dish since removed'),
        ...languageTexts('category', 'The category’s name in'),
        count: count.describe('Portions sold (the lines’ quantities)'),
        revenueCents: cents.describe('The lines’ totals as priced, before order discounts'),
      }),
    )
    .describe('Every dish sold, most revenue first (then most sold, then name)'),
  categories: z
    .array(
      z.object({
        category: z.string(),
        ...languageTexts('category', 'The category’s name in'),
        count,
        revenueCents: cents,
      }),
    )
    .describe('As dishes, by category, most revenue first'),
  fulfilment: z
    .array(z.object({ key: z.enum(FULFILMENTS), orders: count, grossCents: cents }))
    .describe('Each fulfilment, in FULFILMENTS order, zeros too'),
  paymentMethods: z
    .array(z.object({ key: z.enum(PAYMENT_METHODS), orders: count, grossCents: cents }))
    .describe('Each way of paying, in PAYMENT_METHODS order, zeros too'),
  tables: z
    .array(z.object({ table: z.string(), orders: count, grossCents: cents }))
    .describe('The dine-in orders sold at each table (issue 24 §5), busiest first'),
  cancellations: z.object({
    count,
    grossCents: cents.describe('What the cancelled orders would have been charged'),
    reasons: z
      .array(z.object({ reason: z.string().describe('Blank: none given'), count }))
      .describe('Most frequent first'),
  }),
  preparation: z
    .object({
      acceptedToReady: minutesShape.describe(
        'Pending → Preparing, to Preparing → Out for delivery',
      ),
      readyToDone: minutesShape.describe('Out for delivery, to Delivered'),
      acceptedToDone: minutesShape.describe('Preparing, to Delivered'),
    })
    .describe(
      'From the orders’ status events: accepted is the move to Preparing, ready to Out for delivery (a pickup waiting at the counter too), done to Delivered',
    ),
})
export type Report = z.infer<typeof reportShape>

/** GET /api/admin/reports */
export const reportAnswer = withData(reportShape)
export type ReportAnswer = z.infer<typeof reportAnswer>
