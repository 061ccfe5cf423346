import type { AdminOrder } from '@quan/domain/answers'
import {
  isFinalStatus,
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from '@quan/domain/order-status'
import { orderMatches, ORDER_SEARCH_MAX_LENGTH } from '@quan/domain/order-search'
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/api/client'
import { Button } from '../../../shared/ui/button'
import { refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { cardTargets, focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'
import { useStatusLabel } from '../../../shared/ui/status-label'
import { ReasonDialog } from '../reason-dialog'
import { useRestaurantCountry } from '../../../shared/restaurant'
import { isDay, restaurantToday, useRestaurantZone } from '../restaurant-day'
import { useChangeOrder, useOrders, type OrderChange } from './api'
import { byDueTime, useLeadMinutes } from './due-time'
import { KitchenPaceControl } from './kitchen-pace-control'
import { useLiveOrders } from './live-orders'
import { LateNoticeAction } from './late-notice'
import { OrderCard } from './order-card'
import { PrintMenuItem } from './printer-menu-item'
import { TicketMenuItem } from './ticket-menu-item'
import { PersonalDataMenuItems } from './personal-data-menu-item'
import { RefundDialog } from './refund-dialog'
import { leftToRefundCents, refundable, useRefundOrder } from './refunds'
import { formatEuroCents } from '@quan/domain/money'
import { useLanguage } from '../../../shared/i18n'
import './orders.css'

type Outcome = { ok: true } | { ok: false; conflict: boolean; message: string }

/** The statuses still being worked on share the width; the finished ones fold into "Done". */
const WORKING = ORDER_STATUSES.filter((status) => !isFinalStatus(status))
const DONE = ORDER_STATUSES.filter(isFinalStatus)

/** Where focus goes after a change to an order: its card, or "Done" when it folded in there. */
const DONE_SUMMARY = '.office-done > summary'
const focusTargets = (orderId: string) => [...cardTargets('data-order', orderId), DONE_SUMMARY]

/**
 * The day's orders by status (SPEC back office): filters in the address (?status=&day=), kept
 * live by the back office's stream, with each order's next moves, cancel with a reason and the
 * payment mark. A refused move (409: someone else moved it first) says why and reloads.
 * `soldOutStrip` is the menu's (admin/menu), which the back office passes in.
 *
 * Issue 23 §1: it fits a laptop or tablet without scrolling sideways (the working statuses side
 * by side, the finished ones folded), finds an order as typed (code, phone, name) or through every
 * day (?q=), and "New orders" takes the owner to the oldest new one.
 */
export function OrdersBoard({ soldOutStrip }: { soldOutStrip: ReactNode }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const errorText = useErrorText()
  const statusLabel = useStatusLabel()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const zone = useRestaurantZone()
  // A phone typed without its country code is one of the restaurant's country's numbers.
  const country = useRestaurantCountry()
  const today = restaurantToday(zone)
  const statusParam = params.get('status')
  const status: OrderStatus | '' = isOrderStatus(statusParam) ? statusParam : ''
  const dayParam = params.get('day')
  // Today travels as no day at all: the server's own today, whatever the clock of this phone.
  const day = isDay(dayParam) && dayParam !== today ? dayParam : ''
  // A search through every day, in the address so Back returns to the board.
  const q = params.get('q')?.trim().slice(0, ORDER_SEARCH_MAX_LENGTH) ?? ''
  const orders = useOrders(q ? { status: '', day: '', q } : { status, day })
  const [search, setSearch] = useState(q)
  // Finished orders are folded, but a search shows them: it may be for one of them.
  const [doneOpen, setDoneOpen] = useState(Boolean(q))
  // The new order "New orders" asked for: focused once its card is on screen.
  const [jumpTo, setJumpTo] = useState<string | null>(null)
  const lead = useLeadMinutes()
  const live = useLiveOrders()
  const changing = useChangeOrder({ zone, today })
  // The order whose change is on its way: its buttons wait.
  const busy = changing.isPending ? changing.variables.id : null
  const afterRender = useFocusAfterRender()
  const [problems, setProblems] = useState<Record<string, string>>({})
  // What a menu action came to, said on its card (the ticket sent to the printer).
  const [notices, setNotices] = useState<Record<string, string>>({})
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null)
  const [cancelError, setCancelError] = useState('')
  // Issue 22 §1: refunds of orders paid online, from the card or with a cancel.
  const language = useLanguage()
  const refunding = useRefundOrder({ zone, today })
  const [refundOf, setRefundOf] = useState<AdminOrder | null>(null)
  const [refundError, setRefundError] = useState<{ text: string; detail?: string } | null>(null)
  const [refundInFull, setRefundInFull] = useState(false)

  const unseen = new Set(live.unseen)

  function setFilter(name: 'status' | 'day' | 'q', value: string) {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }

  /** To the oldest new order, with whatever hid it (a status, a day, a search) taken away. */
  function jumpToNew() {
    const oldest = live.unseen[0]
    if (!oldest) return
    setSearch('')
    if (status || day || q) {
      const next = new URLSearchParams(params)
      for (const name of ['status', 'day', 'q']) next.delete(name)
      setParams(next, { replace: true })
    }
    setJumpTo(oldest)
  }

  useEffect(() => {
    if (!jumpTo) return
    const card = document.querySelector<HTMLElement>(`[data-order="${CSS.escape(jumpTo)}"]`)
    if (!card) return
    setJumpTo(null)
    card.focus()
    card.scrollIntoView?.({ block: 'center' })
    // Again once the list it was hidden from (another day, a search) has loaded.
  }, [jumpTo, orders.data, search])

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
    else afterRender(() => focusFirst(...focusTargets(order._id)))
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
      afterRender(() => focusFirst(...focusTargets(order._id)))
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

  const columns = status && !q ? [status] : WORKING
  const folded = status && !q ? [] : DONE
  // A column holding pickups, or orders at a table, says their word for the step too (issue 11
  // §1, issue 24 §5): 'Out for delivery / Ready for pickup / Ready to serve'.
  const onBoard = new Set((orders.data ?? []).map((order) => order.fulfilment))
  const columnTitle = (column: OrderStatus) => {
    const delivery = statusLabel(column)
    const others = (['pickup', 'dine-in'] as const)
      .filter((fulfilment) => onBoard.has(fulfilment))
      .map((fulfilment) => statusLabel(column, fulfilment))
      .filter((word) => word !== delivery)
    return [delivery, ...others].join(' / ')
  }
  // What is typed filters the loaded list at once; the server's search is asked for on submit.
  const list = (orders.data ?? []).filter((order) => orderMatches(order, search, country))
  const shownDay = day || today

  function renderColumn(column: OrderStatus) {
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
                  notice={notices[order._id]}
                  moreActions={
                    <>
                      <TicketMenuItem order={order} />
                      <PrintMenuItem
                        order={order}
                        onOutcome={({ text, failed }) => {
                          setProblem(order._id, failed ? text : '')
                          setNotices((all) => ({ ...all, [order._id]: failed ? '' : text }))
                        }}
                      />
                      <LateNoticeAction order={order} />
                      <PersonalDataMenuItems
                        order={order}
                        onOutcome={({ text, failed }) => {
                          setProblem(order._id, failed ? text : '')
                          setNotices((all) => ({ ...all, [order._id]: failed ? '' : text }))
                        }}
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    )
  }

  return (
    <section className="office-orders" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('orders.title')}</h2>
        {live.unseen.length > 0 && (
          <p className="office-orders__unseen">
            <button type="button" className="button" onClick={jumpToNew}>
              {t('orders.unseen', { count: live.unseen.length })}
            </button>
            <button type="button" className="button button--ghost" onClick={live.markAllSeen}>
              {t('orders.seenAll')}
            </button>
          </p>
        )}
      </header>

      <KitchenPaceControl />
      {soldOutStrip}

      <form
        className="office-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setFilter('q', search.trim())
        }}
      >
        <div className="field orders-search">
          <label htmlFor={`${id}-search`}>{t('orders.search.label')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('orders.search.placeholder')}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              if (event.currentTarget.value.trim()) setDoneOpen(true)
            }}
          />
        </div>
        <Button type="submit" className="button button--ghost" disabled={!search.trim()}>
          {t('orders.search.allDays')}
        </Button>
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
      {q && (
        <p className="office-orders__found" role="status">
          <span>{t('orders.search.found', { q, count: orders.data?.length ?? 0 })}</span>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSearch('')
              setFilter('q', '')
            }}
          >
            {t('orders.search.back')}
          </button>
        </p>
      )}

      {orders.isPending && <p aria-busy="true">{t('orders.loading')}</p>}
      {orders.error && (
        <p className="alert" role="alert">
          {t('orders.errors.load', { error: failureText(orders.error) })}
        </p>
      )}
      {orders.data && list.length === 0 && (
        <p>{search.trim() ? t('orders.search.none') : t('orders.empty')}</p>
      )}

      {list.length > 0 && (
        <div
          className="office-board"
          data-columns={columns.length}
          style={{ '--columns': columns.length } as CSSProperties}
        >
          {columns.map(renderColumn)}
        </div>
      )}
      {list.length > 0 && folded.length > 0 && (
        // Finished orders stay at hand but out of the way.
        <details
          className="office-done"
          open={doneOpen}
          onToggle={(event) => setDoneOpen(event.currentTarget.open)}
        >
          <summary>
            <strong>
              {t('orders.done', {
                count: list.filter((order) => isFinalStatus(order.status)).length,
              })}
            </strong>
          </summary>
          {/* Rendered only when open: no focus or search lands in a folded card. */}
          {doneOpen && (
            <div className="office-board" style={{ '--columns': folded.length } as CSSProperties}>
              {folded.map(renderColumn)}
            </div>
          )}
        </details>
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
          returnFocus={focusTargets(cancelling._id)}
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
          returnFocus={focusTargets(refundOf._id)}
          error={refundError ?? undefined}
          onConfirm={(body) => void confirmRefund(body)}
          onCancel={() => setRefundOf(null)}
        />
      )}
    </section>
  )
}
