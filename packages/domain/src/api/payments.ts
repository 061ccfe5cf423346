import { adminOrderChangedAnswer } from '../answers/order'
import { paymentSettingsAnswer, webhookAnswer } from '../answers/shop'
import { paymentSettingsShape, refundBody } from '../payments'
import * as at from './addresses'
import { byId, declare } from './declare'

// Payments (issue 22 §1): the methods the restaurant offers, refunds, the provider's webhook.

export const paymentSettings = declare(at.paymentSettings, {
  answers: { 200: paymentSettingsAnswer },
})
export const savePaymentSettings = declare(at.savePaymentSettings, {
  body: paymentSettingsShape,
  answers: { 200: paymentSettingsAnswer },
})

export const refundOrder = declare(at.refundOrder, {
  params: byId,
  body: refundBody,
  answers: { 200: adminOrderChangedAnswer },
})

/**
 * Stripe's events, signed (`Stripe-Signature`): the body is read raw, as Stripe signed it, so it
 * declares no schema here.
 */
export const stripeWebhook = declare(at.stripeWebhook, { answers: { 200: webhookAnswer } })
