import type { AdminOrder, OrderEvent } from '@quan/domain/answers'
import { formatEuroCents, toCents } from '@quan/domain/money'
import { moveNeedsReason, nextStatuses, type OrderStatus } from '@quan/domain/order-status'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describeChosen, textIn } from '@quan/domain/menu-texts'
import { useLanguage } from '../../../shared/i18n'
import { Price } from '../../../shared/ui/price'
import { StatusBadge } from '../../../shared/ui/status-badge'
import { restaurantDay, restaurantTime, restaurantToday } from '../restaurant-day'
import { preparationStartOf, type LeadMinutes } from './due-time'
import { Button } from '../../../shared/ui/button'
import { useStatusLabel } from '../../../shared/ui/status-label'
import { phoneHref } from '../../../shared/restaurant'
import { CardMenu, MenuItem } from './order-card-menu'
import { OrderReceipt } from './order-receipt'
import { PaymentBadge } from '../../../shared/orders/payment-badge'
import { refundable } from './refunds'

interface OrderCardProps {
  order: AdminOrder
  zone: string
  /** Each fulfilment's lead time: an order for later is started this long before it is due. */
  lead: LeadMinutes
  /** Arrived on the stream and not acknowledged yet. */
  isNew: boolean
  busy: boolean
  /** The server's last refusal for this order, shown until the next action. */
  problem?: string
  /** What a menu action came to (the ticket sent to the printer): said on the card, politely. */
  notice?: string
  onMove(to: OrderStatus): void
  onCancel(): void
  onPayment(paid: boolean): void
  /** Refund part or the rest of an order paid online (issue 22 §1). */
  onRefund(): void
  onSeen(): void
  /**
   * More entries for the card's "More" menu (print the ticket, running late...): each one a
   * `MenuItem` from order-card-menu.tsx, which says how an item behaves.
   */
  moreActions?: ReactNode
}

