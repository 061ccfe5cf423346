import type { TrackedOrder } from '@quan/domain/answers'
import type { PaymentState } from '@quan/domain/payments'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { useCart } from '../../shared/cart/cart'
import { forgetPendingPayment, pendingPayment } from '../../shared/orders/pending-payment'
import { forgetPromo } from '../../shared/promo/applied-promo'

/** Where a payment stands, as the guest back from the provider's page is told it. */
function outcomeOf(state: PaymentState): 'paid' | 'awaiting' | 'failed' | null {
  if (state === 'awaiting') return 'awaiting'
  if (state === 'failed' || state === 'expired') return 'failed'
  if (state === 'none') return null
  // Paid, of another amount (the restaurant sees to it), or refunded since: the money came.
  return 'paid'
}

/**
 * The success page after paying online (issue 22 §1, the provider's success_url): paid, or
 * waiting for the payment to be confirmed, as the order's stream tells it. Once the order this
 * device sent to pay is paid, its cart (and the promo code it used) are emptied; until then they
 * stay, so that a payment that never comes leaves the guest's cart as it was.
 */
export function PaymentReturn({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation('track')
  const { clear, ready } = useCart()
  const outcome = outcomeOf(order.paymentState)

  useEffect(() => {
    if ((outcome !== 'paid' && outcome !== 'failed') || !ready) return
    const pending = pendingPayment()
    if (!pending || pending.code !== order.trackingCode) return
    // Never paid: the order is gone, the cart and its code stay for the next try.
    if (outcome === 'paid') {
      clear()
      if (pending.promo) forgetPromo()
    }
    forgetPendingPayment()
  }, [outcome, ready, order.trackingCode, clear])

  if (order.paymentMethod !== 'online' || !outcome) return null
  return (
    // The shop's notices: green once paid, red when it failed, plain while it waits.
    <div
      role="status"
      className={{ paid: 'alert alert--success', failed: 'alert', awaiting: undefined }[outcome]}
    >
      <p>{t(`payment.return.${outcome}`)}</p>
      {outcome === 'failed' && (
        <Link className="button" to={paths.checkout}>
          {t('payment.return.backToCheckout')}
        </Link>
      )}
    </div>
  )
}
