import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@quan/domain/booking'
import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { LOCALE_TAG } from '../../i18n/languages'
import { ApiError } from '../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  saysSomething,
  useErrorText,
  type Refusal,
} from '../../shared/api/error-text'
import { useLanguage } from '../../shared/i18n'
import { Modal } from '../../shared/ui/modal'
import { EMAIL_NOT_CONFIGURED, useBookTable } from './api'
import {
  availableSlots,
  checkReservation,
  cleanPhone,
  phoneKeyAllowed,
  RESERVATION_FIELDS,
  restaurantToday,
  type ReservationErrors,
  type ReservationField,
  type ReservationValues,
} from './reservation-rules'
import { LiveForm } from '../../shared/ui/live-form'

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

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, index) =>
  String(PARTY_SIZE_MIN + index),
)

/** A 409 for a full time: the nearest free times of that day, or undefined for any other error. */
function freeSlotsOf(error: unknown): string[] | undefined {
  const freeSlots = error instanceof ApiError ? error.body.freeSlots : undefined
  return error instanceof ApiError && error.status === 409 && Array.isArray(freeSlots)
    ? freeSlots.filter((slot): slot is string => typeof slot === 'string')
    : undefined
}

interface Booked {
  name: string
  date: string
  time: string
  people: number
  email: string
  mailed: boolean
}

