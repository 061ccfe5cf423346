import { z } from 'zod'
import { MESSAGES } from '../messages'
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
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong).min(
    2,
    MESSAGES.nameMinLength,
  ),
  email: email(),
  subject: requiredText(MESSAGES.subjectRequired, 50, MESSAGES.subjectInvalid).pipe(
    z.enum(CONTACT_SUBJECTS, { error: MESSAGES.subjectInvalid }),
  ),
  message: requiredText(MESSAGES.messageRequired, 5000, MESSAGES.messageTooLong, multilineText).min(
    10,
    MESSAGES.messageMinLength,
  ),
})
export type ContactBody = z.infer<typeof contactBody>

export const messageHandledBody = object({
  handled: z.boolean({ error: MESSAGES.handledInvalid }),
})
export type MessageHandledBody = z.infer<typeof messageHandledBody>
