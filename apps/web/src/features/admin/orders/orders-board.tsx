import type { AdminOrder } from '@quan/domain/answers'
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '@quan/domain/order-status'
import { useId, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { cardTargets, focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'
import { useStatusLabel } from '../../../shared/ui/status-label'
import { ReasonDialog } from '../reason-dialog'
import { isDay, restaurantToday, useRestaurantZone } from '../restaurant-day'
import { useChangeOrder, useOrders, type OrderChange } from './api'
import { byDueTime, useLeadMinutes } from './due-time'
import { KitchenPaceControl } from './kitchen-pace-control'
import { useLiveOrders } from './live-orders'
import { OrderCard } from './order-card'
import { RefundDialog } from './refund-dialog'
import { leftToRefundCents, refundable, useRefundOrder } from './refunds'
import { formatEuroCents } from '@quan/domain/money'
import { useLanguage } from '../../../shared/i18n'
import './orders.css'

type Outcome = { ok: true } | { ok: false; conflict: boolean; message: string }

/**
 * The day's orders by status (SPEC back office): filters in the address (?status=&day=), kept
 * live by the back office's stream, with each order's next moves, cancel with a reason and the
 * payment mark. A refused move (409: someone else moved it first) says why and reloads.
 * `soldOutStrip` is the menu's (admin/menu), which the back office passes in.
 */
export function OrdersBoard({ soldOutStrip }: { soldOutStrip: ReactNode }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const errorText = useErrorText()
  const statusLabel = useStatusLabel()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const zone = useRestaurantZone()
  const today = restaurantToday(zone)
  const statusParam = params.get('status')
  const status: OrderStatus | '' = isOrderStatus(statusParam) ? statusParam : ''
  const dayParam = params.get('day')
  // Today travels as no day at all: the server's own today, whatever the clock of this phone.
  const day = isDay(dayParam) && dayParam !== today ? dayParam : ''
  const orders = useOrders({ status, day })
  const lead = useLeadMinutes()
  const live = useLiveOrders()
  const changing = useChangeOrder({ zone, today })
  // The order whose change is on its way: its buttons wait.
  const busy = changing.isPending ? changing.variables.id : null
  const afterRender = useFocusAfterRender()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null)
  const [cancelError, setCancelError] = useState('')
  // Issue 22 §1: refunds of orders paid online, from the card or with a cancel.
  const language = useLanguage()
  const refunding = useRefundOrder({ zone, today })
  const [refundOf, setRefundOf] = useState<AdminOrder | null>(null)
  const [refundError, setRefundError] = useState<{ text: string; detail?: string } | null>(null)
  const [refundInFull, setRefundInFull] = useState(false)

  const unseen = new Set(live.unseen)

  function setFilter(name: 'status' | 'day', value: string) {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }

  const setProblem = (orderId: string, message: string) =>
    setProblems((all) => {
      const next = { ...all }
      if (message) next[orderId] = message
      else delete next[orderId]
      return next
    })

  /** Runs one action on an order; its answer is the order as it now is. */
  async function run(order: AdminOrder, change: OrderChange): Promise<Outcome> {
    setProblem(order._id, '')
    try {
      // useChangeOrder puts the answer into the lists, or reloads them on a 409.
      await changing.mutateAsync({ id: order._id, change })
      live.markSeen(order._id)
      return { ok: true }
    } catch (caught) {
      const conflict = caught instanceof ApiError && caught.status === 409
      const message =
        caught instanceof ApiError && !caught.isNetwork
          ? errorText(refusalOf(caught)) || caught.message
          : t('orders.errors.network', { error: (caught as Error).message })
      return { ok: false, conflict, message }
    }
  }

  async function act(order: AdminOrder, change: OrderChange) {
    const outcome = await run(order, change)
    if (!outcome.ok) setProblem(order._id, outcome.message)
    // A moved order's card goes to another column and takes the focused button with it:
    // focus follows it there (WCAG 2.4.3).
    else afterRender(() => focusFirst(...cardTargets('data-order', order._id)))
  }

  /** A refusal in words, with what the server said (the provider's reason), never hidden. */
  function refundProblem(caught: unknown): { text: string; detail?: string } {
    if (caught instanceof ApiError && !caught.isNetwork) {
      const refusal = refusalOf(caught)
      return { text: errorText(refusal) || caught.message, detail: refusal.message }
    }
    return { text: t('orders.errors.network', { error: (caught as Error).message }) }
  }

  async function refund(order: AdminOrder, body: { amount?: number; reason?: string }) {
    setProblem(order._id, '')
    try {
      await refunding.mutateAsync({ id: order._id, body })
      return null
    } catch (caught) {
      return refundProblem(caught)
    }
  }

  async function confirmRefund(body: { amount: number; reason?: string }) {
    if (!refundOf) return
    const order = refundOf
    setRefundError(null)
    const problem = await refund(order, body)
    if (problem) setRefundError(problem)
    else {
      setRefundOf(null)
      afterRender(() => focusFirst(...cardTargets('data-order', order._id)))
    }
  }

  /** A 409 closes the dialog and shows on the reloaded card; other refusals keep the reason. */
  async function confirmCancel(reason: string) {
    if (!cancelling) return
    const order = cancelling
    setCancelError('')
    const outcome = await run(order, { status: 'Cancelled', reason })
    if (outcome.ok) {
      setCancelling(null)
      // Cancelled, then refunded in full when asked: a refusal stays on the card.
      if (refundInFull && refundable(order)) {
        const problem = await refund(order, { reason })
        if (problem)
          setProblem(
            order._id,
            [problem.text, problem.detail]
              .filter((text, index, all) => text && all.indexOf(text) === index)
              .join(' '),
          )
      }
    } else if (outcome.conflict) {
      setProblem(order._id, outcome.message)
      setCancelling(null)
    } else {
      setCancelError(outcome.message)
    }
  }

  const columns = status ? [status] : ORDER_STATUSES
  // A column holding pickups says their word for the step too (issue 11 §1).
  const withPickups = (orders.data ?? []).some((order) => order.fulfilment === 'pickup')
  const columnTitle = (column: OrderStatus) => {
    const delivery = statusLabel(column)
    const pickup = statusLabel(column, 'pickup')
    return withPickups && pickup !== delivery ? `${delivery} / ${pickup}` : delivery
  }
  const list = orders.data ?? []
  const shownDay = day || today

  return (
    <section className="office-orders" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('orders.title')}</h2>
        {live.unseen.length > 0 && (
          <p className="office-orders__unseen">
            <span>{t('orders.unseen', { count: live.unseen.length })}</span>
            <button type="button" className="button button--ghost" onClick={live.markAllSeen}>
              {t('orders.seenAll')}
            </button>
          </p>
        )}
      </header>

      <KitchenPaceControl />
      {soldOutStrip}

      <form className="office-filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('orders.filters.status')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setFilter('status', event.currentTarget.value)}
          >
            <option value="">{t('orders.filters.allStatuses')}</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-day`}>{t('orders.filters.day')}</label>
          <input
            id={`${id}-day`}
            type="date"
            value={shownDay}
            max={today}
            onChange={(event) => {
              const value = event.currentTarget.value
              setFilter('day', isDay(value) && value !== today ? value : '')
            }}
          />
        </div>
        {day && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setFilter('day', '')}
          >
            {t('orders.filters.today')}
          </button>
        )}
      </form>

      {orders.isPending && <p aria-busy="true">{t('orders.loading')}</p>}
      {orders.error && (
        <p className="alert" role="alert">
          {t('orders.errors.load', { error: failureText(orders.error) })}
        </p>
      )}
      {orders.data && list.length === 0 && <p>{t('orders.empty')}</p>}

      {list.length > 0 && (
        <div
          className="office-board"
          data-columns={columns.length}
          style={{ '--columns': columns.length } as CSSProperties}
        >
          {columns.map((column) => {
            // The soonest due first (issue 11 §2): an order for later waits for its time.
            const inColumn = list.filter((order) => order.status === column).sort(byDueTime(lead))
            const columnId = `${id}-${column.replace(/\s+/g, '-')}`
            return (
              <section
                key={column}
                className="office-board__column"
                data-status={column}
                aria-labelledby={columnId}
              >
                <h3 id={columnId} className="office-board__title">
                  {columnTitle(column)} <span className="office-count">{inColumn.length}</span>
                </h3>
                {inColumn.length === 0 ? (
                  <p className="office-board__empty">{t('orders.emptyColumn')}</p>
                ) : (
                  <ul className="office-board__list">
                    {inColumn.map((order) => (
                      <li key={order._id}>
                        <OrderCard
                          order={order}
                          zone={zone}
                          lead={lead}
                          isNew={unseen.has(order._id)}
                          busy={busy === order._id}
                          problem={problems[order._id]}
                          onMove={(to) => void act(order, { status: to })}
                          onCancel={() => {
                            setCancelError('')
                            setRefundInFull(refundable(order))
                            setCancelling(order)
                          }}
                          onRefund={() => {
                            setRefundError(null)
                            setRefundOf(order)
                          }}
                          onPayment={(paid) => void act(order, { paid })}
                          onSeen={() => live.markSeen(order._id)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        </div>
      )}

      {cancelling && (
        <ReasonDialog
          title={t('orders.cancel.title', { code: cancelling.trackingCode })}
          message={t('orders.cancel.message')}
          reasonLabel={t('orders.cancel.reason')}
          requiredMessage={t('orders.cancel.reasonRequired')}
          confirmLabel={t('orders.cancel.confirm')}
          busyLabel={t('orders.cancel.busy')}
          cancelLabel={t('orders.cancel.keep')}
          busy={busy === cancelling._id || refunding.isPending}
          returnFocus={cardTargets('data-order', cancelling._id)}
          error={cancelError}
          onConfirm={(reason) => void confirmCancel(reason)}
          onCancel={() => setCancelling(null)}
        >
          {refundable(cancelling) && (
            <label className="office-refund-choice">
              <input
                type="checkbox"
                checked={refundInFull}
                onChange={(event) => setRefundInFull(event.currentTarget.checked)}
              />
              {t('orders.payment.refundInFull', {
                amount: formatEuroCents(leftToRefundCents(cancelling), language),
              })}
            </label>
          )}
        </ReasonDialog>
      )}
      {refundOf && (
        <RefundDialog
          order={refundOf}
          busy={refunding.isPending}
          returnFocus={cardTargets('data-order', refundOf._id)}
          error={refundError ?? undefined}
          onConfirm={(body) => void confirmRefund(body)}
          onCancel={() => setRefundOf(null)}
        />
      )}
    </section>
  )
}
