import { z } from 'zod'
import { ALLERGENS } from '../allergens'
import { FULFILMENTS } from '../fulfilment'
import { ORDER_TYPES } from '../order-status'
import { PAYMENT_METHODS, PAYMENT_STATES, REFUND_STATES } from '../payments'
import { withData } from './common'

/** POST /api/order/place (201): what the guest needs to follow the order. */
export const placedOrderAnswer = z.object({
  success: z.literal(true),
  trackingCode: z.string(),
  message: z.string(),
  orderId: z.string(),
  amount: z.number(),
  /**
   * The delivery estimate when it was placed, in minutes (issue 11 §5): SPEC's 30-60, later
   * when the kitchen is busy. Absent only from a retry's answer stored before it was told.
   */
  estimate: z.object({ fromMinutes: z.number(), toMinutes: z.number() }).optional(),
  /** The promo code applied and what it took off, in euros (issue 11 §4); absent without one. */
  promoCode: z.string().optional(),
  discount: z.number().optional(),
  /** The chosen slot's start (issue 11 §2); null or absent: as soon as possible. */
  dueAt: z.string().nullable().optional(),
  /** How it is paid (issue 22 §1); absent from answers stored before payments existed: cash. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentState: z.enum(PAYMENT_STATES).optional(),
  /** Paid online: where to send the browser to pay (the provider's page). */
  paymentUrl: z.string().optional(),
})
export type PlacedOrder = z.infer<typeof placedOrderAnswer>

/** A chosen option of a line as sold, with its texts per language (issue 12 §1). */
export const chosenOptionAnswer = z.object({
  group: z.string(),
  groupVI: z.string(),
  groupEN: z.string(),
  groupSK: z.string(),
  code: z.string(),
  label: z.string(),
  labelVI: z.string(),
  labelEN: z.string(),
  labelSK: z.string(),
})

/** A line's dish name as sold, with its names per language (issue 12 §1); blank: `name`. */
const lineNames = {
  name: z.string(),
  nameVI: z.string(),
  nameEN: z.string(),
  nameSK: z.string(),
}

export const trackedItemAnswer = z.object({
  _id: z.string(),
  ...lineNames,
  price: z.number(),
  quantity: z.number(),
  selectedOptions: z.record(z.string(), z.string()).optional(),
  /** The chosen options with their texts, in the dish's order; empty without options. */
  choices: z.array(chosenOptionAnswer),
  /** The line's allergens as ordered (issue 12 §2); null when they were not stated. */
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
})

/** How an order is paid and where its payment stands (issue 22 §1). */
const paymentFields = {
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentState: z.enum(PAYMENT_STATES),
}

/** A refund of the order (issue 22 §1), in euros; the guest sees only those done. */
export const refundAnswer = z.object({
  _id: z.string(),
  amount: z.number(),
  state: z.enum(REFUND_STATES),
  reason: z.string().optional(),
  at: z.string(),
})
export type RefundView = z.infer<typeof refundAnswer>

/** What the track page shows, only to who holds both the code and the phone. */
export const trackedOrderAnswer = z.object({
  _id: z.string(),
  trackingCode: z.string(),
  customerInfo: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().optional(),
  }),
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** The promo code applied and what it took off (issue 11 §4): absent without one. */
  promoCode: z.string().optional(),
  discount: z.number().optional(),
  amount: z.number(),
  payment: z.boolean(),
  date: z.string(),
  status: z.string(),
  orderType: z.enum(ORDER_TYPES),
  /** Delivered or collected (issue 11 §1); a pickup's address fields are empty. */
  fulfilment: z.enum(FULFILMENTS),
  /**
   * The table a dine-in order is served at, as it was named when placed (issue 24 §5); null for
   * the others. Absent from answers of servers before it.
   */
  tableName: z.string().nullable().optional(),
  /** When it was promised for: the chosen slot's start (issue 11 §2); null: as soon as possible. */
  dueAt: z.string().nullable(),
  items: z.array(trackedItemAnswer),
  notes: z.string().optional(),
  cancelReason: z.string().optional(),
  ...paymentFields,
  /** Refunds, oldest first (issue 22 §1). */
  refunds: z.array(refundAnswer),
  /**
   * How late the restaurant has told the guest the order runs, in minutes, all its notices
   * added (issue 23 §1); 0 when on time. Absent from answers of servers before it.
   */
  lateMinutes: z.number().optional(),
})
export type TrackedOrder = z.infer<typeof trackedOrderAnswer>

/**
 * What a phone number alone may see (My orders, guest search): no name, address, e-mail, order
 * id or cancel reason, and the tracking code masked (`EK81····`).
 */
