import {
  canSeat,
  coversByTime,
  fullSlotMessage,
  guestKeys,
  localDate,
  localTime,
  mayBookAnother,
  nearestFreeSlots,
  reservationSlots,
  spansOnFor,
  TOO_MANY_BOOKINGS_MESSAGE,
  type ReservationBody,
  type RestaurantIdentity,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import type { ReservationTable } from '../../db/schema'
import { badRequest, conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { Language } from '../../lib/language'
import { bookingMail, type BookingNews } from '../mail/templates/reservation'
import { guestsOfDay, insertReservation, lockGuestDay, lockSlot, partiesOfDay } from './repo'

/** What `messageId` says when no mail is sent (no SMTP_URL); the web app shows its message longer. */
export const EMAIL_NOT_CONFIGURED = 'email-not-configured'

export interface ReservationReceipt {
  success: true
  message: string
  /** The queued confirmation's id (also its Message-ID), or EMAIL_NOT_CONFIGURED. */
  messageId: string
  reservationId: string
}

/** A mail to the guest about their booking, in the language they booked in. */
export function bookingNewsMail(
  ctx: ShopContext,
  news: BookingNews,
  row: ReservationTable,
  /** The restaurant as set up now, read before the transaction the mail is queued in. */
  restaurant: RestaurantIdentity,
  reason?: string | null,
) {
  const mail = bookingMail(
    news,
    {
      restaurant,
      customerName: row.customer_name,
      date: row.reservation_date,
      time: row.reservation_time,
      numberOfPeople: row.number_of_people,
      language: row.language,
      reason,
    },
    ctx.config.publicUrl,
  )
  return { kind: `reservation-${news}` as const, to: row.email, language: row.language, ...mail }
}

/**
 * Today or later in the restaurant's own time zone, at one of that day's slots, not yet past.
 * Returns the day's slots and, for today, the local time before which slots have passed.
 */
async function checkTable(ctx: ShopContext, date: string, time: string) {
  const now = ctx.clock.now()
  // The hours and zone as saved in the back office (issue 21 §4): closures close the day.
  const hours = await ctx.settings.restaurantHours.read()
  const today = localDate(now, hours.timeZone)
  if (date < today) {
    throw badRequest('PAST_DATE', 'Cannot select a past date', {
      reservationDate: 'Cannot select a past date',
    })
  }
  const slots = reservationSlots(date, spansOnFor(hours, 'opening'))
  if (slots.length === 0) {
    throw badRequest(
      'CLOSED_DAY',
      'The restaurant is closed on that day. Please choose another date.',
      {
        reservationDate: 'Closed on that day',
      },
    )
  }
  if (!slots.includes(time)) {
    const message = `Please choose a time between ${slots[0]} and ${slots.at(-1)}, every 30 minutes`
    throw badRequest('TIME_OUTSIDE_SLOTS', message, { reservationTime: message })
  }
  const nowTime = date === today ? localTime(now, hours.timeZone) : undefined
  if (nowTime !== undefined && time <= nowTime) {
    const message = 'That time has already passed today. Please choose a later time.'
    throw badRequest('TIME_PASSED', message, { reservationTime: message })
  }
  return { slots, nowTime }
}

/**
 * Stores the booking if the guest holds fewer than the allowed pending bookings that day (else a
 * 409) and its slot still has room for the party, else a 409 naming the nearest slots that day
 * that do. The counts and the insert are one transaction: SQLite runs one writer at a time, and
 * on PostgreSQL locks on the slot and on the guest's day make a second booking wait for the first.
 * The 'received' mail is queued in the same transaction and its id kept on the booking; the
 * mail worker sends it after the guest has their answer.
 */
async function seatParty(
  ctx: ShopContext,
  row: ReservationTable,
  day: { slots: string[]; nowTime: string | undefined },
) {
  const { reservation_date: date, reservation_time: time, number_of_people: party } = row
  const capacity = ctx.config.reservationCapacity
  // Before the transaction: on SQLite it holds the one connection a read would wait for.
  const restaurant = await ctx.settings.restaurantIdentity.read()
  const { country } = restaurant
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') {
      await lockSlot(trx, date, time)
      await lockGuestDay(trx, date, guestKeys(row, country))
    }
    // Before the slot's room: a guest over the limit is not to be offered other times.
    if (!mayBookAnother(await guestsOfDay(trx, date), row, country)) {
      throw conflict('TOO_MANY_BOOKINGS', TOO_MANY_BOOKINGS_MESSAGE)
    }
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
      throw conflict('SLOT_FULL', fullSlotMessage(booked, capacity, freeSlots), { freeSlots })
    }
    const [mailId] = await ctx.outbox.enqueue(trx, [
      bookingNewsMail(ctx, 'received', row, restaurant),
    ])
    await insertReservation(trx, { ...row, message_id: mailId ?? null })
    return mailId
  })
}

export async function bookTable(
  ctx: ShopContext,
  body: ReservationBody,
  language: Language,
): Promise<ReservationReceipt> {
  const day = await checkTable(ctx, body.reservationDate, body.reservationTime)
  const id = newId()
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
    language,
  }
  const mailId = await seatParty(ctx, row, day)
  if (mailId) ctx.outbox.wake()
  return {
    success: true,
    message: 'Reservation submitted successfully! We will call you within 2 hours to confirm.',
    messageId: mailId ?? EMAIL_NOT_CONFIGURED,
    reservationId: id,
  }
}
