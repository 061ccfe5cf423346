import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { email, multilineText, object, requiredText } from './fields'

// The contact form, and the back office's inbox of what it brought.

export const CONTACT_SUBJECTS = [
  'general',
  'reservation',
  'feedback',
  'complaint',
  'partnership',
  'other',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const contactBody = object({
  name: requiredText(VALIDATION_CODES.nameRequired, 100, VALIDATION_CODES.nameTooLong).min(
    2,
    VALIDATION_CODES.nameMinLength,
  ),
  email: email(),
  subject: requiredText(VALIDATION_CODES.subjectRequired, 50, VALIDATION_CODES.subjectInvalid).pipe(
    z.enum(CONTACT_SUBJECTS, { error: VALIDATION_CODES.subjectInvalid }),
  ),
  message: requiredText(
    VALIDATION_CODES.messageRequired,
    5000,
    VALIDATION_CODES.messageTooLong,
    multilineText,
  ).min(10, VALIDATION_CODES.messageMinLength),
})
export type ContactBody = z.infer<typeof contactBody>

export const messageHandledBody = object({
  handled: z.boolean({ error: VALIDATION_CODES.handledInvalid }),
})
export type MessageHandledBody = z.infer<typeof messageHandledBody>
