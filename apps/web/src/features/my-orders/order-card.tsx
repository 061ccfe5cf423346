import { formatEuro } from '@quan/domain/money'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { useLanguage } from '../../shared/i18n'
import { textIn } from '@quan/domain/menu-texts'
import { formatOrderDay } from '../../shared/orders/order-date'
import type { TrackPrefill } from '../../shared/orders/last-order'
import { BowlIcon } from '../../shared/ui/bowl-icon'
import { useSlotName } from '../../shared/orders/slot-name'
import { statusLabelKey, StatusBadge } from '../../shared/ui/status-badge'
import type { ListedOrder } from './api'
import { PaymentBadge } from '../../shared/orders/payment-badge'
import { isReorderable, OrderAgain } from './order-again'

/**
 * One past order, with a way to its tracking page (the phone goes along when it is known). A
 * masked code (a list found by phone alone) opens nothing, so that card has no such way.
 */
export function OrderCard({
  order,
  phone,
  masked = false,
}: {
  order: ListedOrder
  phone?: string
  masked?: boolean
}) {
  const { t } = useTranslation('myOrders')
  const language = useLanguage()
  const statusKey = statusLabelKey(order.status, order.fulfilment)
  const slotName = useSlotName()
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
  const prefill: TrackPrefill = phone
    ? { code: order.trackingCode, phone }
    : { code: order.trackingCode }
  return (
    <li className="sheet orders-card">
      <span className="orders-icon">
        <BowlIcon size={28} />
      </span>
      <div className="orders-main">
        <p className="orders-items">
          {order.items
            .map((item) => `${textIn(item, 'name', language)} x ${item.quantity}`)
            .join(', ')}
        </p>
        <dl className="orders-facts">
          {/* Every line of the total, so it adds up (issue 19 §2.2); a pickup pays no fee. */}
          <div>
            <dt>{t('order.subtotal')}</dt>
            <dd>{formatEuro(order.subtotal, language)}</dd>
          </div>
          {order.fulfilment === 'delivery' && (
            <div>
              <dt>{t('order.deliveryFee')}</dt>
              <dd>
                {order.deliveryFee > 0 ? formatEuro(order.deliveryFee, language) : t('order.free')}
              </dd>
            </div>
          )}
          {order.discount !== undefined && (
            <div>
              <dt>{t('order.discount')}</dt>
              <dd>
                −{formatEuro(order.discount, language)}
                {'promoCode' in order && order.promoCode ? ` (${order.promoCode})` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('order.amount')}</dt>
            <dd>{formatEuro(order.amount, language)}</dd>
          </div>
          <div>
            <dt>{t('order.count')}</dt>
            <dd>{count}</dd>
          </div>
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatOrderDay('createdAt' in order ? order.createdAt : order.date, language)}</dd>
          </div>
          <div>
            <dt>{t('order.code')}</dt>
            <dd className="orders-code">{order.trackingCode}</dd>
          </div>
          {order.dueAt && (
            <div>
              <dt>{t('order.due')}</dt>
              <dd>{slotName(order.dueAt)}</dd>
            </div>
          )}
          {/* Said for a pickup only: a delivery reads as SPEC's list did. */}
          {order.fulfilment !== 'delivery' && (
            <div>
              <dt>{t('order.fulfilment')}</dt>
              <dd>
                {order.fulfilment === 'dine-in'
                  ? t('order.table', { table: order.tableName ?? '' })
                  : t('order.pickup')}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('order.status')}</dt>
            <dd>
              <StatusBadge status={order.status} label={statusKey ? t(statusKey) : order.status} />
            </dd>
          </div>
          {/* How it is paid (issue 22 §1). */}
          <div>
            <dt>{t('order.payment')}</dt>
            <dd>
              <PaymentBadge method={order.paymentMethod} state={order.paymentState} />
            </dd>
          </div>
          {/* Never in a list found by phone alone: the server sends none there. */}
          {'notes' in order && order.notes && (
            <div className="orders-notes">
              <dt>{t('order.notes')}</dt>
              <dd>{order.notes}</dd>
            </div>
          )}
        </dl>
        {order.status === 'Cancelled' && 'cancelReason' in order && order.cancelReason && (
          <p className="orders-cancel-reason">
            {t('order.cancelReason', { reason: order.cancelReason })}
          </p>
        )}
      </div>
      {!masked && (
        <Link
          className="button orders-track"
          to={`${paths.track}?code=${encodeURIComponent(order.trackingCode)}`}
          state={prefill}
          aria-label={t('order.trackLabel', { code: order.trackingCode })}
        >
          {t('order.track')}
        </Link>
      )}
      {/* Issue 24 §3: the lines back in the cart, as they were chosen. */}
      {isReorderable(order) && <OrderAgain order={order} />}
    </li>
  )
}
