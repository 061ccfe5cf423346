import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  adminReservations,
  cancelBooking as cancel,
  confirmBooking as confirm,
} from '@quan/domain/api/addresses'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today-keys'

export const bookingKeys = {
  all: ['office', 'bookings'] as const,
  day: (day: string) => ['office', 'bookings', day] as const,
}

/** One day's bookings; '' asks for today in the restaurant's zone (the answer says which day). */
export function useDayOfBookings(day: string) {
  return useQuery({
    queryKey: bookingKeys.day(day),
    queryFn: () => call(adminReservations, { query: { day }, auth: true }),
    staleTime: 30_000,
  })
}

export const confirmBooking = (id: string) => call(confirm, { params: { id }, auth: true })

/** The reason is optional; an empty one is not sent. */
export const cancelBooking = (id: string, reason: string) =>
  call(cancel, { params: { id }, body: reason ? { reason } : {}, auth: true })

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
