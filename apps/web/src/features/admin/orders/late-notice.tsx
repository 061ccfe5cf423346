import { orderLate } from '@quan/domain/api/addresses'
import type { AdminOrder } from '@quan/domain/answers'
import { LATE_CHOICES } from '@quan/domain/late-notice'
import { isFinalStatus } from '@quan/domain/order-status'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { call, type ApiError } from '../../../shared/api/client'
import { useFailureText } from '../../../shared/api/error-text'
import { WRITE } from '../../../shared/api/mutation'
import { Button } from '../../../shared/ui/button'
import { Modal } from '../../../shared/ui/modal'
import { MenuItem } from './order-card-menu'
import { restaurantToday, useRestaurantZone } from '../restaurant-day'
import { todayKeys } from '../today-keys'
import { orderKeys, upsertOrder } from './order-cache'

/** The choice the dialog starts on: what a kitchen says most. */
const FIRST_CHOICE = 15

/** POST /api/admin/orders/:id/late: the order as it now is, on every board list loaded. */
function useTellLate() {
  const queryClient = useQueryClient()
  const zone = useRestaurantZone()
  return useMutation<AdminOrder, ApiError, { id: string; minutes: number }>({
    ...WRITE,
    mutationFn: ({ id, minutes }) =>
      call(orderLate, { params: { id }, body: { minutes }, auth: true }).then(
        (answer) => answer.data,
      ),
    onSuccess: (order) => {
      upsertOrder(queryClient, order, { zone, today: restaurantToday(zone) })
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
    },
    onError: (error) => {
      // Someone moved it first (delivered, cancelled) or told it late: show it as it is.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}

/**
 * The late notice (issue 23 §1, decision 028): an item for a card's "More" menu that tells the
 * one guest their order runs late. A small dialog offers the usual minutes; each notice adds to
 * the last, and the guest sees it on the track page and gets a mail. Nothing for a delivered or
 * cancelled order.
 */
export function LateNoticeAction({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('office')
  const [open, setOpen] = useState(false)
  if (isFinalStatus(order.status)) return null
  return (
    <>
      <MenuItem onSelect={() => setOpen(true)}>{t('orders.late.action')}</MenuItem>
      {open && <LateDialog order={order} onClose={() => setOpen(false)} />}
    </>
  )
}

function LateDialog({ order, onClose }: { order: AdminOrder; onClose(): void }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const [minutes, setMinutes] = useState<number>(FIRST_CHOICE)
  const telling = useTellLate()
  const already = order.lateMinutes ?? 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (telling.isPending) return
    telling.mutate({ id: order._id, minutes }, { onSuccess: onClose })
  }

  const title = t('orders.late.title', { code: order.trackingCode })
  return (
    <Modal label={title} onClose={onClose} className="admin-dialog admin-confirm">
      <form className="office-reason" onSubmit={submit} noValidate>
        <h2>{title}</h2>
        <p>
          {t('orders.late.message')}
          {already > 0 && <> {t('orders.late.already', { minutes: already })}</>}
        </p>
        <fieldset>
          <legend>{t('orders.late.minutes')}</legend>
          {LATE_CHOICES.map((choice) => (
            <label key={choice} className="office-refund-choice">
              <input
                type="radio"
                name={`${id}-minutes`}
                value={choice}
                checked={minutes === choice}
                onChange={() => setMinutes(choice)}
              />
              {t('orders.late.choice', { minutes: choice })}
            </label>
          ))}
        </fieldset>
        {telling.error && (
          <p className="alert" role="alert">
            {failureText(telling.error)}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('orders.late.keep')}
          </button>
          <Button type="submit" className="button" disabled={telling.isPending}>
            {telling.isPending ? t('orders.late.busy') : t('orders.late.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
