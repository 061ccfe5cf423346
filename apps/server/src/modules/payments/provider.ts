import type { Language } from '../../lib/language'

/**
 * The payment seam (issue 22 §1), shaped as Medusa's payment providers and Vendure's payment
 * handlers are: the order rules call these five, and never see the provider behind them. Stripe
 * is the first (stripe.ts); a second (Mollie, say) is one more file answering the same calls.
 * Money is in cents, always the server's own figures.
 */
export interface PaymentProvider {
  /** Its name as stored with each order and event: 'stripe'. */
  readonly name: string
  /** A hosted checkout for the order, created once per idempotency key. */
  createCheckout(order: CheckoutOrder, idempotencyKey: string): Promise<Checkout>
  /**
   * A webhook's body as it came (raw bytes) and its headers: what it says, once its signature
   * holds. A bad or missing signature throws WebhookSignatureError.
   */
  readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookReading>
  /** Where the checkout stands now: asked before an unpaid order is let go. */
  fetchStatus(reference: string): Promise<PaymentStatus>
  /** Ends an open checkout, so that nobody pays after the shop let the order go. */
  cancelCheckout(reference: string): Promise<void>
  /** Refunds part or all of what was paid; a refusal throws RefundRefusedError. */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundDone>
}

/** What the provider is told of an order: the server's own lines and total, in cents. */
export interface CheckoutOrder {
  orderId: string
  trackingCode: string
  /** The server's total, exactly what is charged. */
  amountCents: number
  currency: 'eur'
  /** The guest's language: the lines are named in it, and the provider's page speaks it. */
  language: Language
  email: string | null
  /** Each order line, its dish named in the guest's language with its options. */
  lines: { name: string; quantity: number; unitAmountCents: number }[]
  deliveryFeeCents: number
  discountCents: number
  promoCode: string | null
  /** Words the provider shows for the fee and the discount, in the guest's language. */
  labels: { deliveryFee: string; discount: string }
  /** Where the browser comes back to, paid or not. */
  successUrl: string
  cancelUrl: string
  /** After this the checkout can no longer be paid. */
  expiresAt: Date
}

export interface Checkout {
  redirectUrl: string
  reference: string
  expiresAt: Date
}

export type WebhookKind = 'paid' | 'failed' | 'expired' | 'refunded' | 'ignored'

export interface WebhookReading {
  kind: WebhookKind
  /** The checkout's reference (as createCheckout returned it); null when the event names none. */
  reference: string | null
  /** The order's id as the checkout was given it, to match with the reference. */
  orderId: string | null
  /** What the provider says was paid (or refunded), in cents. */
  amountCents: number | null
  /** The provider's id of the event: each is processed once. */
  eventId: string
  /** The provider's own name of the event, kept with it. */
  type: string
}

export type PaymentStatus =
  | { state: 'open' }
  | { state: 'paid'; amountCents: number }
  | { state: 'expired' }
  | { state: 'failed' }

export interface RefundDone {
  reference: string
  state: 'succeeded' | 'pending'
}

export class WebhookSignatureError extends Error {}

export class RefundRefusedError extends Error {}
