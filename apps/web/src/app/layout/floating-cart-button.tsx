import { formatEuroWhole } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { useCart } from '../../shared/cart/cart'
import { CartIcon } from './icons'
import { useLanguage } from '../../shared/i18n'

/** SPEC §2: shown only while the cart holds items, with the count and the whole-euro total. */
export function FloatingCartButton() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const { count, subtotalCents, openPopup, popupOpen } = useCart()
  if (count === 0 || popupOpen) return null
  const total = formatEuroWhole(subtotalCents / 100, language)
  return (
    <button
      type="button"
      className="floating-cart"
      aria-label={t('floatingCart.label', { count, total })}
      onClick={openPopup}
    >
      <span className="floating-cart__icon">
        <CartIcon />
        <span className="floating-cart__count">{count}</span>
      </span>
      <span className="floating-cart__total">{total}</span>
    </button>
  )
}
