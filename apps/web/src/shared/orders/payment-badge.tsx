import type { PaymentMethod, PaymentState } from '@quan/domain/payments'
import { useTranslation } from 'react-i18next'

interface PaymentBadgeProps {
  /** Absent on answers from before payments: cash at the door. */
  method?: PaymentMethod
  state?: PaymentState
}

/** The status badge's tones (status-badge.css): a payment of another amount stands out in red. */
const TONES: Record<PaymentState, string | undefined> = {
  none: undefined,
  awaiting: 'amber',
  paid: 'green',
  failed: 'red',
  expired: 'red',
  mismatch: 'red',
  partially_refunded: 'violet',
  refunded: 'violet',
}

/**
 * How an order is paid and where its payment stands (issue 22 §1), small: "Cash", "Online ·
 * paid", "Online · paid another amount: check with Stripe". Its texts are the track page's, so
 * the guest's pages and the back office say it alike.
 */
export function PaymentBadge({ method = 'cash', state = 'none' }: PaymentBadgeProps) {
  const { t } = useTranslation('track')
  return (
    <span className="status-badge" data-tone={TONES[state]} data-method={method} data-state={state}>
      {t(`payment.method.${method}`)}
      {state !== 'none' && <> · {t(`payment.state.${state}`)}</>}
    </span>
  )
}