/** One order as the kitchen and the rider need it, with the moves it may make next. */
export function OrderCard({
  order,
  zone,
  lead,
  isNew,
  busy,
  problem,
  notice,
  moreActions,
  ...actions
}: OrderCardProps) {
  const { t } = useTranslation('office')
  const language = useLanguage()
  const statusLabel = useStatusLabel()
  const moves = nextStatuses(order.status)
  // One press for the next step (issue 23 §1); any other move waits in "More".
  const [primary, ...otherMoves] = moves.filter((to) => !moveNeedsReason(to))
  const pickup = order.fulfilment === 'pickup'
  // At a table (issue 24 §5): the table is what the card says first about where it goes.
  const table = order.fulfilment === 'dine-in' ? (order.tableName ?? '') : null
  // A pickup's steps read 'Ready for pickup' and 'Picked up' (issue 11 §1).
  const label = (status: string) => statusLabel(status, order.fulfilment)
  // An order for later (issue 11 §2): when it is due, and when the kitchen should start on it.
  const prepStart = preparationStartOf(order, lead)
  const startNow =
    prepStart !== null && order.status === 'Pending' && Date.now() >= prepStart.getTime()
  const dueDay = order.dueAt ? restaurantDay(order.dueAt, zone) : ''
  const noteId = `order-note-${order._id}`
  const address = [order.address.street, `${order.address.postalCode} ${order.address.city}`.trim()]
    .filter(Boolean)
    .join(', ')

  return (
    <article
      className={`office-order${isNew ? ' office-order--new' : ''}`}
      aria-label={t('orders.card.label', { code: order.trackingCode })}
      data-status={order.status}
      data-fulfilment={order.fulfilment}
      data-scheduled={order.dueAt ? true : undefined}
      data-order={order._id}
      aria-describedby={order.notes ? noteId : undefined}
      // Takes the focus when the button that had it goes with a change (WCAG 2.4.3).
      tabIndex={-1}
    >
      <header className="office-order__head">
        <h3>{order.trackingCode}</h3>
        {isNew && <span className="office-flag">{t('orders.card.new')}</span>}
        {order.notes && (
          <span className="office-flag office-flag--note">{t('orders.card.hasNote')}</span>
        )}
        <time dateTime={order.createdAt} className="office-order__time">
          {restaurantTime(order.createdAt, zone)}
        </time>
        <span className={`office-fulfilment office-fulfilment--${order.fulfilment}`}>
          {table !== null
            ? t('orders.card.table', { table })
            : pickup
              ? t('orders.card.pickup')
              : t('orders.card.delivery')}
        </span>
        <StatusBadge status={order.status} label={label(order.status)} />
        <span className={`office-paid${order.payment ? ' office-paid--yes' : ''}`}>
          {order.payment ? t('orders.card.paid') : t('orders.card.unpaid')}
        </span>
        <PaymentBadge method={order.paymentMethod} state={order.paymentState} />
      </header>
      {/* Paid online of another amount: never accepted silently (issue 22 §1). */}
      {order.paymentState === 'mismatch' && (
        <p className="alert office-order__mismatch" role="note">
          {t('orders.payment.mismatch')}
        </p>
      )}

      {order.dueAt && prepStart && (
        <p className={`office-order__due${startNow ? ' office-order__due--now' : ''}`}>
          <strong>
            {t('orders.card.due', {
              time: restaurantTime(order.dueAt, zone),
              day:
                dueDay === restaurantToday(zone) ? t('orders.card.today') : formatShortDay(dueDay),
            })}
          </strong>{' '}
          {startNow
            ? t('orders.card.startNow')
            : t('orders.card.startAt', { time: restaurantTime(prepStart.toISOString(), zone) })}
        </p>
      )}

      {/* One line for the guest, the labels for screen readers only: the card stays short. */}
      <dl className="office-order__facts">
        <div>
          <dt className="visually-hidden">{t('orders.card.guest')}</dt>
          <dd>{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('orders.card.phone')}</dt>
          <dd>
            <a href={phoneHref(order.customerInfo.phone)}>{order.customerInfo.phone}</a>
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('orders.card.address')}</dt>
          <dd>
            {table !== null
              ? t('orders.card.servedAt', { table })
              : pickup
                ? t('orders.card.collects')
                : address}
          </dd>
        </div>
      </dl>

      {/* Before the dishes, where a cook reads first: it may be a severe allergy (issue 19 §2.1). */}
      {order.notes && (
        <p id={noteId} className="office-order__notes" role="note">
          <strong>{t('orders.card.notes')}:</strong> {order.notes}
        </p>
      )}

      <ul className="office-order__lines" aria-label={t('orders.card.lines')}>
        {order.items.map((item, index) => {
          const options = describeChosen(item.choices, language)
          return (
            <li key={`${item._id}-${index}`}>
              <span className="office-order__quantity">{item.quantity} ×</span>
              <span className="office-order__dish">
                {textIn(item, 'name', language)}
                {options && <small>{options}</small>}
              </span>
              <Price cents={toCents(item.price) * item.quantity} />
            </li>
          )
        })}
      </ul>
      {order.promoCode && order.discount !== undefined && (
        <p className="office-order__discount">
          <span>{t('orders.card.discount', { code: order.promoCode })}</span>
          <span>−{formatEuroCents(toCents(order.discount), language)}</span>
        </p>
      )}
      <p className="office-order__amount">
        <span>{t('orders.card.amount')}</span>
        <Price cents={toCents(order.amount)} />
      </p>

      {(order.refunds ?? []).length > 0 && (
        <ul className="office-order__refunds" aria-label={t('orders.payment.refunds')}>
          {order.refunds.map((refund) => (
            <li
              key={refund._id}
              data-state={refund.state}
              className={refund.state === 'refused' ? 'field-error' : undefined}
            >
              {t(`orders.payment.refund.${refund.state}`, {
                amount: formatEuroCents(toCents(refund.amount), language),
              })}
              {refund.reason && <> ({refund.reason})</>}{' '}
              <time dateTime={refund.at}>{restaurantTime(refund.at, zone)}</time>
            </li>
          ))}
        </ul>
      )}

      {order.events.length > 0 && (
        <details className="office-order__history">
          <summary>{t('orders.card.history', { count: order.events.length })}</summary>
          <ol>
            {order.events.map((event) => (
              <HistoryLine key={event._id} event={event} zone={zone} label={label} />
            ))}
          </ol>
        </details>
      )}

      {problem && (
        <p className="alert office-order__problem" role="alert">
          {problem}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}

      <div className="office-order__actions">
        {primary && (
          <Button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              if (!busy) actions.onMove(primary)
            }}
          >
            {t('orders.card.moveTo', { status: label(primary) })}
          </Button>
        )}
        <CardMenu label={t('orders.card.more')} onOpen={isNew ? actions.onSeen : undefined}>
          {otherMoves.map((to) => (
            <MenuItem key={to} disabled={busy} onSelect={() => actions.onMove(to)}>
              {t('orders.card.moveTo', { status: label(to) })}
            </MenuItem>
          ))}
          <MenuItem disabled={busy} onSelect={() => actions.onPayment(!order.payment)}>
            {order.payment ? t('orders.card.markUnpaid') : t('orders.card.markPaid')}
          </MenuItem>
          <OrderReceipt order={order} />
          {refundable(order) && (
            <MenuItem disabled={busy} onSelect={actions.onRefund}>
              {t('orders.payment.refundAction')}
            </MenuItem>
          )}
          {moreActions}
          {moves.some(moveNeedsReason) && (
            <MenuItem danger disabled={busy} onSelect={actions.onCancel}>
              {t('orders.card.cancel')}
            </MenuItem>
          )}
        </CardMenu>
      </div>
    </article>
  )
}

function HistoryLine({
  event,
  zone,
  label: statusLabel,
}: {
  event: OrderEvent
  zone: string
  /** The status as the order's fulfilment words it. */
  label(status: string): string
}) {
  const { t } = useTranslation('office')
  const language = useLanguage()
  const what =
    event.to !== undefined
      ? t('orders.history.move', {
          from: statusLabel(event.from ?? ''),
          to: statusLabel(event.to),
        })
      : event.late
        ? t('orders.history.late', { minutes: event.late })
        : event.refund
          ? t(`orders.payment.refund.${event.refund.state}`, {
              amount: formatEuroCents(toCents(event.refund.amount), language),
            })
          : event.paid
            ? t('orders.history.paid')
            : t('orders.history.unpaid')
  // A late notice's reason is its own words again ("late +15 min"): said once.
  const reason = event.late ? '' : event.reason
  return (
    <li>
      <time dateTime={event.at}>{restaurantTime(event.at, zone)}</time> {event.by.name}: {what}
      {reason && (
        <>
          {' '}
          <span className="office-order__reason">({t('orders.history.reason', { reason })})</span>
        </>
      )}
    </li>
  )
}

/** '26.11.': a day of the coming week, short enough for the card's head. */
function formatShortDay(day: string): string {
  const [, month, date] = day.split('-')
  return day ? `${Number(date)}.${Number(month)}.` : ''
}
