import { z } from 'zod'
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../booking'
import { MESSAGES } from '../messages'
import { PHONE_MAX_LENGTH, phoneDigits } from '../phone'
import { isValidDate, isValidTime } from '../schedule'
import {
  absentAllowed,
  email,
  multilineText,
  numberLike,
  object,
  optionalText,
  plainText,
  requiredText,
} from './fields'

// Booking a table, and the back office's day of bookings.

/** Past dates and free slots depend on the clock, so the server checks them with schedule.ts. */
export const reservationBody = object({
  customerName: requiredText(MESSAGES.fullNameRequired, 100, MESSAGES.nameTooLong).min(
    2,
    MESSAGES.nameMinLength,
  ),
  phone: requiredText(MESSAGES.phoneRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong).refine(
    (phone) => phoneDigits(phone).length >= 10,
    MESSAGES.phoneDigits,
  ),
  email: email(),
  reservationDate: requiredText(MESSAGES.dateRequired, 10, MESSAGES.dateInvalid).refine(
    isValidDate,
    MESSAGES.dateInvalid,
  ),
  reservationTime: requiredText(MESSAGES.timeRequired, 5, MESSAGES.timeInvalid).refine(
    isValidTime,
    MESSAGES.timeInvalid,
  ),
  // The reference form sends the select's value, a string; other clients may send a number.
  numberOfPeople: numberLike(MESSAGES.peopleRequired, MESSAGES.partySize).pipe(
    z
      .number()
      .int(MESSAGES.partySize)
      .min(PARTY_SIZE_MIN, MESSAGES.partySize)
      .max(PARTY_SIZE_MAX, MESSAGES.partySize),
  ),
  note: optionalText(1000, MESSAGES.noteTooLong, multilineText),
})
export type ReservationBody = z.infer<typeof reservationBody>

/** `?day=YYYY-MM-DD`; without it the server takes today in the restaurant's zone. */
export const adminReservationsQuery = object({
  day: absentAllowed(
    plainText(MESSAGES.dateInvalid).trim().refine(isValidDate, MESSAGES.dateInvalid),
  ),
})
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuery>

export const reservationCancelBody = object({
  reason: optionalText(500, MESSAGES.cancelReasonTooLong, multilineText),
})
export type ReservationCancelBody = z.infer<typeof reservationCancelBody>
