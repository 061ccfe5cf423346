/**
 * An order placed to be paid online (issue 22 §1) whose payment is not confirmed yet: the cart
 * (and its promo code) stay until the success page sees the order paid, so that cancelling at
 * the provider brings the guest back to the checkout with the cart as it was.
 */
export const PENDING_PAYMENT_KEY = 'pendingOnlinePayment'

export interface PendingPayment {
  code: string
  phone: string
  /** Whether a promo code went with the order: it is forgotten once the order is paid. */
  promo: boolean
  /**
   * The cart as it was sent (cart key → quantity): a logged-in customer's cart lives on the
   * server, which empties it as the order is placed; back from a cancelled payment, the
   * checkout puts it back from here.
   */
  cart?: Record<string, number>
}

export function rememberPendingPayment(pending: PendingPayment) {
  localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending))
}

export function pendingPayment(): PendingPayment | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null') as unknown
    if (stored && typeof stored === 'object' && 'code' in stored && 'phone' in stored) {
      const { code, phone, promo, cart } = stored as Record<string, unknown>
      if (typeof code === 'string' && typeof phone === 'string')
        return {
          code,
          phone,
          promo: promo === true,
          ...(cart && typeof cart === 'object' ? { cart: cart as Record<string, number> } : {}),
        }
    }
  } catch {
    // Unreadable: as if none.
  }
  return null
}

export function forgetPendingPayment() {
  localStorage.removeItem(PENDING_PAYMENT_KEY)
}
