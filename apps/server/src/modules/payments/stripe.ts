import type Stripe from 'stripe'
import type { StripeConfig } from '../../config'
import {
  RefundRefusedError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookReading,
} from './provider'

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem

/** Stripe Checkout speaks these of the shop's languages; others get Stripe's own choice. */
const STRIPE_LOCALES = { vi: 'vi', en: 'en', sk: 'sk' } as const

/**
 * Stripe through its official SDK, loaded only when the shop is configured for it (the import
 * is dynamic, and the SDK stays out of the server bundle: build.ts `external`). Only documented
 * endpoints and fields: Checkout Sessions create, retrieve and expire; Refunds create.
 */
export async function stripeProvider(config: StripeConfig): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe')
  const stripe = new StripeSdk(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Quan' },
  })

  return {
    name: 'stripe',

    async createCheckout(order, idempotencyKey): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems(order),
          client_reference_id: order.orderId,
          metadata: { order_id: order.orderId, tracking_code: order.trackingCode },
          payment_intent_data: { metadata: { order_id: order.orderId } },
          ...(order.email ? { customer_email: order.email } : {}),
          locale: STRIPE_LOCALES[order.language],
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
          expires_at: Math.floor(order.expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL')
      if (session.amount_total !== null && session.amount_total !== order.amountCents) {
        throw new Error(
          `Stripe totals the session ${session.amount_total} cents, the order is ${order.amountCents}`,
        )
      }
      return {
        redirectUrl: session.url,
        reference: session.id,
        expiresAt: new Date(session.expires_at * 1000),
      }
    },

    async readWebhook(rawBody, headers): Promise<WebhookReading> {
      const signature = headers['stripe-signature']
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookSignatureError('No Stripe-Signature header')
      }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message)
      }
      return readEvent(event)
    },

    async fetchStatus(reference): Promise<PaymentStatus> {
      const session = await stripe.checkout.sessions.retrieve(reference)
      return statusOf(session)
    },

    async cancelCheckout(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference)
      if (session.status === 'open') await stripe.checkout.sessions.expire(reference)
    },

    async refund(reference, amountCents, idempotencyKey) {
      let refund: Stripe.Refund
      try {
        const session = await stripe.checkout.sessions.retrieve(reference)
        const intent = session.payment_intent
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id
        if (!paymentIntent) throw new RefundRefusedError('The checkout has no payment to refund')
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents },
          { idempotencyKey },
        )
      } catch (error) {
        if (error instanceof RefundRefusedError) throw error
        // Stripe said no (already refunded, too much, a disputed charge). Anything else (no
        // answer, a lock, a 5xx) may still have gone through: it is asked again later.
        if (
          error instanceof StripeSdk.errors.StripeInvalidRequestError ||
          error instanceof StripeSdk.errors.StripeCardError
        ) {
          throw new RefundRefusedError(error.message)
        }
        throw error
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new RefundRefusedError(`Stripe says the refund ${refund.status}`)
      }
      return {
        reference: refund.id,
        state: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      }
    },
  }
}

/**
 * A line per order line, the delivery fee as its own line, and the discount taken off the
 * lines (Stripe's lines cannot be negative, and a coupon would be a second record to keep in
 * step): with a discount, each line is sold once at its whole amount less its share, named
 * "2 × Phở" and saying the code. The lines always add up to the server's total, to the cent.
 */
export function lineItems(order: CheckoutOrder): LineItem[] {
  const priced = [
    ...order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unitAmountCents,
    })),
    ...(order.deliveryFeeCents > 0
      ? [{ name: order.labels.deliveryFee, quantity: 1, unit: order.deliveryFeeCents }]
      : []),
  ]
  const item = (name: string, quantity: number, unit: number, description?: string): LineItem => ({
    quantity,
    price_data: {
      currency: order.currency,
      unit_amount: unit,
      product_data: { name, ...(description ? { description } : {}) },
    },
  })
  const gross = priced.reduce((sum, line) => sum + line.quantity * line.unit, 0)
  const discount = gross - order.amountCents
  if (discount <= 0) return priced.map((line) => item(line.name, line.quantity, line.unit))
  // Shares in proportion to each line's amount, rounded down, the cents left over taken from the
  // largest lines first: never more than a line's own amount.
  const totals = priced.map((line) => line.quantity * line.unit)
  const shares = totals.map((total) => Math.floor((total * discount) / gross))
  let left = discount - shares.reduce((sum, share) => sum + share, 0)
  const byAmount = totals
    .map((total, index) => ({ total, index }))
    .sort((a, b) => b.total - a.total)
  for (const { index } of byAmount) {
    if (left === 0) break
    if (totals[index]! - shares[index]! > 0) {
      shares[index]! += 1
      left -= 1
    }
  }
  const note = `${order.labels.discount}${order.promoCode ? ` ${order.promoCode}` : ''}`
  return priced.map((line, index) => {
    const share = shares[index]!
    const name = line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name
    return share > 0
      ? item(name, 1, totals[index]! - share, `${note}: -${(share / 100).toFixed(2)} EUR`)
      : item(name, 1, totals[index]!)
  })
}

function statusOf(session: Stripe.Checkout.Session): PaymentStatus {
  if (session.status === 'complete' && session.payment_status !== 'unpaid') {
    return { state: 'paid', amountCents: session.amount_total ?? 0 }
  }
  if (session.status === 'expired') return { state: 'expired' }
  return { state: 'open' }
}

/** A Stripe event as the seam reads it. */
function readEvent(event: Stripe.Event): WebhookReading {
  const base = { eventId: event.id, type: event.type }
  const object = event.data.object as { object?: string }
  if (object.object !== 'checkout.session') {
    return { ...base, kind: 'ignored', reference: null, orderId: null, amountCents: null }
  }
  const session = object as Stripe.Checkout.Session
  const about = {
    ...base,
    reference: session.id,
    orderId: session.client_reference_id ?? null,
    amountCents: session.amount_total ?? null,
  }
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes unpaid: its async_payment_* event follows.
      return { ...about, kind: session.payment_status === 'unpaid' ? 'ignored' : 'paid' }
    case 'checkout.session.async_payment_succeeded':
      return { ...about, kind: 'paid' }
    case 'checkout.session.async_payment_failed':
      return { ...about, kind: 'failed' }
    case 'checkout.session.expired':
      return { ...about, kind: 'expired' }
    default:
      return { ...about, kind: 'ignored' }
  }
}
