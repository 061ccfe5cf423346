import {
  localDate,
  localTime,
  OPENING_HOURS,
  reservationSlots,
  type ReservationBody,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { badRequest } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { insertReservation, setReservationMessageId } from './repo'

/** What `messageId` says when no mail went out; the web app then shows its message longer. */
export const EMAIL_NOT_CONFIGURED = 'email-not-configured'
export const EMAIL_NOT_SENT = 'email-not-sent'

export interface ReservationReceipt {
  success: true
  message: string
  messageId: string
  reservationId: string
}

/** Today or later in the restaurant's own time zone, at one of that day's slots, not yet past. */
function checkTable(ctx: ShopContext, date: string, time: string) {
  const now = ctx.clock.now()
  const today = localDate(now, ctx.config.timeZone)
  if (date < today) {
    throw badRequest('Cannot select a past date', { reservationDate: 'Cannot select a past date' })
  }
  const slots = reservationSlots(date, OPENING_HOURS)
  if (slots.length === 0) {
    throw badRequest('The restaurant is closed on that day. Please choose another date.', {
      reservationDate: 'Closed on that day',
    })
  }
  if (!slots.includes(time)) {
    const message = `Please choose a time between ${slots[0]} and ${slots.at(-1)}, every 30 minutes`
    throw badRequest(message, { reservationTime: message })
  }
  if (date === today && time <= localTime(now, ctx.config.timeZone)) {
    const message = 'That time has already passed today. Please choose a later time.'
    throw badRequest(message, { reservationTime: message })
  }
}

export async function bookTable(
  ctx: ShopContext,
  body: ReservationBody,
): Promise<ReservationReceipt> {
  checkTable(ctx, body.reservationDate, body.reservationTime)
  const id = newId()
  // Stored first: a mail server that is down never costs a guest their table.
  await insertReservation(ctx.db, {
    id,
    customer_name: body.customerName,
    phone: body.phone,
    email: body.email,
    reservation_date: body.reservationDate,
    reservation_time: body.reservationTime,
    number_of_people: body.numberOfPeople,
    note: body.note || null,
    status: 'pending',
    message_id: null,
    created_at: ctx.clock.now().toISOString(),
  })
  const messageId = await sendConfirmation(ctx, id, body)
  return {
    success: true,
    message: 'Reservation submitted successfully! We will call you within 2 hours to confirm.',
    messageId,
    reservationId: id,
  }
}

async function sendConfirmation(ctx: ShopContext, id: string, body: ReservationBody) {
  if (!ctx.mailer.configured) return EMAIL_NOT_CONFIGURED
  try {
    const messageId = await ctx.mailer.send({
      to: body.email,
      subject: `Your table at Quán on ${body.reservationDate} at ${body.reservationTime}`,
      text: [
        `Hello ${body.customerName},`,
        '',
        `we have your request for a table for ${body.numberOfPeople} on ${body.reservationDate} at ${body.reservationTime}.`,
        'We will call you within 2 hours to confirm it.',
        '',
        'We hold the table for 15 minutes; please arrive 5 minutes early.',
        'To cancel, let us know at least 2 hours in advance.',
        '',
        'Quán',
      ].join('\n'),
    })
    await setReservationMessageId(ctx.db, id, messageId)
    return messageId
  } catch (error) {
    ctx.log.error({ err: error, reservationId: id }, 'reservation confirmation mail failed')
    return EMAIL_NOT_SENT
  }
}
