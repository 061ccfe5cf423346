import type { Fulfilment } from '@quan/domain/fulfilment'
import type { PaymentMethod } from '@quan/domain/payments'
import type { DeliveryEstimate } from '@quan/domain/kitchen-pace'
import { formatEuroCents } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { minus } from '../../shared/promo/promo-text'
import { Modal } from '../../shared/ui/modal'
import { useSlotName } from '../../shared/orders/slot-name'
import { useLanguage } from '../../shared/i18n'
import { OrderNewsButton } from '../../shared/push/order-news-button'

export interface PlacedSummary {
  trackingCode: string
  phone: string
  /** The dishes and the delivery fee as placed: with the discount, the lines of the amount. */
  subtotalCents: number
  feeCents: number
  amountCents: number
  /** The estimate the server gave with the order (issue 11 §5); a pickup's is one figure. */
  estimate: DeliveryEstimate
  /** The promo code the server applied and what it took off (issue 11 §4). */
  promoCode?: string
  discountCents?: number
  /** A pickup is told when it is ready rather than when it arrives (issue 11 §1). */
  fulfilment?: Fulfilment
  /** The promised slot's start (issue 11 §2); null: as soon as possible. */
  dueAt?: string | null
  /** Paid by card at the door or counter (issue 22 §1): said; cash reads as before. */
  paymentMethod?: PaymentMethod
}

interface SuccessPopupProps {
  placed: PlacedSummary
  onTrack(): void
  onHome(): void
  onClose(): void
}

/** The order went through: the tracking code and phone to keep, the amount, what happens next. */
export function SuccessPopup({ placed, onTrack, onHome, onClose }: SuccessPopupProps) {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  const slotName = useSlotName()
  // Handed over at the restaurant: collected, or brought to a table (issue 24 §5).
  const pickup = placed.fulfilment !== undefined && placed.fulfilment !== 'delivery'
  const atTable = placed.fulfilment === 'dine-in'
  return (
    <Modal label={t('success.title')} onClose={onClose} className="checkout-success">
      <button
        type="button"
        className="round-button checkout-success-close"
        onClick={onClose}
        aria-label={t('success.close')}
      >
        ×
      </button>
      <div className="checkout-success-body">
        <svg
          className="checkout-success-icon"
          viewBox="0 0 64 64"
          width="72"
          height="72"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="8" cy="14" r="3" fill="#e8a33d" />
          <circle cx="57" cy="10" r="2.5" fill="var(--brand)" />
          <circle cx="58" cy="50" r="3" fill="#e8a33d" />
          <circle cx="6" cy="48" r="2.5" fill="var(--brand)" />
          <circle cx="32" cy="32" r="22" fill="#2f6b3c" />
          <path
            d="M21 33l8 8 15-17"
            fill="none"
            stroke="#fff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2>{t('success.title')}</h2>
        <p>{t('success.message')}</p>
        <p className="checkout-success-eta">
          {placed.dueAt
            ? t(pickup ? 'success.duePickup' : 'success.dueDelivery', {
                when: slotName(placed.dueAt),
              })
            : atTable
              ? t('success.table', { minutes: placed.estimate.toMinutes })
              : pickup
                ? t('success.pickup', { minutes: placed.estimate.toMinutes })
                : t('success.delivery', {
                    from: placed.estimate.fromMinutes,
                    to: placed.estimate.toMinutes,
                  })}
        </p>
        <dl className="checkout-success-facts">
          <div>
            <dt>{t('success.code')}</dt>
            <dd className="checkout-code">{placed.trackingCode}</dd>
          </div>
          <div>
            <dt>{t('success.phone')}</dt>
            <dd>{placed.phone}</dd>
          </div>
          {/* Every line of the amount, so it adds up (issue 19 §2.2). */}
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd>{formatEuroCents(placed.subtotalCents, language)}</dd>
          </div>
          <div>
            <dt>
              {atTable
                ? t('success.atTable')
                : pickup
                  ? t('summary.pickup')
                  : t('summary.deliveryFee')}
            </dt>
            <dd>{pickup ? t('summary.pickupFree') : formatEuroCents(placed.feeCents, language)}</dd>
          </div>
          {placed.promoCode && placed.discountCents !== undefined && (
            <div>
              <dt>{t('success.discount', { code: placed.promoCode })}</dt>
              <dd>{minus(placed.discountCents, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t('success.amount')}</dt>
            <dd>{formatEuroCents(placed.amountCents, language)}</dd>
          </div>
        </dl>
        {placed.paymentMethod === 'card' && (
          <p>{t(`payment.only.card.${pickup ? 'pickup' : 'delivery'}`)}</p>
        )}
        <p className="text-soft">{t('success.keep')}</p>
        <OrderNewsButton trackingCode={placed.trackingCode} phone={placed.phone} />
        <div className="checkout-success-actions">
          <button type="button" className="button" onClick={onTrack}>
            {t('success.track')}
          </button>
          <button type="button" className="button button--ghost" onClick={onHome}>
            {t('success.home')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
