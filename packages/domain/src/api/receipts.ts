import { withData } from '../answers/common'
import { receiptShape } from '../receipt'
import { trackOrderBody } from '../requests/order'
import * as at from './addresses'
import { byId, declare } from './declare'

/** A receipt, for whoever holds the order's code and phone, as the track page's order is. */
export const orderReceipt = declare(at.orderReceipt, {
  body: trackOrderBody,
  answers: { 200: withData(receiptShape) },
})

export const adminOrderReceipt = declare(at.adminOrderReceipt, {
  params: byId,
  answers: { 200: withData(receiptShape) },
})
