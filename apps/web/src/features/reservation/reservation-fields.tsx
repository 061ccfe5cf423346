import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@quan/domain/booking'
import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../shared/api/error-text'
import {
  cleanPhone,
  phoneKeyAllowed,
  type ReservationErrors,
  type ReservationField,
  type ReservationValues,
} from './reservation-rules'

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, index) =>
  String(PARTY_SIZE_MIN + index),
)

interface ReservationFieldsProps {
  /** The form's id: the fields' ids start with it. */
  id: string
  values: ReservationValues
  errors: ReservationErrors
  /** The earliest date that can be booked. */
  today: string
  /** The times free to pick on the chosen date. */
  slots: string[]
  edit(field: ReservationField, value: string): void
}

/** The booking's fields: who, how to reach them, how many, the day and time, and a note. */
export function ReservationFields({
  id,
  values,
  errors,
  today,
  slots,
  edit,
}: ReservationFieldsProps) {
  const { t } = useTranslation('reservation')
  const translate = useErrorText()

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

  return (
    <>
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
    </>
  )
}
