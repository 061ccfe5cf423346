import type { BookingChangedAnswer, DayOfBookings } from '@quan/domain/answers'
import type { ReservationCancelBody } from '@quan/domain/validation'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'

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
      apiRequest<DayOfBookings>(
        day ? `${BOOKINGS_PATH}?day=${encodeURIComponent(day)}` : BOOKINGS_PATH,
        { auth: true },
      ),
    staleTime: 30_000,
  })
}

export const confirmBooking = (id: string) =>
  apiRequest<BookingChangedAnswer>(`${BOOKINGS_PATH}/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    auth: true,
  })

/** The reason is optional; an empty one is not sent. */
export const cancelBooking = (id: string, reason: string) =>
  apiRequest<BookingChangedAnswer>(`${BOOKINGS_PATH}/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: (reason ? { reason } : {}) satisfies ReservationCancelBody,
    auth: true,
  })