export const phoneOrderSummaryAnswer = z.object({
  trackingCode: z.string(),
  items: z.array(z.object({ ...lineNames, quantity: z.number() })),
  /** The dishes and the delivery fee, so the list adds the total up (issue 19 §2.2). */
  subtotal: z.number(),
  deliveryFee: z.number(),
  amount: z.number(),
  /** What a promo code took off, in euros (issue 11 §4): absent without one. */
  discount: z.number().optional(),
  status: z.string(),
  payment: z.boolean(),
  createdAt: z.string(),
  date: z.string(),
  /** Delivered or collected (issue 11 §1). */
  fulfilment: z.enum(FULFILMENTS),
  /** A dine-in order's table (issue 24 §5); null for the others. */
  tableName: z.string().nullable().optional(),
  /** The promised slot's start (issue 11 §2); null: as soon as possible. */
  dueAt: z.string().nullable(),
  ...paymentFields,
})
export type PhoneOrderSummary = z.infer<typeof phoneOrderSummaryAnswer>

/**
 * A line of a customer's own order as sold: the dish's id, what one cost and the choices made,
 * so "Order again" (issue 24 §3) can put it back as it was chosen.
 */
export const ownOrderLineAnswer = z.object({
  _id: z.string(),
  ...lineNames,
  price: z.number(),
  quantity: z.number(),
  selectedOptions: z.record(z.string(), z.string()).optional(),
  /** The chosen options with their texts as sold, to name one that is gone since. */
  choices: z.array(chosenOptionAnswer),
})
export type OwnOrderLine = z.infer<typeof ownOrderLineAnswer>

/** One line of a signed-in customer's own My orders: with its id and the cancel reason. */
export const orderSummaryAnswer = phoneOrderSummaryAnswer.extend({
  _id: z.string(),
  items: z.array(ownOrderLineAnswer),
  /** The promo code applied (issue 11 §4): the customer's own list only. */
  promoCode: z.string().optional(),
  /** The guest's note (issue 19 §2.1): the customer's own list only. */
  notes: z.string().optional(),
  cancelReason: z.string().optional(),
})
export type OrderSummary = z.infer<typeof orderSummaryAnswer>

/** POST /api/order/userorders: the signed-in customer's orders. */
export const userOrdersAnswer = z.object({
  success: z.literal(true),
  data: z.array(orderSummaryAnswer),
  message: z.string(),
})
export type UserOrdersAnswer = z.infer<typeof userOrdersAnswer>

/** POST /api/order/track: with the code, the one order; with the phone alone, summaries. */
export const orderLookupAnswer = z.object({
  success: z.literal(true),
  data: z.union([trackedOrderAnswer, z.array(phoneOrderSummaryAnswer)]),
})
export type OrderLookupAnswer = z.infer<typeof orderLookupAnswer>

/** POST /api/orders/track */
export const orderTrackedAnswer = withData(trackedOrderAnswer)
export type OrderTrackedAnswer = z.infer<typeof orderTrackedAnswer>

/** One change in an order's history: a move (from, to, reason) or a payment mark (paid). */
export const orderEventAnswer = z.object({
  _id: z.string(),
  at: z.string(),
  by: z.object({ _id: z.string().nullable(), name: z.string() }),
  from: z.string().nullable().optional(),
  to: z.string().optional(),
  paid: z.boolean().optional(),
  reason: z.string().optional(),
  /** A refund asked of the payment provider (issue 22 §1): its amount in euros and its end. */
  refund: z.object({ amount: z.number(), state: z.enum(REFUND_STATES) }).optional(),
  /** A late notice (issue 23 §1): the minutes it added. */
  late: z.number().optional(),
})
export type OrderEvent = z.infer<typeof orderEventAnswer>

/** An order as the back office sees it: the tracked order, its times and its history. */
export const adminOrderAnswer = trackedOrderAnswer.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(orderEventAnswer),
})
export type AdminOrder = z.infer<typeof adminOrderAnswer>

/** GET /api/admin/orders */
export const adminOrdersAnswer = z.object({
  success: z.literal(true),
  data: z.array(adminOrderAnswer),
})
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswer>

/** An order moved or marked paid. */
export const adminOrderChangedAnswer = withData(adminOrderAnswer)
export type AdminOrderChangedAnswer = z.infer<typeof adminOrderChangedAnswer>

/**
 * The event streams' content type: `event: order` messages whose data is one order as JSON (a
 * TrackedOrder on the track page, an AdminOrder on the board).
 */
export const EVENT_STREAM_TYPE = 'text/event-stream'
