import { z } from 'zod'
import { adminOrderAnswer, adminOrderChangedAnswer, adminOrdersAnswer } from '../answers/order'
import { withData } from '../answers/common'
import { todayAnswer } from '../answers/shop'
import {
  adminOrdersQuery,
  adminTodayQuery,
  orderPaymentBody,
  orderStatusBody,
} from '../requests/admin-orders'
import * as at from './addresses'
import { byId, declare, eventStream } from './declare'

// The back office's day: its figures, the orders board and its live stream.

export const today = declare(at.today, { query: adminTodayQuery, answers: { 200: todayAnswer } })

export const adminOrders = declare(at.adminOrders, {
  query: adminOrdersQuery,
  answers: { 200: adminOrdersAnswer },
})

export const adminOrdersStream = declare(at.adminOrdersStream, {
  query: z.object({ token: z.string().optional().describe('The admin token, for EventSource') }),
  answers: {
    200: eventStream(
      'Server-sent events: `event: order` with an AdminOrder as JSON at each new or changed order.',
    ),
  },
  events: { order: adminOrderAnswer },
})

/** One order by its id, on the board or not: for its kitchen ticket (issue 23 §2). */
export const adminOrder = declare(at.adminOrder, {
  params: byId,
  answers: { 200: withData(adminOrderAnswer) },
})

export const orderStatus = declare(at.orderStatus, {
  params: byId,
  body: orderStatusBody,
  answers: { 200: adminOrderChangedAnswer },
})

export const orderPayment = declare(at.orderPayment, {
  params: byId,
  body: orderPaymentBody,
  answers: { 200: adminOrderChangedAnswer },
})
