import { maskTrackingCode, toEuros } from '@quan/domain'
import type { Allergen, LineTexts, RefundView } from '@quan/domain'
import type { OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema'

/**
 * Why the restaurant cancelled the order, as it typed it: the reason of the last move to
 * Cancelled (events oldest first). Undefined for an order that is not cancelled.
 */
export function cancelReasonOf(
  order: OrderTable,
  events: Pick<OrderEventTable, 'to_status' | 'reason'>[],
): string | undefined {
  if (order.status !== 'Cancelled') return undefined
  const cancel = events.findLast((event) => event.to_status === 'Cancelled')
  return cancel?.reason ?? undefined
}

/**
 * What the track page shows: only for the one who has both the code and the phone; a cancelled
 * order says why (`cancelReason`).
 */
export function orderToTracked(
  order: OrderTable,
  lines: OrderLineTable[],
  cancelReason: string | undefined,
  /** The order's refunds as its history keeps them (refundsOf); none when not given. */
  refunds: RefundView[] = [],
) {
  return {
    _id: order.id,
    trackingCode: order.tracking_code,
    customerInfo: {
      name: `${order.first_name} ${order.last_name}`,
      phone: order.phone,
      ...(order.email ? { email: order.email } : {}),
    },
    address: {
      firstName: order.first_name,
      lastName: order.last_name,
      street: order.street,
      city: order.city,
      state: order.state,
      postalCode: order.zipcode,
      country: order.country,
    },
    subtotal: toEuros(order.subtotal_cents),
    deliveryFee: toEuros(order.delivery_fee_cents),
    ...promoOf(order),
    amount: toEuros(order.amount_cents),
    payment: order.payment === 1,
    date: order.created_at,
    status: order.status,
    orderType: order.order_type,
    fulfilment: order.fulfilment,
    // Only a dine-in order has a table (issue 24 §5): the others' answers stay as they were.
    ...(order.table_name ? { tableName: order.table_name } : {}),
    dueAt: order.due_at,
    items: lines.map(trackedItem),
    ...(order.notes ? { notes: order.notes } : {}),
    ...(cancelReason ? { cancelReason } : {}),
    ...paymentOf(order),
    refunds,
    lateMinutes: order.late_minutes,
  }
}

/** How the order is paid and where its payment stands (issue 22 §1). */
export function paymentOf(order: Pick<OrderTable, 'payment_method' | 'payment_state'>) {
  return { paymentMethod: order.payment_method, paymentState: order.payment_state }
}

/**
 * The refunds in an order's history (issue 22 §1), oldest first: those done only for the guest,
 * every one, refused too, for the back office.
 */
export function refundsOf(
  events: Pick<OrderEventTable, 'id' | 'at' | 'reason' | 'refund_cents' | 'refund_state'>[],
  { all = false } = {},
): RefundView[] {
  return events.flatMap((event) =>
    event.refund_cents == null || !event.refund_state
      ? []
      : all || event.refund_state === 'succeeded'
        ? [
            {
              _id: event.id,
              amount: toEuros(event.refund_cents),
              state: event.refund_state,
              ...(event.reason ? { reason: event.reason } : {}),
              at: event.at,
            },
          ]
        : [],
  )
}

/** A line as the track page and the board show it, with its texts as sold. */
function trackedItem(line: OrderLineTable) {
  const { choices, ...names } = textsOfLine(line)
  return {
    _id: line.food_id,
    name: line.name,
    ...names,
    price: toEuros(line.unit_price_cents),
    quantity: line.quantity,
    ...(line.options
      ? { selectedOptions: JSON.parse(line.options) as Record<string, string> }
      : {}),
    choices,
    allergens: line.allergens === null ? null : (JSON.parse(line.allergens) as Allergen[]),
  }
}

/**
 * A line of a customer's own My orders: the dish's id, what one cost and the choices made, so
 * "Order again" (issue 24 §3) can put it back as it was chosen. A phone alone gets only names.
 */
export function ownOrderLine(line: OrderLineTable) {
  return {
    _id: line.food_id,
    ...lineNamesOf(line),
    choices: textsOfLine(line).choices,
    price: toEuros(line.unit_price_cents),
    quantity: line.quantity,
    ...(line.options
      ? { selectedOptions: JSON.parse(line.options) as Record<string, string> }
      : {}),
  }
}

/**
 * What the My orders list shows: no name, address or e-mail, and every line of the total (issue
 * 19 §2.2). The cancel reason and the guest's note only where the caller may read the order (a
 * customer's own list): a phone alone gets neither, as the words may name the guest, their
 * address or their doorbell.
 */
export function orderToSummary(
  order: OrderTable,
  lines: OrderLineTable[],
  own?: { cancelReason: string | undefined },
) {
  const cancelReason = own?.cancelReason
  return {
    trackingCode: order.tracking_code,
    items: lines.map((line) => ({ ...lineNamesOf(line), quantity: line.quantity })),
    subtotal: toEuros(order.subtotal_cents),
    deliveryFee: toEuros(order.delivery_fee_cents),
    amount: toEuros(order.amount_cents),
    ...(order.promo_code ? { discount: toEuros(order.discount_cents) } : {}),
    status: order.status,
    payment: order.payment === 1,
    createdAt: order.created_at,
    date: order.created_at,
    fulfilment: order.fulfilment,
    // Only a dine-in order has a table (issue 24 §5): the others' answers stay as they were.
    ...(order.table_name ? { tableName: order.table_name } : {}),
    dueAt: order.due_at,
    ...(own && order.notes ? { notes: order.notes } : {}),
    ...(cancelReason ? { cancelReason } : {}),
    ...paymentOf(order),
  }
}

/**
 * What a phone number alone may see (My orders, guest search): the summary with the code masked,
 * so the list opens nothing; phone numbers are guessable. No order id either: nothing a guest
 * may call takes one (only the back office does, behind the admin token), so it would add
 * nothing but a handle on the order.
 */
export function orderToPhoneSummary(order: OrderTable, lines: OrderLineTable[]) {
  return { ...orderToSummary(order, lines), trackingCode: maskTrackingCode(order.tracking_code) }
}

/**
 * The line's texts as sold (issue 12 §1). Migration 0013 gave every older line its texts; a row
 * without them (written by an older instance during a rolling update) reads as its base name.
 */
export function textsOfLine(line: OrderLineTable): LineTexts {
  if (line.texts !== null) return JSON.parse(line.texts) as LineTexts
  const selection = line.options ? (JSON.parse(line.options) as Record<string, string>) : {}
  return {
    nameVI: '',
    nameEN: '',
    nameSK: '',
    choices: Object.entries(selection).map(([group, code]) => ({
      group,
      groupVI: '',
      groupEN: '',
      groupSK: '',
      code,
      label: code,
      labelVI: '',
      labelEN: '',
      labelSK: '',
    })),
  }
}

/** A line's dish name as sold, with its names per language. */
function lineNamesOf(line: OrderLineTable) {
  const { nameVI, nameEN, nameSK } = textsOfLine(line)
  return { name: line.name, nameVI, nameEN, nameSK }
}

/** The promo code of an order and what it took off (issue 11 §4); nothing without one. */
export function promoOf(order: Pick<OrderTable, 'promo_code' | 'discount_cents'>) {
  return order.promo_code
    ? { promoCode: order.promo_code, discount: toEuros(order.discount_cents) }
    : {}
}

export function groupLines(lines: OrderLineTable[]): Map<string, OrderLineTable[]> {
  const byOrder = new Map<string, OrderLineTable[]>()
  for (const line of lines) {
    const list = byOrder.get(line.order_id)
    if (list) list.push(line)
    else byOrder.set(line.order_id, [line])
  }
  return byOrder
}
