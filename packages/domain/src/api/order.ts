import {
  orderLookupAnswer,
  orderTrackedAnswer,
  placedOrderAnswer,
  trackedOrderAnswer,
  userOrdersAnswer,
} from '../answers/order'
import { promoCheckAnswer } from '../answers/promo'
import { promoCheckBody } from '../promo-codes'
import {
  lookupOrdersBody,
  placeOrderBody,
  trackOrderBody,
  trackStreamQuery,
} from '../requests/order'
import * as at from './addresses'
import { declare, eventStream } from './declare'

// Ordering, and following an order: the checkout, the track page and My orders.

export const placeOrder = declare(at.placeOrder, {
  body: placeOrderBody,
  answers: { 201: placedOrderAnswer },
})

export const promoCheck = declare(at.promoCheck, {
  body: promoCheckBody,
  answers: { 200: promoCheckAnswer },
})

export const userOrders = declare(at.userOrders, { answers: { 200: userOrdersAnswer } })

export const lookupOrders = declare(at.lookupOrders, {
  body: lookupOrdersBody,
  answers: { 200: orderLookupAnswer },
})

export const trackOrder = declare(at.trackOrder, {
  body: trackOrderBody,
  answers: { 200: orderTrackedAnswer },
})

export const trackStream = declare(at.trackStream, {
  query: trackStreamQuery,
  answers: {
    200: eventStream(
      'Server-sent events: `event: order` with the TrackedOrder as JSON, now and at each change.',
    ),
  },
  events: { order: trackedOrderAnswer },
})
