import { z } from 'zod'
import { VALIDATION_CODES } from './error-codes'
import { multilineText, object, optionalText } from './requests/fields'

/**
 * How a guest pays (issue 22 §1): cash at the door or counter (SPEC's only way, the default),
 * a card at the door or counter, or online now through the payment provider (Stripe first).
 */
export const PAYMENT_METHODS = ['cash', 'card', 'online'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash'

/**
 * Where an order's payment stands. `none`: paid at the door or counter, as before; `awaiting`:
 * sent to the provider and not paid yet (not on the board); `paid`; `failed` and `expired`: never
 * paid, the order cancelled; `mismatch`: the provider reported a payment of another amount, for
 * the restaurant to look at; `partially_refunded` and `refunded` after a refund.
 */
export const PAYMENT_STATES = [
  'none',
  'awaiting',
  'paid',
  'failed',
  'expired',
  'mismatch',
  'partially_refunded',
  'refunded',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** The states of an online order that was never paid: neither the board nor the lists show it. */
export const UNPAID_ONLINE_STATES = ['awaiting', 'failed', 'expired'] as const

/** A refund's life: asked of the provider, done, or refused by it. */
export const REFUND_STATES = ['pending', 'succeeded', 'refused'] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** Which ways of paying the restaurant offers at the checkout (Settings, issue 22 §1). */
export interface PaymentSettings {
  cash: boolean
  card: boolean
  /** Offered only while a provider is configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  online: boolean
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { cash: true, card: false, online: false }

const onOff = z.boolean({ error: VALIDATION_CODES.paymentSwitchInvalid })

/** GET and PUT /api/admin/payments: every method at once; at least one stays on. */
export const paymentSettingsShape = z
  .object({ cash: onOff, card: onOff, online: onOff }, { error: VALIDATION_CODES.bodyNotObject })
  .strict()
  .refine((settings) => settings.cash || settings.card || settings.online, {
    error: VALIDATION_CODES.paymentMethodsEmpty,
  })

/** The methods a checkout offers now: those switched on, online only with a provider. */
export function offeredPaymentMethods(
  settings: PaymentSettings,
  providerConfigured: boolean,
): PaymentMethod[] {
  const offered = PAYMENT_METHODS.filter(
    (method) => settings[method] && (method !== 'online' || providerConfigured),
  )
  // A shop whose only method is online, with the provider gone, still takes orders: cash.
  return offered.length > 0 ? offered : [DEFAULT_PAYMENT_METHOD]
}

/** POST /api/admin/orders/:id/refunds: how much (euros; absent: all that is left) and why. */
export const refundBody = object({
  amount: z
    .number({ error: VALIDATION_CODES.refundAmountInvalid })
    .positive(VALIDATION_CODES.refundAmountInvalid)
    .max(100_000, VALIDATION_CODES.refundAmountInvalid)
    .optional(),
  reason: optionalText(500, VALIDATION_CODES.refundReasonTooLong, multilineText),
})
export type RefundBody = z.infer<typeof refundBody>
