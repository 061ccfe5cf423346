import { formatEuroCents } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import type { ShownQuote } from './use-delivery-quote'
import { useLanguage } from '../i18n'

/**
 * Why an order cannot go out as it is (issue 11 §3): outside every area, or under its area's
 * minimum; null when it can. Said before ordering, in the words the server's refusal has.
 */
export function useDeliveryBlock() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  return (quote: ShownQuote, postalCode: string): string | null => {
    if (quote.kind === 'outside') return t('delivery.outside', { code: postalCode.trim() })
    // With a promo code the minimum counts the food after it (issue 19 §1.6): adding dishes
    // brings less than their price closer, so the figures are told, not what to add.
    if (quote.kind === 'below-minimum' && quote.foodCents !== undefined) {
      return t('delivery.belowMinimumAfterDiscount', {
        food: formatEuroCents(quote.foodCents, language),
        minimum: formatEuroCents(quote.area.minimumCents, language),
      })
    }
    if (quote.kind === 'below-minimum') {
      return t('delivery.belowMinimum', { missing: formatEuroCents(quote.missingCents, language) })
    }
    return null
  }
}

/**
 * The fee, minimum and free-delivery threshold of the typed postal code's area, shown as soon as
 * it is typed. A default install (one area, €2 everywhere, no minimum) shows nothing new.
 */
export function DeliveryQuoteNote({
  quote,
  postalCode,
  id,
  pickupOffered = false,
}: {
  quote: ShownQuote
  postalCode: string
  id?: string
  /** Outside every area, pickup is told as the way to have the order (issue 11 §1). */
  pickupOffered?: boolean
}) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const block = useDeliveryBlock()(quote, postalCode)
  let text: string | null = null
  if (quote.kind === 'unknown') text = t('delivery.typeCode')
  else if (quote.kind !== 'outside') {
    const { area } = quote
    const parts = [
      area.minimumCents > 0 &&
        t('delivery.minimum', {
          name: area.name,
          minimum: formatEuroCents(area.minimumCents, language),
        }),
      area.freeFromCents !== null &&
        t('delivery.freeFrom', { amount: formatEuroCents(area.freeFromCents, language) }),
    ].filter(Boolean)
    text = parts.length > 0 ? parts.join(' ') : null
  }
  // Always there, so a screen reader hears the change as the code is typed.
  return (
    <div id={id} aria-live="polite" className="delivery-quote">
      {block && <p className="alert">{block}</p>}
      {quote.kind === 'outside' && pickupOffered && <p>{t('delivery.pickupInstead')}</p>}
      {text && <p className="text-soft">{text}</p>}
    </div>
  )
}
