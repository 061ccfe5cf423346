import type { AdminBooking } from '@quan/domain/answers'
import type { SlotLoad } from '@quan/domain/booking'
import { addDays } from '@quan/domain/schedule'
import { useId, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { mailtoHref } from '../../../shared/mailto'
import { cardTargets, focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'
import { ReasonDialog } from '../reason-dialog'
import {
  formatDay,
  isDay,
  restaurantToday,
  useLocaleTag,
  useRestaurantZone,
} from '../restaurant-day'
import { useChangeBooking, useDayOfBookings, type BookingChange } from './api'
import './bookings.css'
import { Button } from '../../../shared/ui/button'
import { phoneHref } from '../../../shared/restaurant'

/** A booking's status in the status badge's colours. */
const TONES: Record<string, string> = { pending: 'amber', confirmed: 'green', cancelled: 'red' }

/**
 * One day's table bookings by time (?day=, today by default), every slot's guests against its
 * seats, and the confirm and cancel buttons. A refused change says why and reloads the day.
 */
export function BookingsSection() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const errorText = useErrorText()
  const id = useId()
  const locale = useLocaleTag()
  const [params, setParams] = useSearchParams()
  const zone = useRestaurantZone()
  const today = restaurantToday(zone)
  const dayParam = params.get('day')
  const asked = isDay(dayParam) && dayParam !== today ? dayParam : ''
  const bookings = useDayOfBookings(asked)
  // The server says which day "today" is; until it answers, the restaurant's calendar does.
  const day = asked || bookings.data?.day || today
  const changing = useChangeBooking()
  // The booking whose change is on its way: its buttons wait.
  const busy = changing.isPending ? changing.variables.id : null
  const afterRender = useFocusAfterRender()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null)
  const [cancelError, setCancelError] = useState('')

  function goTo(next: string) {
    const query = new URLSearchParams(params)
    if (next && next !== today) query.set('day', next)
    else query.delete('day')
    setParams(query, { replace: true })
  }

  /** Runs a change; true when done, else the message (and a 409 reloads the day). */
  async function change(
    booking: AdminBooking,
    change: BookingChange,
  ): Promise<true | { message: string; conflict: boolean }> {
    setProblems(({ [booking._id]: _gone, ...rest }) => rest)
    try {
      // useChangeBooking reads the day again, done or refused.
      await changing.mutateAsync({ id: booking._id, change })
      return true
    } catch (caught) {
      const conflict = caught instanceof ApiError && caught.status === 409
      return {
        conflict,
        message:
          caught instanceof ApiError && !caught.isNetwork
            ? errorText(refusalOf(caught)) || caught.message
            : t('bookings.errors.network', { error: (caught as Error).message }),
      }
    }
  }

  async function confirm(booking: AdminBooking) {
    const outcome = await change(booking, { confirm: true })
    if (outcome !== true) setProblems((all) => ({ ...all, [booking._id]: outcome.message }))
    // A confirmed booking loses its Confirm button: focus goes on to its card's next action.
    else afterRender(() => focusFirst(...cardTargets('data-booking', booking._id)))
  }

  async function confirmCancel(reason: string) {
    if (!cancelling) return
    const booking = cancelling
    setCancelError('')
    const outcome = await change(booking, { cancelReason: reason })
    if (outcome === true) {
      setCancelling(null)
    } else if (outcome.conflict) {
      setProblems((all) => ({ ...all, [booking._id]: outcome.message }))
      setCancelling(null)
    } else {
      setCancelError(outcome.message)
    }
  }

  const data = bookings.data
  const slotsByTime = new Map((data?.slots ?? []).map((slot) => [slot.time, slot]))
  const times = [...new Set((data?.data ?? []).map((booking) => booking.reservationTime))].sort()

  return (
    <section className="office-bookings" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('bookings.title')}</h2>
        <p aria-live="polite">{formatDay(day, locale)}</p>
      </header>

      <div className="office-filters office-daypicker">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => goTo(addDays(day, -1))}
        >
          {t('bookings.previousDay')}
        </button>
        <div className="field">
          <label htmlFor={`${id}-day`}>{t('bookings.day')}</label>
          <input
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (isDay(value)) goTo(value)
            }}
          />
        </div>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => goTo(addDays(day, 1))}
        >
          {t('bookings.nextDay')}
        </button>
        {day !== today && (
          <button type="button" className="button button--ghost" onClick={() => goTo('')}>
            {t('bookings.today')}
          </button>
        )}
      </div>

      {bookings.isPending && <p aria-busy="true">{t('bookings.loading')}</p>}
      {bookings.error && (
        <p className="alert" role="alert">
          {t('bookings.errors.load', { error: failureText(bookings.error) })}
        </p>
      )}

      {data && (
        <>
          <h3 className="office-bookings__subtitle">{t('bookings.slots')}</h3>
          {data.slots.length === 0 ? (
            <p>{t('bookings.closed')}</p>
          ) : (
            <ul className="office-slots">
              {data.slots.map((slot) => (
                <SlotChip key={slot.time} slot={slot} />
              ))}
            </ul>
          )}

          <h3 className="office-bookings__subtitle">{t('bookings.list')}</h3>
          {data.data.length === 0 && <p>{t('bookings.empty')}</p>}
          {times.map((time) => {
            const slot = slotsByTime.get(time)
            return (
              <section
                key={time}
                className="office-bookings__time"
                aria-labelledby={`${id}-${time}`}
              >
                <h4 id={`${id}-${time}`}>
                  {time}{' '}
                  {slot && (
                    <span className="office-bookings__load">
                      {t('bookings.covers', { booked: slot.booked, count: slot.capacity })}
                    </span>
                  )}
                </h4>
                <ul className="office-bookings__list">
                  {data.data
                    .filter((booking) => booking.reservationTime === time)
                    .map((booking) => (
                      <li key={booking._id}>
                        <BookingCard
                          booking={booking}
                          busy={busy === booking._id}
                          problem={problems[booking._id]}
                          onConfirm={() => void confirm(booking)}
                          onCancel={() => {
                            setCancelError('')
                            setCancelling(booking)
                          }}
                        />
                      </li>
                    ))}
                </ul>
              </section>
            )
          })}
        </>
      )}

      {cancelling && (
        <ReasonDialog
          title={t('bookings.cancel.title', { name: cancelling.customerName })}
          message={t('bookings.cancel.message', {
            time: cancelling.reservationTime,
            count: cancelling.numberOfPeople,
          })}
          reasonLabel={t('bookings.cancel.reason')}
          confirmLabel={t('bookings.cancel.confirm')}
          busyLabel={t('bookings.cancel.busy')}
          cancelLabel={t('bookings.cancel.keep')}
          busy={busy === cancelling._id}
          returnFocus={cardTargets('data-booking', cancelling._id)}
          error={cancelError}
          onConfirm={(reason) => void confirmCancel(reason)}
          onCancel={() => setCancelling(null)}
        />
      )}
    </section>
  )
}

