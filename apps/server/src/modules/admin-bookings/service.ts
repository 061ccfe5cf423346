import {
  coversByTime,
  localDate,
  moveReservation,
  spansOnFor,
  reservationSlots,
  slotLoads,
  type AdminReservationsQuery,
  type ReservationAction,
  type SlotLoad,
} from '@quan/domain'
import type { ShopContext } from '../../context'
import { conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { AuthUser } from '../../plugins/auth'
import { bookingNewsMail } from '../reservation/service'
import { adminName } from '../user/service'
import { reservationToAdmin, type AdminReservation } from './mappers'
import {
  findReservation,
  insertReservationEvent,
  reservationsOfDay,
  setReservationStatus,
} from './repo'

const BOOKING_NOT_FOUND = 'Booking not found'

export interface DayOfBookings {
  success: true
  day: string
  data: AdminReservation[]
  slots: SlotLoad[]
}

/** One day's bookings in time order, with every slot's guests against the capacity. */
export async function listDayOfBookings(
  ctx: ShopContext,
  query: AdminReservationsQuery,
): Promise<DayOfBookings> {
  const hours = await ctx.settings.restaurantHours.read()
  const day = query.day ?? localDate(ctx.clock.now(), hours.timeZone)
  const rows = await reservationsOfDay(ctx.db, day)
  const covers = coversByTime(
    rows.map((row) => ({
      time: row.reservation_time,
      people: row.number_of_people,
      status: row.status,
    })),
  )
  return {
    success: true,
    day,
    data: rows.map(reservationToAdmin),
    slots: slotLoads(
      reservationSlots(day, spansOnFor(hours, 'opening')),
      covers,
      ctx.config.reservationCapacity,
    ),
  }
}

const DONE: Record<ReservationAction, string> = {
  confirm: 'Booking confirmed',
  cancel: 'Booking cancelled',
}

/**
 * Confirms or cancels a booking and records who did it, when, and why. The move, its record and
 * the mail telling the guest are one transaction; a booking another admin moved meanwhile is
 * judged by its new status.
 */
export async function changeBooking(
  ctx: ShopContext,
  admin: AuthUser,
  id: string,
  action: ReservationAction,
  reason?: string,
): Promise<{ success: true; message: string; data: AdminReservation }> {
  const actorName = await adminName(ctx, admin)
  const at = ctx.clock.now().toISOString()
  // Before the transaction: on SQLite it holds the one connection a read would wait for.
  const restaurant = await ctx.settings.restaurantIdentity.read()
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const current = await findReservation(trx, id)
    if (!current) throw notFound('BOOKING_NOT_FOUND', BOOKING_NOT_FOUND)
    const move = moveReservation(current.status, action)
    if (!move.ok) throw conflict('BOOKING_MOVE_REFUSED', move.message)
    const change = { from: move.from, to: move.to, at, by: actorName }
    if (!(await setReservationStatus(trx, id, change))) {
      const now = await findReservation(trx, id)
      const again = moveReservation(now?.status ?? '', action)
      throw again.ok
        ? conflict('BOOKING_CHANGED', 'This booking just changed. Please try again.')
        : conflict('BOOKING_MOVE_REFUSED', again.message)
    }
    await insertReservationEvent(trx, {
      id: newId(),
      reservation_id: id,
      at,
      actor_id: admin.id,
      actor_name: actorName,
      from_status: move.from,
      to_status: move.to,
      reason: reason || null,
    })
    // The guest hears of it in their language; the mail is queued with the move, or not at all.
    const news = action === 'confirm' ? 'confirmed' : 'cancelled'
    await ctx.outbox.enqueue(trx, [bookingNewsMail(ctx, news, current, restaurant, reason)])
    return { ...current, status: move.to, updated_at: at, handled_by: actorName }
  })
  ctx.outbox.wake()
  return { success: true, message: DONE[action], data: reservationToAdmin(moved) }
}
