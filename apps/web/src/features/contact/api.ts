import type { ContactSentAnswer } from '@quan/domain/answers'
import type { ContactBody } from '@quan/domain/validation'
import { api } from '../../config/paths'
import { apiRequest } from '../../shared/api/client'

/** POST /api/contact (SPEC §7): `{ success, message }`, or an ApiError. */
export function sendContactMessage(body: ContactBody) {
  return apiRequest<ContactSentAnswer>(api.contact, { method: 'POST', body })
}