function SlotChip({ slot }: { slot: SlotLoad }) {
  const { t } = useTranslation('office')
  const share = slot.capacity > 0 ? Math.min(1, slot.booked / slot.capacity) : 1
  const full = slot.booked >= slot.capacity
  return (
    <li
      className={`office-slot${full ? ' office-slot--full' : ''}${slot.booked === 0 ? ' office-slot--empty' : ''}`}
      style={{ '--load': share } as CSSProperties}
    >
      <span className="office-slot__time">{slot.time}</span>
      <span className="office-slot__covers">
        {t('bookings.covers', { booked: slot.booked, count: slot.capacity })}
      </span>
    </li>
  )
}

interface BookingCardProps {
  booking: AdminBooking
  busy: boolean
  problem?: string
  onConfirm(): void
  onCancel(): void
}

function BookingCard({ booking, busy, problem, onConfirm, onCancel }: BookingCardProps) {
  const { t } = useTranslation('office')
  const statusKey = `bookings.status.${booking.status}`
  return (
    <article
      className="office-booking"
      data-status={booking.status}
      data-booking={booking._id}
      // Takes the focus when the button that had it goes with a change (WCAG 2.4.3).
      tabIndex={-1}
      aria-labelledby={`booking-${booking._id}-name`}
    >
      <header className="office-booking__head">
        <h5 id={`booking-${booking._id}-name`}>{booking.customerName}</h5>
        <span className="status-badge" data-tone={TONES[booking.status] ?? 'grey'}>
          {t(statusKey, { defaultValue: booking.status })}
        </span>
      </header>
      <dl className="office-booking__facts">
        <div>
          <dt>{t('bookings.people')}</dt>
          <dd>{booking.numberOfPeople}</dd>
        </div>
        <div>
          <dt>{t('bookings.phone')}</dt>
          <dd>
            <a href={phoneHref(booking.phone)}>{booking.phone}</a>
          </dd>
        </div>
        {booking.email && (
          <div>
            <dt>{t('bookings.email')}</dt>
            <dd>
              <a href={mailtoHref(booking.email)}>{booking.email}</a>
            </dd>
          </div>
        )}
        {booking.note && (
          <div className="office-booking__note">
            <dt>{t('bookings.note')}</dt>
            <dd>{booking.note}</dd>
          </div>
        )}
        {booking.handledBy && booking.status !== 'pending' && (
          <div>
            <dt>{t('bookings.handledBy')}</dt>
            <dd>{booking.handledBy}</dd>
          </div>
        )}
      </dl>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      {(booking.status === 'pending' || booking.status === 'confirmed') && (
        <div className="office-booking__actions">
          {booking.status === 'pending' && (
            <Button
              type="button"
              className="button"
              disabled={busy}
              aria-label={t('bookings.confirmLabel', { name: booking.customerName })}
              onClick={() => {
                if (!busy) onConfirm()
              }}
            >
              {t('bookings.confirm')}
            </Button>
          )}
          <Button
            type="button"
            className="button button--ghost office-danger"
            disabled={busy}
            aria-label={t('bookings.cancelLabel', { name: booking.customerName })}
            onClick={() => {
              if (!busy) onCancel()
            }}
          >
            {t('bookings.cancelBooking')}
          </Button>
        </div>
      )}
    </article>
  )
}
