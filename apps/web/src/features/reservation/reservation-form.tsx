import { reservationBody } from '@quan/domain/validation'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  saysSomething,
  useErrorText,
  type Refusal,
} from '../../shared/api/error-text'
import { LiveForm } from '../../shared/ui/live-form'
import { useSendingNow } from '../../shared/api/mutation'
import { bookTableKey, EMAIL_NOT_CONFIGURED, useBookTable } from './api'
import {
  availableSlots,
  checkReservation,
  restaurantToday,
  type ReservationField,
  type ReservationValues,
} from './reservation-rules'
import { BookedPopup, type Booked } from './booked-popup'
import { FreeTimes, type FullTime } from './free-times'
import { ReservationFields } from './reservation-fields'
import { Button } from '../../shared/ui/button'
import { useDraft } from '../../shared/form/use-draft'
import { useRestaurant } from '../../shared/restaurant'

/** SPEC §9: the success message shows 5 s, or 7 s when the server could not send the e-mail. */
export const RESERVATION_SUCCESS_MS = 5000
export const RESERVATION_SUCCESS_NO_EMAIL_MS = 7000

const EMPTY: ReservationValues = {
  customerName: '',
  phone: '',
  email: '',
  reservationDate: '',
  reservationTime: '',
  numberOfPeople: '',
  note: '',
}

/** A 409 for a full time: the nearest free times of that day, or undefined for any other error. */
function freeSlotsOf(error: unknown): string[] | undefined {
  const freeSlots = error instanceof ApiError ? error.body.freeSlots : undefined
  return error instanceof ApiError && error.status === 409 && Array.isArray(freeSlots)
    ? freeSlots.filter((slot): slot is string => typeof slot === 'string')
    : undefined
}

export function ReservationForm() {
  // The opening hours, closures and zone as set in Settings (issue 21 §4).
  const { hours } = useRestaurant()
  const { t } = useTranslation('reservation')
  const draft = useDraft(reservationBody, EMPTY)
  const { id, values } = draft
  const booking = useBookTable()
  const submitting = booking.isPending
  const sendingNow = useSendingNow(bookTableKey)
  const [booked, setBooked] = useState<Booked | null>(null)
  // A full time (409): the nearest free times of the day that was asked for.
  const [full, setFull] = useState<FullTime | null>(null)
  const [success, setSuccess] = useState<{ noEmail: boolean; ms: number } | null>(null)

  useEffect(() => {
    if (!success) return
    const timer = window.setTimeout(() => setSuccess(null), success.ms)
    return () => window.clearTimeout(timer)
  }, [success])

  const now = new Date()
  const today = restaurantToday(now, hours.timeZone)
  const slots = values.reservationDate ? availableSlots(values.reservationDate, now, hours) : []

  const translate = useErrorText()

  function edit(field: ReservationField, value: string) {
    draft.set(field, value)
    // SPEC §4: a new date clears the chosen time, whose slot may not exist that day.
    if (field === 'reservationDate')
      draft.setValues((current) => ({ ...current, reservationTime: '' }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sendingNow()) return
    const checked = checkReservation(values, new Date(), hours.timeZone)
    if (!checked.ok) {
      draft.show(checked.errors)
      return
    }
    setFull(null)
    try {
      const receipt = await booking.mutateAsync(checked.body)
      // With mail set up the confirmation is queued with the booking and sent by the outbox.
      const mailed = receipt.messageId !== EMAIL_NOT_CONFIGURED
      setBooked({
        name: checked.body.customerName,
        date: checked.body.reservationDate,
        time: checked.body.reservationTime,
        people: checked.body.numberOfPeople,
        email: checked.body.email,
        mailed,
      })
      setSuccess({
        noEmail: !mailed,
        ms:
          receipt.messageId === EMAIL_NOT_CONFIGURED
            ? RESERVATION_SUCCESS_NO_EMAIL_MS
            : RESERVATION_SUCCESS_MS,
      })
      draft.reset(EMPTY)
    } catch (error) {
      const freeSlots = freeSlotsOf(error)
      if (freeSlots) {
        setFull({ date: checked.body.reservationDate, freeSlots })
      } else if (error instanceof ApiError && !error.isNetwork) {
        draft.show(fieldRefusals(error))
      }
    }
  }

  // The refusal above the form, from the booking's own error; a full time shows its free times.
  const generalError = ((): Refusal | string => {
    const error = booking.error
    if (!error || freeSlotsOf(error)) return ''
    if (!error.isNetwork) {
      const refusal = refusalOf(error)
      return saysSomething(refusal) ? refusal : t('errors.submitFailed')
    }
    return error.message || t('errors.tryAgain')
  })()

  /** A free time from the 409: the form asks for it instead, everything else kept. */
  function pickFreeSlot(date: string, time: string) {
    draft.setValues((current) => ({ ...current, reservationDate: date, reservationTime: time }))
    draft.setErrors(({ reservationDate: _date, reservationTime: _time, ...rest }) => rest)
    setFull(null)
    // The time field now says what was picked; the guest goes on from there to send again.
    document.getElementById(`${id}-reservationTime`)?.focus()
  }

  return (
    <>
      <LiveForm className="reservation-form" noValidate onSubmit={submit}>
        <h2>{t('form.title')}</h2>
        <p className="reservation-form__intro">{t('form.intro')}</p>
        <div role="status" aria-live="polite">
          {success && (
            <p className="alert alert--success">
              {success.noEmail ? t('form.successNoEmail') : t('form.success')}
            </p>
          )}
        </div>
        {generalError && (
          <p role="alert" className="alert">
            {typeof generalError === 'string' ? generalError : translate(generalError)}
          </p>
        )}
        {full && <FreeTimes id={id} full={full} onPick={pickFreeSlot} />}

        <ReservationFields draft={draft} today={today} slots={slots} edit={edit} />
        <Button type="submit" className="button reservation-form__submit" disabled={submitting}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </LiveForm>

      {booked && <BookedPopup booked={booked} onClose={() => setBooked(null)} />}
    </>
  )
}
