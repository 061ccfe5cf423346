import { formatEuro, formatEuroCents } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'
import { refusalOf, useFailureText } from '../api/error-text'
import { useLanguage } from '../i18n'
import type { Language } from '../../i18n/languages'

/** Whether a refusal is about the promo code, so the guest may go on without it. */
export function isPromoRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body.code === 'string' &&
    error.body.code.startsWith('PROMO_CODE_')
  )
}

/**
 * A promo code's refusal in the reader's language: by its code, with the amount missing to a
 * minimum and the kind of order a code is for, which the bare code's text cannot name.
 */
export function usePromoRefusalText() {
  const { t } = useTranslation('common')
  const failureText = useFailureText()
  const language = useLanguage()
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const { code } = refusalOf(error)
      const { missing, fulfilment } = error.body
      if (code === 'PROMO_CODE_BELOW_MINIMUM' && typeof missing === 'number') {
        return t('promo.belowMinimum', { missing: formatEuro(missing, language) })
      }
      if (code === 'PROMO_CODE_WRONG_FULFILMENT' && fulfilment === 'pickup') {
        return t('promo.pickupOnly')
      }
      if (code === 'PROMO_CODE_WRONG_FULFILMENT' && fulfilment === 'delivery') {
        return t('promo.deliveryOnly')
      }
      if (code === 'PROMO_CODE_WRONG_FULFILMENT' && fulfilment === 'dine-in') {
        return t('promo.dineInOnly')
      }
    }
    return failureText(error)
  }
}

/** `−€2.50` (`−2,50 €` in Slovak and Vietnamese): a discount as the totals show it. */
export const minus = (cents: number, language: Language) => `−${formatEuroCents(cents, language)}`
