import { spansOnFor, type RestaurantHours } from '@quan/domain/restaurant/hours-calendar'
import { isValidDate, localDate, localTime, reservationSlots } from '@quan/domain/schedule'
import { reservationBody, type ReservationBody } from '@quan/domain/validation'
import { refusalFor, type Refusal } from '../../shared/api/error-text'
import { schemaRefusals } from '../../shared/api/schema-refusals'

export const RESERVATION_FIELDS = [
  'customerName',
  'phone',
  'email',
  'reservationDate',
  'reservationTime',
  'numberOfPeople',
  'note',
] as const
export type ReservationField = (typeof RESERVATION_FIELDS)[number]
export type ReservationValues = Record<ReservationField, string>
export type ReservationErrors = Partial<Record<ReservationField, Refusal>>

/**
 * Today's date on the restaurant's calendar, the earliest a table can be booked for. Dates and
 * times are the restaurant's own (its zone as set in Settings), wherever the guest's device is.
 */
export const restaurantToday = (now: Date, timeZone: string) => localDate(now, timeZone)

/**
 * The times a guest may pick on `date`: the day's slots in the opening hours set in Settings
 * (lunch's and dinner's; none on a closure, a shorter day's own), none for a past day, and for
 * today only those still ahead (the server refuses a time already gone).
 */
export function availableSlots(date: string, now: Date, hours: RestaurantHours): string[] {
  const today = restaurantToday(now, hours.timeZone)
  if (!isValidDate(date) || date < today) return []
  const slots = reservationSlots(date, spansOnFor(hours, 'opening'))
  if (date !== today) return slots
  const time = localTime(now, hours.timeZone)
  return slots.filter((slot) => slot > time)
}

export type Checked = { ok: true; body: ReservationBody } | { ok: false; errors: ReservationErrors }

/** SPEC §5 with the server's own schema, plus the past-date rule that needs today's date. */
export function checkReservation(values: ReservationValues, now: Date, timeZone: string): Checked {
  const parsed = reservationBody.safeParse(values)
  const errors: ReservationErrors = parsed.success ? {} : schemaRefusals(parsed.error)
  const date = values.reservationDate.trim()
  if (!errors.reservationDate && isValidDate(date) && date < restaurantToday(now, timeZone)) {
    errors.reservationDate = refusalFor('PAST_DATE')
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data }
  return { ok: false, errors }
}

/** Characters a phone number may hold (SPEC §5): digits, spaces and + - ( ) . */
const PHONE_CHARACTER = /^[\d\s+\-().]$/

/**
 * Whether a key press may reach the phone field. Named keys (arrows, Backspace, Tab, Home...) and
 * shortcuts such as Ctrl+V pass; any other printable character is blocked.
 */
export function phoneKeyAllowed(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}): boolean {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return true
  return PHONE_CHARACTER.test(event.key)
}

/** Pasted or dictated text is cleaned the same way. */
export const cleanPhone = (value: string) => value.replace(/[^\d\s+\-().]/g, '')
