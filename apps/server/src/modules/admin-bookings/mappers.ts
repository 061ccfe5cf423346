import type { ReservationTable } from '../../db/schema'

/** A booking as the back office lists it. */
export function reservationToAdmin(row: ReservationTable) {
  return {
    _id: row.id,
    customerName: row.customer_name,
    phone: row.phone,
    email: row.email,
    reservationDate: row.reservation_date,
    reservationTime: row.reservation_time,
    numberOfPeople: row.number_of_people,
    note: row.note ?? '',
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    handledBy: row.handled_by,
  }
}

export type AdminReservation = ReturnType<typeof reservationToAdmin>
