import { z } from 'zod'
import { deliveryAreaShape } from '../delivery-areas'
import { FULFILMENTS, orderingSettingsShape } from '../fulfilment'
import { kitchenPaceShape } from '../kitchen-pace'
import { ORDER_STATUSES } from '../order-status'
import { PAYMENT_METHODS } from '../payments'
import { WEEKDAY_NAMES } from '../next-opening'
import { withData } from './common'

const span = z.object({ open: z.string(), close: z.string() })
const dayHours = span.nullable()
/**
 * Each weekday's hours, null on a day off: SPEC's shape, one span a day. With several spans
 * (lunch and dinner) it is the day's first opening to its last closing; `hours` has each span.
 */
const weeklyHours = z.record(z.enum(WEEKDAY_NAMES), dayHours)
const weekSpans = z.record(z.enum(WEEKDAY_NAMES), z.array(span))
const kindHours = z.union([weekSpans, z.literal('opening'), z.literal('always')])

/** A closure or a shorter day, with the note guests read in each language (issue 21 §4). */
export const closureAnswer = z.object({
  from: z.string(),
  to: z.string(),
  spans: z.array(span),
  note: z.object({ vi: z.string(), en: z.string(), sk: z.string() }),
})

/**
 * The restaurant's hours as set in the back office (issue 21 §4): its zone, each weekday's spans
 * for opening, delivery and pickup, and the closures not yet over.
 */
export const restaurantHoursAnswer = z.object({
  timeZone: z.string(),
  opening: weekSpans,
  delivery: kindHours,
  pickup: kindHours,
  closures: z.array(closureAnswer),
})

/** The restaurant's local date and time orders are next taken. */
export const openingAnswer = z.object({ date: z.string(), time: z.string() })
export type NextOpening = z.infer<typeof openingAnswer>

export const orderingHoursAnswer = z.object({
  isOpenNow: z.boolean(),
  /** Null when open now, or when orders are never taken. */
  nextOpening: openingAnswer.nullable(),
})
export type OrderingHours = z.infer<typeof orderingHoursAnswer>

/** GET /api/config: the shop's facts the browser must not hard-code. */
export const shopConfigAnswer = z.object({
  success: z.literal(true),
  data: orderingHoursAnswer.extend({
    currency: z.string(),
    /** SPEC's flat fee: the fee of the area for every postal code, when there is one. */
    deliveryFee: z.number(),
    /** Where the restaurant delivers, each area's fee and minimum (issue 11 §3). */
    deliveryAreas: z.array(deliveryAreaShape),
    /** Whether the kitchen has paused new orders, until when, and the current estimate (§5). */
    kitchen: kitchenPaceShape,
    timeZone: z.string(),
    openingHours: weeklyHours,
    deliveryHours: z.union([weeklyHours, z.literal('always')]),
    /** Whether pickup orders are taken now, and when next (PICKUP_HOURS). */
    pickupOrdering: orderingHoursAnswer,
    /**
     * Whether orders at a table are taken now, and when next: the opening hours (issue 24 §5).
     * Absent from servers before it.
     */
    dineInOrdering: orderingHoursAnswer.optional(),
    /** When pickup orders are collected (`PICKUP_HOURS`, the opening hours by default). */
    pickupHours: z.union([weeklyHours, z.literal('always')]),
    /**
     * How the restaurant takes orders (issue 11 §1, §2): pickup offered, orders for later, the
     * lead times. Whether slots are capped, not the cap: full slots are told apart.
     */
    ordering: z.object({
      pickup: z.boolean(),
      laterOrders: z.boolean(),
      leadMinutes: z.object({ delivery: z.number(), pickup: z.number() }),
      /**
       * The slots no longer offered because they hold the cap's orders (issue 11 §2), as ISO
       * instants of their start; empty without a cap or orders for later.
       */
      fullSlots: z.array(z.string()),
    }),
    reservationSlots: z.record(z.enum(WEEKDAY_NAMES), z.array(z.string())),
    /**
     * Every span and the closures not yet over (issue 21 §4): with them the browser finds the
     * spans of any date as the server does (`spansOn`).
     */
    hours: restaurantHoursAnswer,
    /** The closures guests are told of now: going on or starting within 14 days. */
    closuresAhead: z.array(closureAnswer),
    partySize: z.object({ min: z.number(), max: z.number() }),
    emailConfigured: z.boolean(),
    /** The ways of paying the checkout offers (issue 22 §1); online only with a provider. */
    payments: z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) }),
  }),
})
export type ShopConfigAnswer = z.infer<typeof shopConfigAnswer>
export type ShopConfig = ShopConfigAnswer['data']

