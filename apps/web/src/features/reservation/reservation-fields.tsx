import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@quan/domain/booking'
import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import type { reservationBody } from '@quan/domain/validation'
import { useTranslation } from 'react-i18next'
import type { Draft } from '../../shared/form/use-draft'
import { Field } from '../../shared/ui/field'
import {
  cleanPhone,
  phoneKeyAllowed,
  type ReservationField,
  type ReservationValues,
} from './reservation-rules'

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, index) =>
  String(PARTY_SIZE_MIN + index),
)

interface ReservationFieldsProps {
  /** The booking as typed, and what was refused: its fields' ids start with its id. */
  draft: Draft<typeof reservationBody, ReservationValues>
  /** The earliest date that can be booked. */
  today: string
  /** The times free to pick on the chosen date. */
  slots: string[]
  edit(field: ReservationField, value: string): void
}

/** The booking's fields: who, how to reach them, how many, the day and time, and a note. */
export function ReservationFields({ draft, today, slots, edit }: ReservationFieldsProps) {
  const { t } = useTranslation('reservation')
  const { values } = draft

  /** A field's label, marked when it is required (WCAG 3.3.2), and its wrapper's class. */
  const labelled = (name: ReservationField, label: string, required = true) => ({
    ...draft.field(name),
    className: `field reservation-form__${name}`,
    label: (
      <>
        {label}
        {required && (
          <span className="reservation-form__star" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </>
    ),
  })

  return (
    <>
      <div className="reservation-form__grid">
        <Field {...labelled('customerName', t('form.customerName'))}>
          {(control) => (
            <input
              {...control}
              name="customerName"
              value={values.customerName}
              required
              autoComplete="name"
              maxLength={100}
              onChange={(event) => edit('customerName', event.target.value)}
            />
          )}
        </Field>
        <Field
          {...labelled('phone', t('form.phone'))}
          hint={t('form.phoneHint')}
          hintClassName="reservation-form__hint"
        >
          {(control) => (
            <input
              {...control}
              name="phone"
              value={values.phone}
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
          )}
        </Field>
        <Field {...labelled('email', t('form.email'))}>
          {(control) => (
            <input
              {...control}
              name="email"
              value={values.email}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              onChange={(event) => edit('email', event.target.value)}
            />
          )}
        </Field>
        <Field {...labelled('numberOfPeople', t('form.people'))}>
          {(control) => (
            <select
              {...control}
              name="numberOfPeople"
              value={values.numberOfPeople}
              required
              onChange={(event) => edit('numberOfPeople', event.target.value)}
            >
              <option value="">{t('form.peoplePlaceholder')}</option>
              {PARTY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...labelled('reservationDate', t('form.date'))}>
          {(control) => (
            <input
              {...control}
              name="reservationDate"
              value={values.reservationDate}
              type="date"
              required
              min={today}
              onChange={(event) => edit('reservationDate', event.target.value)}
            />
          )}
        </Field>
        <Field {...labelled('reservationTime', t('form.time'))}>
          {(control) => (
            <select
              {...control}
              name="reservationTime"
              value={values.reservationTime}
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
            </select>
          )}
        </Field>
      </div>
      <Field {...labelled('note', t('form.note'), false)}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            value={values.note}
            rows={3}
            maxLength={1000}
            placeholder={t('form.notePlaceholder')}
            onChange={(event) => edit('note', event.target.value)}
          />
        )}
      </Field>
    </>
  )
}
