import { z } from 'zod'
import { doneAnswer, withData } from './common'

/** POST /api/reservation (201) */
export const reservationReceiptAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The queued confirmation's id, or 'email-not-configured' when the shop sends no mail. */
  messageId: z.string(),
  reservationId: z.string(),
})
export type ReservationReceipt = z.infer<typeof reservationReceiptAnswer>

/** A booking as the back office lists it. */
export const adminBookingAnswer = z.object({
  _id: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  numberOfPeople: z.number(),
  note: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  handledBy: z.string().nullable(),
})
export type AdminBooking = z.infer<typeof adminBookingAnswer>

/** A slot of the day with the guests it expects. */
export const slotLoadAnswer = z.object({
  time: z.string(),
  booked: z.number(),
  capacity: z.number(),
})

/** GET /api/admin/reservations: one day's bookings and every slot's load. */
export const dayOfBookingsAnswer = z.object({
  success: z.literal(true),
  day: z.string(),
  data: z.array(adminBookingAnswer),
  slots: z.array(slotLoadAnswer),
})
export type DayOfBookings = z.infer<typeof dayOfBookingsAnswer>

/** A booking confirmed or cancelled. */
export const bookingChangedAnswer = withData(adminBookingAnswer)
export type BookingChangedAnswer = z.infer<typeof bookingChangedAnswer>

/** POST /api/contact (201) */
export const contactSentAnswer = doneAnswer
export type ContactSentAnswer = z.infer<typeof contactSentAnswer>

/** A contact message as the back office lists it. */
export const adminMessageAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
})
export type AdminMessage = z.infer<typeof adminMessageAnswer>

/** GET /api/admin/messages: newest first. */
export const adminMessagesAnswer = z.object({
  success: z.literal(true),
  data: z.array(adminMessageAnswer),
})
export type AdminMessagesAnswer = z.infer<typeof adminMessagesAnswer>

export const messageChangedAnswer = withData(adminMessageAnswer)
export type MessageChangedAnswer = z.infer<typeof messageChangedAnswer>
