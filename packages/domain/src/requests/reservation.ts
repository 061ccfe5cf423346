import { z } from 'zod'
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../booking'
import { VALIDATION_CODES } from '../error-codes'
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
  customerName: requiredText(
    VALIDATION_CODES.fullNameRequired,
    100,
    VALIDATION_CODES.nameTooLong,
  ).min(2, VALIDATION_CODES.nameMinLength),
  phone: requiredText(
    VALIDATION_CODES.phoneRequired,
    PHONE_MAX_LENGTH,
    VALIDATION_CODES.phoneTooLong,
  ).refine((phone) => phoneDigits(phone).length >= 10, VALIDATION_CODES.phoneDigits),
  email: email(),
  reservationDate: requiredText(
    VALIDATION_CODES.dateRequired,
    10,
    VALIDATION_CODES.dateInvalid,
  ).refine(isValidDate, VALIDATION_CODES.dateInvalid),
  reservationTime: requiredText(
    VALIDATION_CODES.timeRequired,
    5,
    VALIDATION_CODES.timeInvalid,
  ).refine(isValidTime, VALIDATION_CODES.timeInvalid),
  // The reference form sends the select's value, a string; other clients may send a number.
  numberOfPeople: numberLike(VALIDATION_CODES.peopleRequired, VALIDATION_CODES.partySize).pipe(
    z
      .number()
      .int(VALIDATION_CODES.partySize)
      .min(PARTY_SIZE_MIN, VALIDATION_CODES.partySize)
      .max(PARTY_SIZE_MAX, VALIDATION_CODES.partySize),
  ),
  note: optionalText(1000, VALIDATION_CODES.noteTooLong, multilineText),
})
export type ReservationBody = z.infer<typeof reservationBody>

/** `?day=YYYY-MM-DD`; without it the server takes today in the restaurant's zone. */
export const adminReservationsQuery = object({
  day: absentAllowed(
    plainText(VALIDATION_CODES.dateInvalid)
      .trim()
      .refine(isValidDate, VALIDATION_CODES.dateInvalid),
  ),
})
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuery>

export const reservationCancelBody = object({
  reason: optionalText(500, VALIDATION_CODES.cancelReasonTooLong, multilineText),
})
export type ReservationCancelBody = z.infer<typeof reservationCancelBody>
