import type { PaymentMethod, PaymentState } from '@quan/domain/payments'
import { useTranslation } from 'react-i18next'
import './payment-badge.css'

interface PaymentBadgeProps {
  /** Absent on answers from before payments: cash at the door. */
  method?: PaymentMethod
  state?: PaymentState
}

/**
 * How an order is paid and where its payment stands (issue 22 §1), small: "Cash", "Online ·
 * paid", "Online · paid another amount: check with Stripe". Its texts are the track page's, so
 * the guest's pages and the back office say it alike.
 */
export function PaymentBadge({ method = 'cash', state = 'none' }: PaymentBadgeProps) {
  const { t } = useTranslation('track')
  return (
    <span className="payment-badge" data-method={method} data-state={state}>
      {t(`payment.method.${method}`)}
      {state !== 'none' && <> · {t(`payment.state.${state}`)}</>}
    </span>
  )
}
