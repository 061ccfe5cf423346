import {
  canSeat,
  coversByTime,
  fullSlotMessage,
  localDate,
  localTime,
  nearestFreeSlots,
  OPENING_HOURS,
  reservationSlots,
  type ReservationBody,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import type { ReservationTable } from '../../db/schema'
import { badRequest, conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { insertReservation, lockSlot, partiesOfDay, setReservationMessageId } from './repo'

/** What `messageId` says when no mail went out; the web app then shows its message longer. */
export const EMAIL_NOT_CONFIGURED = 'email-not-configured'
export const EMAIL_NOT_SENT = 'email-not-sent'

export interface ReservationReceipt {
  success: true
  message: string
  messageId: string
  reservationId: string
}

/**
 * Today or later in the restaurant's own time zone, at one of that day's slots, not yet past.
 * Returns the day's slots and, for today, the local time before which slots have passed.
 */
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
  const nowTime = date === today ? localTime(now, ctx.config.timeZone) : undefined
  if (nowTime !== undefined && time <= nowTime) {
    const message = 'That time has already passed today. Please choose a later time.'
    throw badRequest(message, { reservationTime: message })
  }
  return { slots, nowTime }
}

/**
 * Stores the booking if its slot still has room for the party, else a 409 naming the nearest
 * slots that day that do. The count and the insert are one transaction: SQLite runs one writer
 * at a time, and on PostgreSQL a lock on the slot makes a second guest wait for the first.
 */
async function seatParty(
  ctx: ShopContext,
  row: ReservationTable,
  day: { slots: string[]; nowTime: string | undefined },
) {
  const { reservation_date: date, reservation_time: time, number_of_people: party } = row
  const capacity = ctx.config.reservationCapacity
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') await lockSlot(trx, date, time)
    const covers = coversByTime(await partiesOfDay(trx, date))
    const booked = covers.get(time) ?? 0
    if (!canSeat(booked, party, capacity)) {
      const freeSlots = nearestFreeSlots({
        slots: day.slots,
        covers,
        capacity,
        party,
        requested: time,
        now: day.nowTime,
      })
      throw conflict(fullSlotMessage(booked, capacity, freeSlots), { freeSlots })
    }
    await insertReservation(trx, row)
  })
}

export async function bookTable(
  ctx: ShopContext,
  body: ReservationBody,
): Promise<ReservationReceipt> {
  const day = checkTable(ctx, body.reservationDate, body.reservationTime)
  const id = newId()
  // Stored first: a mail server that is down never costs a guest their table.
  const row: ReservationTable = {
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
    updated_at: null,
    handled_by: null,
  }
  await seatParty(ctx, row, day)
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
