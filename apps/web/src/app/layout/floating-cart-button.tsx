import { formatEuroWhole } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { useCart } from '../../shared/cart/cart'
import { CartIcon } from './icons'
import { useLanguage } from '../../shared/i18n'

/**
 * The cart and the checkout: they show the cart with its exact total already, and on a phone
 * the button covered their controls (issue 19 §2.3).
 */
const CART_PAGES: readonly string[] = [paths.cart, paths.checkout]

/** SPEC §2: shown only while the cart holds items, with the count and the whole-euro total. */
export function FloatingCartButton() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  // '/cart/' is the cart too.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1')
  const { count, subtotalCents, openPopup, popupOpen } = useCart()
  if (count === 0 || popupOpen || CART_PAGES.includes(pathname)) return null
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
