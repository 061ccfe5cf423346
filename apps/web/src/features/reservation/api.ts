import type { ReservationReceipt } from '@quan/domain/answers'
import type { ReservationBody } from '@quan/domain/validation'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** What `messageId` says when the server has no mail set up (SPEC §4: the message shows 7 s). */
export const EMAIL_NOT_CONFIGURED = 'email-not-configured'

/** POST /api/reservation (SPEC §7). */
export function bookTable(body: ReservationBody) {
  return apiRequest<ReservationReceipt>(api.reservation, { method: 'POST', body })
}
