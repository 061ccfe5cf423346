import { formatEuro } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { useDescribeSelection } from '../../shared/cart/describe-selection'
import { useLanguage } from '../../shared/i18n'
import { useFoods } from '../../shared/menu/queries'
import { foodName } from '../../shared/menu/types'
import { STATUS_LABEL_KEYS, StatusBadge } from '../../shared/ui/status-badge'
import type { TrackedOrder } from './api'

/**
 * SPEC §2 wants the order date in English long format with the time, in every language
 * ('November 22, 2026 at 14:05'); a 24-hour clock as the restaurant's customers read it.
 */
const orderDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
})

export function formatOrderDate(date: string) {
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? date : orderDate.format(parsed)
}

/**
 * One tracked order. It only renders what it is given, so a fresher copy of the order (a poll,
 * a pushed update) can simply be passed in again.
 */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation('track')
  const language = useLanguage()
  const describeSelection = useDescribeSelection()
  const foods = useFoods()
  const byId = new Map((foods.data ?? []).map((food) => [food._id, food]))
  const statusKey = STATUS_LABEL_KEYS[order.status]
  const address = [order.address.street, order.address.city, order.address.postalCode]
    .filter(Boolean)
    .join(', ')

  return (
    <article className="sheet track-result" aria-labelledby="track-result-title">
      <header className="track-result-head">
        <h2 id="track-result-title">{t('result.title')}</h2>
        <span className="track-status">
          <span className="visually-hidden">{t('result.status')}: </span>
          <StatusBadge status={order.status} label={statusKey ? t(statusKey) : order.status} />
        </span>
      </header>
      <dl className="track-facts">
        <div>
          <dt>{t('result.code')}</dt>
          <dd className="track-code">{order.trackingCode}</dd>
        </div>
        <div>
          <dt>{t('result.name')}</dt>
          <dd>{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt>{t('result.phone')}</dt>
          <dd>{order.customerInfo.phone}</dd>
        </div>
        {order.customerInfo.email && (
          <div>
            <dt>{t('result.email')}</dt>
            <dd>{order.customerInfo.email}</dd>
          </div>
        )}
        <div>
          <dt>{t('result.address')}</dt>
          <dd>{address}</dd>
        </div>
        <div>
          <dt>{t('result.total')}</dt>
          <dd>{formatEuro(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('result.payment')}</dt>
          <dd>{order.payment ? t('result.paid') : t('result.unpaid')}</dd>
        </div>
        <div>
          <dt>{t('result.date')}</dt>
          <dd>{formatOrderDate(order.date)}</dd>
        </div>
        <div>
          <dt>{t('result.type')}</dt>
          <dd>{order.orderType === 'registered' ? t('result.registered') : t('result.guest')}</dd>
        </div>
      </dl>
      <h3>{t('result.items')}</h3>
      <table className="track-items">
        <thead>
          <tr>
            <th scope="col">{t('result.item')}</th>
            <th scope="col">{t('result.price')}</th>
            <th scope="col">{t('result.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => {
            const food = item._id ? byId.get(item._id) : undefined
            const options = describeSelection(food, item.selectedOptions)
            return (
              <tr key={`${item._id ?? item.name}-${index}`}>
                <td>
                  {food ? foodName(food, language) : item.name}
                  {options && <span className="track-options">{options}</span>}
                </td>
                <td>{formatEuro(item.price)}</td>
                <td>{item.quantity}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {order.notes && (
        <>
          <h3>{t('result.notes')}</h3>
          <p className="track-notes">{order.notes}</p>
        </>
      )}
    </article>
  )
}
