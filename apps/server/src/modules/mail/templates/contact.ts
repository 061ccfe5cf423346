import type { ContactSubject } from '@quan/domain'
import type { Language } from '../../../lib/language'
import { LANGUAGE_NAMES, lines, type MailText } from './format'

export interface ContactForMail {
  name: string
  email: string
  subject: ContactSubject
  message: string
  language: Language
  /** The restaurant's local date and time it was sent. */
  sentAt: { date: string; time: string }
}

const SUBJECTS: Record<ContactSubject, string> = {
  general: 'General question',
  reservation: 'Reservation',
  feedback: 'Feedback',
  complaint: 'Complaint',
  partnership: 'Partnership',
  other: 'Other',
}

/**
 * To the restaurant, in English whatever the guest's language: the message as written, sent
 * with Reply-To set to the guest, so answering the mail answers them.
 */
export function contactForward(message: ContactForMail): MailText {
  return {
    subject: `Contact form: ${SUBJECTS[message.subject]} from ${message.name}`,
    text: lines(
      `${message.name} <${message.email}> wrote through the contact form on ${message.sentAt.date} at ${message.sentAt.time}.`,
      `Subject: ${SUBJECTS[message.subject]}`,
      `Their language: ${LANGUAGE_NAMES[message.language]}`,
      '',
      message.message,
      '',
      `Reply to this e-mail to answer ${message.name} directly.`,
    ),
  }
}
