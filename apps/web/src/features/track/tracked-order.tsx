import { pickupEstimate, type DeliveryEstimate } from '@quan/domain/kitchen-pace'
import { lateEstimate, lateExpectedAt } from '@quan/domain/late-notice'
import type { TrackedOrder } from '@quan/domain/answers'
import { formatEuro } from '@quan/domain/money'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeChosen, textIn } from '@quan/domain/menu-texts'
import { useAllergenNames } from '../../shared/menu/allergen-list'
import { useLanguage } from '../../shared/i18n'
import { formatOrderDate } from '../../shared/orders/order-date'
import { useKitchenPace } from '../../shared/kitchen/kitchen-pause'
import { useRestaurant } from '../../shared/restaurant'
import { useSlotName } from '../../shared/orders/slot-name'
import { statusLabelKey, StatusBadge } from '../../shared/ui/status-badge'
import type { Liveness } from './use-order-stream'
import { PaymentBadge } from '../../shared/orders/payment-badge'

/** The orders still on their way, for which the delivery estimate is told. */
const STILL_COMING = new Set(['Pending', 'Preparing', 'Out for delivery'])

/** How long a status that has just changed stays highlighted. */
export const STATUS_HIGHLIGHT_MS = 4000

/**
 * The status the same order had before, when it has just changed: a fresher copy of the order
 * with another status. Another order (a new search) is no change.
 */
