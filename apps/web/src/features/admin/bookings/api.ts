import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today/api'

/** A booking as GET /api/admin/reservations lists it (server admin-bookings/mappers.ts). */
export interface AdminBooking {
  _id: string
  customerName: string
  phone: string
  email: string
  reservationDate: string
  reservationTime: string
  numberOfPeople: number
  note: string
  status: string
  createdAt: string
  updatedAt: string
  handledBy: string | null
}

/** One slot of the day: guests expected against the seats it has. */
export interface SlotLoad {
  time: string
  booked: number
  capacity: number
}

export interface DayOfBookings {
  day: string
  data: AdminBooking[]
  slots: SlotLoad[]
}

export const BOOKINGS_PATH = '/api/admin/reservations'

export const bookingKeys = {
  all: ['office', 'bookings'] as const,
  day: (day: string) => ['office', 'bookings', day] as const,
}

/** One day's bookings; '' asks for today in the restaurant's zone (the answer says which day). */
export function useDayOfBookings(day: string) {
  return useQuery({
    queryKey: bookingKeys.day(day),
    queryFn: () =>
      apiRequest<DayOfBookings & { success: true }>(
        day ? `${BOOKINGS_PATH}?day=${encodeURIComponent(day)}` : BOOKINGS_PATH,
        { auth: true },
      ),
    staleTime: 30_000,
  })
}

type BookingAnswer = { success: true; message: string; data: AdminBooking }

export const confirmBooking = (id: string) =>
  apiRequest<BookingAnswer>(`${BOOKINGS_PATH}/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    auth: true,
  })

/** The reason is optional; an empty one is not sent. */
export const cancelBooking = (id: string, reason: string) =>
  apiRequest<BookingAnswer>(`${BOOKINGS_PATH}/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    auth: true,
  })

/** Confirm a booking, or cancel it with a reason. */
export type BookingChange = { confirm: true } | { cancelReason: string }

/**
 * Changes a booking. Done or refused, the day is read again (the slots' covers change with every
 * booking's status, and a 409 means it changed meanwhile), and so are the day's figures.
 */
export function useChangeBooking() {
  const queryClient = useQueryClient()
  return useMutation<unknown, ApiError, { id: string; change: BookingChange }>({
    ...WRITE,
    mutationFn: ({ id, change }) =>
      'cancelReason' in change ? cancelBooking(id, change.cancelReason) : confirmBooking(id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all })
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
    },
  })
}
