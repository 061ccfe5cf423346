import { normalizeTrackingCode, phoneKey, TRACKING_CODE_PATTERN } from '@quan/domain'
import { restaurantCountry } from '../restaurant/country'
import type { ShopContext } from '../../context'
import { notFound } from '../../lib/errors'
import type { OrderSnapshot } from '../../live/events'
import {
  cancelReasonOf,
  groupLines,
  orderToPhoneSummary,
  orderToSummary,
  ownOrderLine,
  orderToTracked,
  refundsOf,
} from './mappers'
import {
  cancelMovesOf,
  findOrderByTrackingCode,
  linesOfOrders,
  ordersByPhoneKey,
  ordersOfUser,
  refundMovesOf,
} from './repo'

// What a guest reads of their orders: the track page, orders by phone, and My orders.

const ORDER_NOT_FOUND = 'Order not found'

/**
 * One order, for whoever holds both its code and its phone, in any of the phone's forms (their
 * keys are compared, issue 19 §1.2).
 */
export async function trackOrder(ctx: ShopContext, trackingCode: string, phone: string) {
  const code = normalizeTrackingCode(trackingCode)
  const order = TRACKING_CODE_PATTERN.test(code)
    ? await findOrderByTrackingCode(ctx.db, code)
    : undefined
  const key = phoneKey(phone, await restaurantCountry(ctx))
  if (!order || key === '' || order.phone_key !== key)
    throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND)
  const [lines, cancels, refunds] = await Promise.all([
    linesOfOrders(ctx.db, [order.id]),
    order.status === 'Cancelled' ? cancelMovesOf(ctx.db, [order.id]) : [],
    order.refunded_cents > 0 ? refundMovesOf(ctx.db, order.id) : [],
  ])
  return orderToTracked(order, lines, cancelReasonOf(order, cancels), refundsOf(refunds))
}

/** The order with this tracking code, as stored, for another module to check who may follow it. */
export async function orderByTrackingCode(ctx: ShopContext, trackingCode: string) {
  const code = normalizeTrackingCode(trackingCode)
  return TRACKING_CODE_PATTERN.test(code) ? findOrderByTrackingCode(ctx.db, code) : undefined
}

/** What the track page shows of an order that has just changed. */
export function trackedView({ row, lines, events }: OrderSnapshot) {
  return orderToTracked(row, lines, cancelReasonOf(row, events), refundsOf(events))
}

/**
 * Orders by phone alone: the summary only, never a name, address, e-mail, note, order id or
 * full tracking code (see orderToPhoneSummary).
 */
export async function ordersByPhone(ctx: ShopContext, phone: string) {
  const key = phoneKey(phone, await restaurantCountry(ctx))
  const orders = key === '' ? [] : await ordersByPhoneKey(ctx.db, key)
  if (orders.length === 0)
    throw notFound('NO_ORDERS_FOR_PHONE', 'No orders found for this phone number')
  const lines = groupLines(
    await linesOfOrders(
      ctx.db,
      orders.map((order) => order.id),
    ),
  )
  return orders.map((order) => orderToPhoneSummary(order, lines.get(order.id) ?? []))
}

/** A customer's own orders, with their notes; a cancelled one says why. */
export async function userOrders(ctx: ShopContext, userId: string) {
  const orders = await ordersOfUser(ctx.db, userId)
  const cancelled = orders.filter((order) => order.status === 'Cancelled').map((order) => order.id)
  const [lines, cancels] = await Promise.all([
    linesOfOrders(
      ctx.db,
      orders.map((order) => order.id),
    ).then(groupLines),
    cancelMovesOf(ctx.db, cancelled),
  ])
  return orders.map((order) => ({
    _id: order.id,
    ...(order.promo_code ? { promoCode: order.promo_code } : {}),
    ...orderToSummary(order, lines.get(order.id) ?? [], {
      cancelReason: cancelReasonOf(
        order,
        cancels.filter((move) => move.order_id === order.id),
      ),
    }),
    items: (lines.get(order.id) ?? []).map(ownOrderLine),
  }))
}