function useStatusChange(order: TrackedOrder) {
  const seen = useRef({ code: order.trackingCode, status: order.status })
  const [change, setChange] = useState<{ status: string; fresh: boolean } | null>(null)
  useEffect(() => {
    const before = seen.current
    seen.current = { code: order.trackingCode, status: order.status }
    if (before.code !== order.trackingCode) setChange(null)
    else if (before.status !== order.status) setChange({ status: order.status, fresh: true })
  }, [order.trackingCode, order.status])
  useEffect(() => {
    if (!change?.fresh) return
    const timer = window.setTimeout(
      () => setChange((current) => current && { ...current, fresh: false }),
      STATUS_HIGHLIGHT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [change])
  return change
}

/**
 * The restaurant's word that the order runs late (issue 23 §1), with when it is now expected:
 * its slot, or for an order as soon as possible the estimate counted from when it was placed,
 * moved by the minutes. The polite region is always there, so a notice that arrives live is
 * announced; the notice itself is a status, as a screen reader's user would look for it.
 */
function LateNotice({
  order,
  estimate,
}: {
  order: TrackedOrder
  estimate: DeliveryEstimate | undefined
}) {
  const { t } = useTranslation('track')
  const slotName = useSlotName()
  const minutes = order.lateMinutes ?? 0
  const shown = minutes > 0 && STILL_COMING.has(order.status)
  const expected =
    shown && (order.dueAt || estimate)
      ? lateExpectedAt(
          { date: order.date, dueAt: order.dueAt, lateMinutes: minutes },
          estimate ?? { fromMinutes: 0, toMinutes: 0 },
        )
      : undefined
  return (
    <div aria-live="polite">
      {shown && (
        <p role="status" className="alert track-late">
          {t('late.notice', { minutes })}
          {expected && <> {t('late.expected', { when: slotName(expected.toISOString()) })}</>}
        </p>
      )}
    </div>
  )
}

const LIVENESS_KEYS: Partial<Record<Liveness, string>> = {
  live: 'live.on',
  reconnecting: 'live.reconnecting',
  polling: 'live.polling',
}

/** Says how the page keeps up; nothing while the stream opens or once the order is done. */
function LiveIndicator({ liveness }: { liveness: Liveness }) {
  const { t } = useTranslation('track')
  const key = LIVENESS_KEYS[liveness]
  if (!key) return null
  return (
    <p className="track-live" data-liveness={liveness}>
      <span className="track-live-dot" aria-hidden="true" />
      {t(key)}
    </p>
  )
}

/**
 * One tracked order. It only renders what it is given, so a fresher copy of the order (a poll,
 * a pushed update) can simply be passed in again; a changed status is announced and highlighted.
 */
export function TrackedOrderView({
  order,
  liveness = 'done',
}: {
  order: TrackedOrder
  liveness?: Liveness
}) {
  const { t } = useTranslation('track')
  const allergenNames = useAllergenNames()
  const language = useLanguage()
  const change = useStatusChange(order)
  // Handed over at the restaurant: collected, or at a table (issue 24 §5).
  const pickup = order.fulfilment !== 'delivery'
  const table = order.fulfilment === 'dine-in' ? (order.tableName ?? '') : null
  // The restaurant's current estimate, as the server tells it (issue 11 §5); a pickup's is its
  // lead time, moved by the same busy delay (issue 19 §2.5).
  const pace = useKitchenPace().data
  const current =
    pace && (pickup ? pickupEstimate(pace.kitchen, pace.pickupLeadMinutes) : pace.kitchen.estimate)
  // A late order's estimate moves by the minutes the restaurant told (issue 23 §1).
  const estimate = current && lateEstimate(current, order.lateMinutes ?? 0)
  const slotName = useSlotName()
  const statusLabel = (status: string) => {
    const key = statusLabelKey(status, order.fulfilment)
    return key ? t(key) : status
  }
  // A pickup is collected at the restaurant: its address is the restaurant's (issue 11 §1), as
  // its owner set it up (issue 21 §1).
  const restaurant = useRestaurant().identity
  const address = pickup
    ? `${restaurant.name}, ${restaurant.address.street}, ${restaurant.address.postalCode} ${restaurant.address.city}`
    : [order.address.street, order.address.city, order.address.postalCode]
        .filter(Boolean)
        .join(', ')

  return (
    <article className="sheet track-result" aria-labelledby="track-result-title">
      <header className="track-result-head">
        <h2 id="track-result-title">{t('result.title')}</h2>
        <span className="track-status" data-changed={change?.fresh || undefined}>
          <span className="visually-hidden">{t('result.status')}: </span>
          <StatusBadge status={order.status} label={statusLabel(order.status)} />
        </span>
        <LiveIndicator liveness={liveness} />
      </header>
      <LateNotice order={order} estimate={current} />
      {order.status === 'Cancelled' && order.cancelReason && (
        <p className="track-cancel-reason">
          {t('result.cancelReason', { reason: order.cancelReason })}
        </p>
      )}
      {/* An order for later is promised its slot (issue 11 §2); one as soon as possible the
          restaurant's current estimate. */}
      {order.dueAt && order.status !== 'Cancelled' && (
        <p className="track-estimate">
          {t(pickup ? 'result.duePickup' : 'result.dueDelivery', { when: slotName(order.dueAt) })}
        </p>
      )}
      {!order.dueAt && STILL_COMING.has(order.status) && estimate && (
        <p className="track-estimate">
          {table !== null
            ? t('result.tableEstimate', { minutes: estimate.toMinutes })
            : pickup
              ? t('result.pickupEstimate', { minutes: estimate.toMinutes })
              : t('result.estimate', { from: estimate.fromMinutes, to: estimate.toMinutes })}
        </p>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {change && t('live.changed', { status: statusLabel(change.status) })}
      </p>
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
        {/* Said for a pickup only: a delivery reads as SPEC's track page did. */}
        {pickup && (
          <div>
            <dt>{t('result.fulfilment')}</dt>
            <dd>{table !== null ? t('result.table', { table }) : t('result.pickup')}</dd>
          </div>
        )}
        {table === null && (
          <div>
            <dt>{pickup ? t('result.pickupAt') : t('result.address')}</dt>
            <dd>{address}</dd>
          </div>
        )}
        {/* Every line of the total, so it adds up (issue 19 §2.2); a pickup pays no fee. */}
        <div>
          <dt>{t('result.subtotal')}</dt>
          <dd>{formatEuro(order.subtotal, language)}</dd>
        </div>
        {!pickup && (
          <div>
            <dt>{t('result.deliveryFee')}</dt>
            <dd>
              {order.deliveryFee > 0 ? formatEuro(order.deliveryFee, language) : t('result.free')}
            </dd>
          </div>
        )}
        {order.promoCode && order.discount !== undefined && (
          <div>
            <dt>{t('result.discount', { code: order.promoCode })}</dt>
            <dd>−{formatEuro(order.discount, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('result.total')}</dt>
          <dd>{formatEuro(order.amount, language)}</dd>
        </div>
        <div>
          <dt>{t('result.payment')}</dt>
          <dd>{order.payment ? t('result.paid') : t('result.unpaid')}</dd>
        </div>
        <div>
          <dt>{t('payment.label')}</dt>
          <dd>
            <PaymentBadge method={order.paymentMethod} state={order.paymentState} />
          </dd>
        </div>
        <div>
          <dt>{t('result.date')}</dt>
          <dd>{formatOrderDate(order.date, language)}</dd>
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
            const options = describeChosen(item.choices, language)
            return (
              <tr key={`${item._id}-${index}`}>
                <td>
                  {textIn(item, 'name', language)}
                  {options && <span className="track-options">{options}</span>}
                  <span className="track-allergens">
                    {item.allergens === null
                      ? t('result.allergensUnknown')
                      : item.allergens.length === 0
                        ? t('result.allergensNone')
                        : t('result.allergens', { allergens: allergenNames(item.allergens) })}
                  </span>
                </td>
                <td>{formatEuro(item.price, language)}</td>
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
      {/* Each refund the restaurant made (issue 22 §1), oldest first. */}
      {(order.refunds ?? []).length > 0 && (
        <>
          <h3>{t('payment.refunds')}</h3>
          <ul className="track-refunds">
            {order.refunds.map((refund) => (
              <li key={refund._id}>
                {refund.reason
                  ? t('payment.refundReason', {
                      amount: formatEuro(refund.amount, language),
                      reason: refund.reason,
                    })
                  : t('payment.refund', { amount: formatEuro(refund.amount, language) })}{' '}
                <span className="text-soft">{formatOrderDate(refund.at, language)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}
