import { contactSentAnswer, reservationReceiptAnswer } from '../answers/bookings'
import { contactBody } from '../requests/contact'
import { reservationBody } from '../requests/reservation'
import * as at from './addresses'
import { declare } from './declare'

// A guest booking a table or writing to the restaurant.

export const reservation = declare(at.reservation, {
  body: reservationBody,
  answers: { 201: reservationReceiptAnswer },
})

export const contact = declare(at.contact, {
  body: contactBody,
  answers: { 201: contactSentAnswer },
})