export function ReservationForm() {
  const { t } = useTranslation('reservation')
  const language = useLanguage()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ReservationValues>(EMPTY)
  const [errors, setErrors] = useState<ReservationErrors>({})
  const booking = useBookTable()
  const submitting = booking.isPending
  const [booked, setBooked] = useState<Booked | null>(null)
  // A full time (409): the nearest free times of the day that was asked for.
  const [full, setFull] = useState<{ date: string; freeSlots: string[] } | null>(null)
  const [success, setSuccess] = useState<{ noEmail: boolean; ms: number } | null>(null)

  useEffect(() => {
    if (!success) return
    const timer = window.setTimeout(() => setSuccess(null), success.ms)
    return () => window.clearTimeout(timer)
  }, [success])

  const now = new Date()
  const today = restaurantToday(now)
  const slots = values.reservationDate ? availableSlots(values.reservationDate, now) : []

  const translate = useErrorText()

  function edit(field: ReservationField, value: string) {
    setValues((current) => ({
      ...current,
      [field]: value,
      // SPEC §4: a new date clears the chosen time, whose slot may not exist that day.
      ...(field === 'reservationDate' ? { reservationTime: '' } : {}),
    }))
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })
  }

  function showErrors(next: ReservationErrors) {
    setErrors(next)
    const first = RESERVATION_FIELDS.find((field) => next[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const checked = checkReservation(values, new Date())
    if (!checked.ok) {
      showErrors(checked.errors)
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
      setValues(EMPTY)
      setErrors({})
    } catch (error) {
      const freeSlots = freeSlotsOf(error)
      if (freeSlots) {
        setFull({ date: checked.body.reservationDate, freeSlots })
      } else if (error instanceof ApiError && !error.isNetwork) {
        const fields = Object.entries(fieldRefusals(error))
        if (fields.length > 0) {
          showErrors(
            Object.fromEntries(
              fields.filter(([field]) => (RESERVATION_FIELDS as readonly string[]).includes(field)),
            ) as ReservationErrors,
          )
        }
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
    setValues((current) => ({ ...current, reservationDate: date, reservationTime: time }))
    setErrors(({ reservationDate: _date, reservationTime: _time, ...rest }) => rest)
    setFull(null)
    // The time field now says what was picked; the guest goes on from there to send again.
    form.current?.querySelector<HTMLElement>('[name="reservationTime"]')?.focus()
  }

  const control = (field: ReservationField, hint?: boolean) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  })

  const field = (name: ReservationField, label: string, input: ReactNode, required = true) => (
    <div className={`field reservation-form__${name}`}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && (
          <span className="reservation-form__star" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {translate(errors[name])}
        </p>
      )}
    </div>
  )

  const dateLabel = (date: string) =>
    new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    )

  const home = () => navigate(paths.home)

  return (
    <>
      <LiveForm ref={form} className="reservation-form" noValidate onSubmit={submit}>
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
        {full && (
          <div role="alert" className="alert reservation-full">
            {full.freeSlots.length > 0 ? (
              <>
                <p id={`${id}-free-slots`}>{t('full.freeSlots')}</p>
                <ul className="reservation-full__slots" aria-labelledby={`${id}-free-slots`}>
                  {full.freeSlots.map((slot) => (
                    <li key={slot}>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => pickFreeSlot(full.date, slot)}
                      >
                        {slot}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('full.noneThatDay')}</p>
            )}
          </div>
        )}

        <div className="reservation-form__grid">
          {field(
            'customerName',
            t('form.customerName'),
            <input
              {...control('customerName')}
              required
              autoComplete="name"
              maxLength={100}
              onChange={(event) => edit('customerName', event.target.value)}
            />,
          )}
          {field(
            'phone',
            t('form.phone'),
            <>
              <input
                {...control('phone', true)}
                type="tel"
                inputMode="tel"
                required
                autoComplete="tel"
                maxLength={PHONE_MAX_LENGTH}
                onKeyDown={(event) => {
                  if (!phoneKeyAllowed(event)) event.preventDefault()
                }}
                onChange={(event) => edit('phone', cleanPhone(event.target.value))}
              />
              <p id={`${id}-phone-hint`} className="reservation-form__hint">
                {t('form.phoneHint')}
              </p>
            </>,
          )}
          {field(
            'email',
            t('form.email'),
            <input
              {...control('email')}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              onChange={(event) => edit('email', event.target.value)}
            />,
          )}
          {field(
            'numberOfPeople',
            t('form.people'),
            <select
              {...control('numberOfPeople')}
              required
              onChange={(event) => edit('numberOfPeople', event.target.value)}
            >
              <option value="">{t('form.peoplePlaceholder')}</option>
              {PARTY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>,
          )}
          {field(
            'reservationDate',
            t('form.date'),
            <input
              {...control('reservationDate')}
              type="date"
              required
              min={today}
              onChange={(event) => edit('reservationDate', event.target.value)}
            />,
          )}
          {field(
            'reservationTime',
            t('form.time'),
            <select
              {...control('reservationTime')}
              required
              disabled={!values.reservationDate}
              onChange={(event) => edit('reservationTime', event.target.value)}
            >
              <option value="">
                {!values.reservationDate
                  ? t('form.timePickDate')
                  : slots.length === 0
                    ? t('form.timeNone')
                    : t('form.timePlaceholder')}
              </option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          'note',
          t('form.note'),
          <textarea
            {...control('note')}
            rows={3}
            maxLength={1000}
            placeholder={t('form.notePlaceholder')}
            onChange={(event) => edit('note', event.target.value)}
          />,
          false,
        )}
        <button
          type="submit"
          className="button reservation-form__submit"
          // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page
          // body while sending (WCAG 2.4.3); submit() ignores a second press.
          aria-disabled={submitting || undefined}
        >
          {submitting ? t('form.submitting') : t('form.submit')}
        </button>
      </LiveForm>

      {booked && (
        <Modal
          label={t('popup.title')}
          onClose={() => setBooked(null)}
          className="reservation-popup"
        >
          <svg
            className="reservation-popup__icon"
            viewBox="0 0 48 48"
            aria-hidden="true"
            width="56"
            height="56"
          >
            <circle cx="24" cy="24" r="22" fill="currentColor" />
            <path
              d="m14 25 7 7 13-15"
              fill="none"
              stroke="#fff"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h2>{t('popup.title')}</h2>
          <p>
            {t('popup.message', {
              name: booked.name,
              date: dateLabel(booked.date),
              time: booked.time,
              people: booked.people,
            })}
          </p>
          <p>{t('popup.call')}</p>
          {booked.mailed && <p>{t('popup.email', { email: booked.email })}</p>}
          <div className="reservation-popup__actions">
            <button type="button" className="button" onClick={home}>
              {t('popup.home')}
            </button>
          </div>
        </Modal>
      )}
    </>
  )
}
