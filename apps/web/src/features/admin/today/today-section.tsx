import { toCents } from '@quan/domain/money'
import { ORDER_STATUSES } from '@quan/domain/order-status'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Link } from 'react-router'
import { Price } from '../../../shared/ui/price'
import { useStatusLabel } from '../../../shared/ui/status-label'
import { formatDay, useLocaleTag } from '../restaurant-day'
import { useTodayFigures } from './api'
import './today.css'

/**
 * The day at a glance: orders by status, takings, bookings and messages waiting. Each figure
 * opens its section; the live stream asks for the figures again whenever an order changes.
 */
export function TodaySection() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const locale = useLocaleTag()
  const statusLabel = useStatusLabel()
  const today = useTodayFigures()
  const figures = today.data

  return (
    <section className="office-today" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('today.title')}</h2>
        {figures && <p>{formatDay(figures.day, locale)}</p>}
      </header>
      {today.isPending && <p aria-busy="true">{t('today.loading')}</p>}
      {today.error && (
        <p className="alert" role="alert">
          {t('today.error', { error: failureText(today.error) })}
        </p>
      )}
      {figures && (
        <div className="office-today__grid">
          <Figure to="?tab=orders" label={t('today.orders')} value={figures.orders.count} wide>
            <ul className="office-today__statuses">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={`?tab=orders&status=${encodeURIComponent(status)}`}>
                    {statusLabel(status)}: <strong>{figures.orders.byStatus[status] ?? 0}</strong>
                  </Link>
                </li>
              ))}
            </ul>
            {/* Issue 11 §1: only where pickup orders were taken, so a delivery shop sees SPEC's. */}
            {(figures.orders.byFulfilment?.pickup ?? 0) > 0 && (
              <p className="office-today__fulfilment">
                {t('today.byFulfilment', {
                  delivery: figures.orders.byFulfilment.delivery,
                  pickup: figures.orders.byFulfilment.pickup,
                })}
              </p>
            )}
            {/* Issue 24 §5: only on a day with orders at the tables. */}
            {(figures.orders.byFulfilment?.['dine-in'] ?? 0) > 0 && (
              <p className="office-today__fulfilment">
                {t('today.atTables', { count: figures.orders.byFulfilment['dine-in'] })}
              </p>
            )}
            {/* Issue 22 §1: only on a day with more than cash, so a cash shop sees SPEC's. */}
            {figures.orders.byPayment && (
              <p className="office-today__payments">
                {t('today.byPayment', figures.orders.byPayment)}
              </p>
            )}
          </Figure>
          {(figures.orders.paymentMismatches ?? 0) > 0 && (
            <Figure
              to="?tab=orders"
              label={t('today.paymentMismatches')}
              value={figures.orders.paymentMismatches}
              alert
            />
          )}
          <Figure
            to="?tab=orders"
            label={t('today.revenue')}
            value={<Price cents={toCents(figures.revenue)} />}
          />
          <Figure
            to="?tab=orders"
            label={t('today.paidRevenue')}
            value={<Price cents={toCents(figures.paidRevenue)} />}
          />
          {figures.discounts !== undefined && (
            <Figure
              to="?tab=promo"
              label={t('today.discounts')}
              value={<Price cents={toCents(figures.discounts)} />}
            />
          )}
          <Figure to="?tab=bookings" label={t('today.bookings')} value={figures.bookings.count} />
          <Figure to="?tab=bookings" label={t('today.covers')} value={figures.bookings.covers} />
          <Figure
            to="?tab=bookings"
            label={t('today.pendingBookings')}
            value={figures.bookings.pending}
            alert={figures.bookings.pending > 0}
          />
          <Figure
            to="?tab=messages"
            label={t('today.messages')}
            value={figures.messages.unhandled}
            alert={figures.messages.unhandled > 0}
          />
        </div>
      )}
    </section>
  )
}

interface FigureProps {
  to: string
  label: string
  value: ReactNode
  /** Something is waiting for the admin. */
  alert?: boolean
  wide?: boolean
  children?: ReactNode
}

function Figure({ to, label, value, alert, wide, children }: FigureProps) {
  return (
    <div
      className={`office-figure${alert ? ' office-figure--alert' : ''}${wide ? ' office-figure--wide' : ''}`}
    >
      <Link to={to} className="office-figure__link">
        <span className="office-figure__label">{label}</span>{' '}
        <strong className="office-figure__value">{value}</strong>
      </Link>
      {children}
    </div>
  )
}
