import { formatEuroCents } from '@quan/domain/money'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSlotName } from '../../shared/orders/slot-name'
import type { Notice } from './use-order-placing'
import { useLanguage } from '../../shared/i18n'
import { announce } from '../../shared/ui/announcer'

/**
 * Why the order did not go: a sentence (with the nearest free slots to choose instead, when the
 * chosen one is full or gone), each price that moved and the new total, or a refused promo code
 * with the way to order without it.
 */
export function OrderNotice({
  notice,
  onChooseSlot,
  onDropPromo,
}: {
  notice: Notice | null
  onChooseSlot?: (dueAt: string) => void
  /** Goes on without a refused promo code. */
  onDropPromo?: () => void
}) {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  const slotName = useSlotName()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // A marked field has the focus and is in view: the notice must not scroll it away.
    if (notice && document.activeElement?.getAttribute('aria-invalid') !== 'true') {
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    }
  }, [notice])

  return (
    <div ref={ref} role="alert" className="checkout-notice">
      {notice?.kind === 'error' && <p className="alert">{notice.text}</p>}
      {notice?.kind === 'promo' && (
        <div className="alert checkout-promo-refused">
          <p>{notice.text}</p>
          {onDropPromo && (
            <button type="button" className="button button--ghost" onClick={onDropPromo}>
              {t('promo.withoutCode')}
            </button>
          )}
        </div>
      )}
      {notice?.kind === 'error' && notice.freeSlots && notice.freeSlots.length > 0 && (
        <div className="checkout-free-slots">
          <p>{t('later.freeSlots')}</p>
          <ul>
            {notice.freeSlots.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    onChooseSlot?.(slot)
                    // The select changes away from the focus, under this alert (issue 19 §4.5).
                    announce(t('later.chosen', { slot: slotName(slot) }))
                  }}
                >
                  {slotName(slot)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {notice?.kind === 'prices' && (
        <div className="alert checkout-prices">
          <p>
            <strong>{t('prices.title')}</strong>
          </p>
          {notice.changes.length > 0 && (
            <ul>
              {notice.changes.map((change) => (
                <li key={change.key}>
                  {t('prices.line', {
                    name: change.name,
                    price: formatEuroCents(change.newCents, language),
                    old: formatEuroCents(change.oldCents, language),
                  })}
                </li>
              ))}
            </ul>
          )}
          {notice.totalCents !== null && (
            <p>{t('prices.total', { total: formatEuroCents(notice.totalCents, language) })}</p>
          )}
          <p>{t('prices.again')}</p>
        </div>
      )}
    </div>
  )
}
