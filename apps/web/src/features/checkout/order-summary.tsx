import { lineTotalCents } from '@quan/domain/cart'
import { useTranslation } from 'react-i18next'
import { cardImageUrl } from '../../config/paths'
import type { CartLine } from '../../shared/cart/cart'
import { minus } from '../../shared/promo/promo-text'
import { Price } from '../../shared/ui/price'
import { useLineName } from './line-name'
import { useLanguage } from '../../shared/i18n'

interface OrderSummaryProps {
  lines: CartLine[]
  /** False while the cart is still loading. */
  ready: boolean
  subtotalCents: number
  feeCents: number
  /** The applied promo code and what it takes off (issue 11 §4); null without one. */
  promo?: { code: string; discountCents: number } | null
  totalCents: number
  /** Collected at the restaurant: no delivery fee line (issue 11 §1). */
  pickup?: boolean
  /** At this table (issue 24 §5): said where the fee would be, and no fee. */
  table?: string
}

/**
 * What is ordered: each line with its picture and total, then subtotal, delivery fee, a promo
 * code's discount, total.
 */
export function OrderSummary({
  lines,
  ready,
  subtotalCents,
  feeCents,
  promo,
  totalCents,
  pickup = false,
  table,
}: OrderSummaryProps) {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  const lineName = useLineName()
  return (
    <>
      {!ready ? (
        <p className="text-soft">{t('summary.loading')}</p>
      ) : (
        <ul className="checkout-lines">
          {lines.map((line) => (
            <li key={line.key}>
              {cardImageUrl(line.image) ? (
                <img src={cardImageUrl(line.image)} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="checkout-thumb" aria-hidden="true" />
              )}
              <span>
                {lineName(line)}
                <span className="text-soft"> × {line.quantity}</span>
              </span>
              <Price cents={lineTotalCents(line.unitPriceCents, line.quantity)} />
            </li>
          ))}
        </ul>
      )}
      <dl className="sum-list">
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <Price cents={subtotalCents} />
          </dd>
        </div>
        {table !== undefined ? (
          <div>
            <dt>{t('table.summary', { table })}</dt>
            <dd>{t('table.noFee')}</dd>
          </div>
        ) : pickup ? (
          <div>
            <dt>{t('summary.pickup')}</dt>
            <dd>{t('summary.pickupFree')}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('summary.deliveryFee')}</dt>
            <dd>
              <Price cents={feeCents} />
            </dd>
          </div>
        )}
        {promo && promo.discountCents > 0 && (
          <div className="sum-list-discount">
            <dt>{t('summary.discount', { code: promo.code })}</dt>
            <dd>{minus(promo.discountCents, language)}</dd>
          </div>
        )}
        <div className="sum-list-total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <Price cents={totalCents} />
          </dd>
        </div>
      </dl>
    </>
  )
}
