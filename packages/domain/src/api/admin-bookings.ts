import {
  adminMessagesAnswer,
  bookingChangedAnswer,
  dayOfBookingsAnswer,
  messageChangedAnswer,
} from '../answers/bookings'
import { messageHandledBody } from '../requests/contact'
import { adminReservationsQuery, reservationCancelBody } from '../requests/reservation'
import * as at from './addresses'
import { byId, declare } from './declare'

// The back office's bookings and the inbox of the contact form.

export const adminReservations = declare(at.adminReservations, {
  query: adminReservationsQuery,
  answers: { 200: dayOfBookingsAnswer },
})

export const confirmBooking = declare(at.confirmBooking, {
  params: byId,
  answers: { 200: bookingChangedAnswer },
})

export const cancelBooking = declare(at.cancelBooking, {
  params: byId,
  // The reason is optional, so no body at all is as good as {}.
  body: reservationCancelBody.nullish(),
  answers: { 200: bookingChangedAnswer },
})

export const adminMessages = declare(at.adminMessages, { answers: { 200: adminMessagesAnswer } })

export const messageHandled = declare(at.messageHandled, {
  params: byId,
  body: messageHandledBody,
  answers: { 200: messageChangedAnswer },
})
