import { reservation } from '@quan/domain/api/addresses'
import type { ReservationReceipt } from '@quan/domain/answers'
import type { ReservationBody } from '@quan/domain/validation'
import { useMutation } from '@tanstack/react-query'
import { call, type ApiError } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'

export const bookTableKey = ['reservation', 'book'] as const

/** What `messageId` says when the server has no mail set up (SPEC §4: the message shows 7 s). */
export const EMAIL_NOT_CONFIGURED = 'email-not-configured'

/** POST /api/reservation (SPEC §7). */
export function bookTable(body: ReservationBody) {
  return call(reservation, { body })
}

/** Books a table; no query shows the guest's own bookings, so nothing is refetched. */
export function useBookTable() {
  return useMutation<ReservationReceipt, ApiError, ReservationBody>({
    ...WRITE,
    mutationKey: bookTableKey,
    mutationFn: bookTable,
  })
}