/** GET and PUT /api/admin/restaurant/hours (issue 21 §4). */
export const restaurantHoursSettingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: restaurantHoursAnswer,
})
export type RestaurantHoursSettingAnswer = z.infer<typeof restaurantHoursSettingAnswer>

/** GET and PUT /api/admin/delivery-areas */
export const deliveryAreasAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ areas: z.array(deliveryAreaShape) }),
})
export type DeliveryAreasAnswer = z.infer<typeof deliveryAreasAnswer>

/** GET and PUT /api/admin/ordering (issue 11 §1, §2): pickup, later orders, lead times, cap. */
export const orderingSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: orderingSettingsShape,
})
export type OrderingSettingsAnswer = z.infer<typeof orderingSettingsAnswer>

/** GET and PUT /api/admin/payments (issue 22 §1): the methods, and whether online can be. */
export const paymentSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    cash: z.boolean(),
    card: z.boolean(),
    online: z.boolean(),
    /** Whether a provider is configured (STRIPE_*): without one, online is not offered. */
    providerConfigured: z.boolean(),
    /** The provider's name, e.g. 'stripe'; null without one. */
    provider: z.string().nullable(),
  }),
})
export type PaymentSettingsAnswer = z.infer<typeof paymentSettingsAnswer>

/** POST /api/payments/stripe/webhook: received (and processed once). */
export const webhookAnswer = z.object({ received: z.literal(true) })

/** GET and PUT /api/admin/kitchen (issue 11 §5) */
export const kitchenAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: kitchenPaceShape,
})
export type KitchenAnswer = z.infer<typeof kitchenAnswer>

/** GET /api/health (503 with an error answer when the database does not answer). */
export const healthAnswer = z.object({ success: z.literal(true), status: z.literal('ok') })

/**
 * GET /api/health/ready: the database answers, its migrations are this build's, and on
 * PostgreSQL the relay listens; else 503 with an error answer saying which.
 */
export const readyAnswer = z.object({ success: z.literal(true), status: z.literal('ready') })

/** The day at a glance: one day of the restaurant's calendar. */
export const todayFiguresAnswer = z.object({
  day: z.string(),
  orders: z.object({
    count: z.number(),
    byStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
    /** Deliveries and pickups that day (issue 11 §1), cancelled ones not counted. */
    byFulfilment: z.record(z.enum(FULFILMENTS), z.number()),
    /**
     * By way of paying (issue 22 §1), cancelled ones not counted; absent on a day of cash only,
     * as before payments.
     */
    byPayment: z.record(z.enum(PAYMENT_METHODS), z.number()).optional(),
    /** Paid online of another amount, for the restaurant to check (issue 22 §1); absent: none. */
    paymentMismatches: z.number().optional(),
  }),
  /** After promo codes' discounts, as the guests paid. */
  revenue: z.number(),
  paidRevenue: z.number(),
  /** What promo codes took off the day's orders (issue 11 §4); absent when nothing. */
  discounts: z.number().optional(),
  bookings: z.object({ count: z.number(), covers: z.number(), pending: z.number() }),
  messages: z.object({ unhandled: z.number() }),
})
export type TodayFigures = z.infer<typeof todayFiguresAnswer>

/** GET /api/admin/today */
export const todayAnswer = withData(todayFiguresAnswer)
export type TodayAnswer = z.infer<typeof todayAnswer>
