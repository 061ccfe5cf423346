import type { ContactSubject } from '@quan/domain'
import type { Language } from '../../../lib/language'
import { LANGUAGE_NAMES, lines, shortDate, type MailText } from './format'

export interface ContactForMail {
  name: string
  email: string
  subject: ContactSubject
  message: string
  language: Language
  /** The restaurant's local date and time it was sent. */
  sentAt: { date: string; time: string }
}

const SUBJECTS: Record<Language, Record<ContactSubject, string>> = {
  en: {
    general: 'General question',
    reservation: 'Reservation',
    feedback: 'Feedback',
    complaint: 'Complaint',
    partnership: 'Partnership',
    other: 'Other',
  },
  vi: {
    general: 'Câu hỏi chung',
    reservation: 'Đặt bàn',
    feedback: 'Góp ý',
    complaint: 'Khiếu nại',
    partnership: 'Hợp tác',
    other: 'Khác',
  },
  sk: {
    general: 'Všeobecná otázka',
    reservation: 'Rezervácia',
    feedback: 'Spätná väzba',
    complaint: 'Sťažnosť',
    partnership: 'Spolupráca',
    other: 'Iné',
  },
}

// The writer's name stands after a colon or a dash, so that no Slovak case ending is needed.
const WORDING = {
  en: {
    subject: (subject: string, name: string) => `Contact form: ${subject} from ${name}`,
    wrote: (from: string, date: string, time: string) =>
      `${from} wrote through the contact form on ${date} at ${time}.`,
    subjectLabel: 'Subject',
    language: 'Their language',
    reply: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
  },
  vi: {
    subject: (subject: string, name: string) => `Tin nhắn liên hệ: ${subject} – ${name}`,
    wrote: (from: string, date: string, time: string) =>
      `Tin nhắn gửi qua trang Liên hệ lúc ${time} ngày ${date}, từ: ${from}`,
    subjectLabel: 'Chủ đề',
    language: 'Ngôn ngữ của khách',
    reply: (name: string) => `Trả lời thư này là trả lời thẳng cho ${name}.`,
  },
  sk: {
    subject: (subject: string, name: string) =>
      `Správa z kontaktného formulára: ${subject} – ${name}`,
    wrote: (from: string, date: string, time: string) =>
      `Správa z kontaktného formulára, prijatá ${date} o ${time}, od: ${from}`,
    subjectLabel: 'Predmet',
    language: 'Jazyk pisateľa',
    reply: (name: string) => `Odpoveďou na tento e-mail odpoviete priamo: ${name}.`,
  },
} satisfies Record<Language, unknown>

/**
 * To the restaurant, in the back office's language (RESTAURANT_LANGUAGE, issue 19 §5), whatever
 * the guest's: the message as written, sent with Reply-To set to the guest, so answering the
 * mail answers them.
 */
export function contactForward(message: ContactForMail, language: Language): MailText {
  const t = WORDING[language]
  const subject = SUBJECTS[language][message.subject]
  return {
    subject: t.subject(subject, message.name),
    text: lines(
      t.wrote(
        `${message.name} <${message.email}>`,
        shortDate(message.sentAt.date, language),
        message.sentAt.time,
      ),
      `${t.subjectLabel}: ${subject}`,
      `${t.language}: ${LANGUAGE_NAMES[language][message.language]}`,
      '',
      message.message,
      '',
      t.reply(message.name),
    ),
  }
}
