import { contact } from '@quan/domain/api/addresses'
import type { ContactBody } from '@quan/domain/validation'
import { useMutation } from '@tanstack/react-query'
import { call, type ApiError } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'

export const sendMessageKey = ['contact', 'send'] as const

/** POST /api/contact (SPEC §7): `{ success, message }`, or an ApiError. */
export function sendContactMessage(body: ContactBody) {
  return call(contact, { body })
}

/** Sends a message to the restaurant; the back office's inbox is another visitor's page. */
export function useSendMessage() {
  return useMutation<{ success: true; message: string }, ApiError, ContactBody>({
    ...WRITE,
    mutationKey: sendMessageKey,
    mutationFn: sendContactMessage,
  })
}
