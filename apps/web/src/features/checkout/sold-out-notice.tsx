import { useTranslation } from 'react-i18next'
import type { CartLine } from '../../shared/cart/cart'
import { useLanguage } from '../../shared/i18n'
import { foodName } from '../../shared/menu/types'

/**
 * The lines of the cart the kitchen has run out of today (issue 12 §3), said before the order
 * is sent: the guest removes them, or waits for the next opening day.
 */
export function SoldOutNotice({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  if (lines.length === 0) return null
  return (
    <div className="alert checkout-sold-out" role="alert">
      <p>{t('soldOut.title')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{foodName(line.food, language)}</li>
        ))}
      </ul>
      <p>{t('soldOut.remove')}</p>
    </div>
  )
}
