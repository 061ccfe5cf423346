import type { Language } from '../../../lib/language'
import { lines, longDate, people, signOff, type MailRestaurant, type MailText } from './format'

export type BookingNews = 'received' | 'confirmed' | 'cancelled'

export interface BookingForMail {
  /** The restaurant as it is when the mail is written. */
  restaurant: MailRestaurant
  customerName: string
  date: string
  time: string
  numberOfPeople: number
  language: Language
  /** Why it was cancelled, when the admin said. */
  reason?: string | null
}

interface Wording {
  subject: Record<BookingNews, (when: string, shop: string) => string>
  hello: (name: string) => string
  news: Record<BookingNews, (party: string, when: string) => string>
  reason: string
  house: string[]
  again: (url: string) => string
}

/** A booking's date and time, e.g. 'Tuesday 10 March 2026 at 18:30'. */
const at: Record<Language, (date: string, time: string) => string> = {
  en: (date, time) => `${longDate(date, 'en')} at ${time}`,
  vi: (date, time) => `${time}, ${longDate(date, 'vi')}`,
  sk: (date, time) => `${longDate(date, 'sk')} o ${time}`,
}

const WORDING: Record<Language, Wording> = {
  en: {
    subject: {
      received: (when, shop) => `We have your booking request at ${shop}: ${when}`,
      confirmed: (when, shop) => `Your table at ${shop} is confirmed: ${when}`,
      cancelled: (when, shop) => `Your booking at ${shop} is cancelled: ${when}`,
    },
    hello: (name) => `Hello ${name},`,
    news: {
      received: (party, when) =>
        `We have your request for a table for ${party} on ${when}.\nWe will call you within 2 hours to confirm it.`,
      confirmed: (party, when) =>
        `Your table for ${party} on ${when} is confirmed. We look forward to seeing you.`,
      cancelled: (party, when) =>
        `We are sorry: your booking of a table for ${party} on ${when} has been cancelled.`,
    },
    reason: 'Reason',
    house: [
      'We hold the table for 15 minutes; please arrive 5 minutes early.',
      'To cancel, let us know at least 2 hours in advance.',
    ],
    again: (url) => `You are welcome to choose another time: ${url}`,
  },
  vi: {
    subject: {
      received: (when, shop) => `${shop} đã nhận yêu cầu đặt bàn của bạn: ${when}`,
      confirmed: (when, shop) => `Bàn của bạn tại ${shop} đã được xác nhận: ${when}`,
      cancelled: (when, shop) => `Lịch đặt bàn của bạn tại ${shop} đã bị hủy: ${when}`,
    },
    hello: (name) => `Xin chào ${name},`,
    news: {
      received: (party, when) =>
        `Chúng tôi đã nhận được yêu cầu đặt bàn cho ${party} vào lúc ${when}.\nChúng tôi sẽ gọi điện xác nhận cho bạn trong vòng 2 giờ.`,
      confirmed: (party, when) =>
        `Bàn cho ${party} vào lúc ${when} đã được xác nhận. Rất mong được đón tiếp bạn.`,
      cancelled: (party, when) => `Rất tiếc, lịch đặt bàn cho ${party} vào lúc ${when} đã bị hủy.`,
    },
    reason: 'Lý do',
    house: [
      'Chúng tôi giữ bàn trong 15 phút; vui lòng đến sớm 5 phút.',
      'Nếu muốn hủy, vui lòng báo cho chúng tôi trước ít nhất 2 giờ.',
    ],
    again: (url) => `Bạn có thể chọn một thời gian khác tại: ${url}`,
  },
  sk: {
    subject: {
      received: (when, shop) => `Vašu žiadosť o rezerváciu sme prijali – ${shop}, ${when}`,
      confirmed: (when, shop) => `Váš stôl v reštaurácii ${shop} je potvrdený: ${when}`,
      cancelled: (when, shop) => `Vaša rezervácia v reštaurácii ${shop} je zrušená: ${when}`,
    },
    hello: (name) => `Dobrý deň, ${name},`,
    news: {
      received: (party, when) =>
        `prijali sme vašu žiadosť o stôl pre ${party} na ${when}.\nDo 2 hodín vám zavoláme a rezerváciu potvrdíme.`,
      confirmed: (party, when) =>
        `váš stôl pre ${party} na ${when} je potvrdený. Tešíme sa na vašu návštevu.`,
      cancelled: (party, when) =>
        `je nám ľúto, vaša rezervácia stola pre ${party} na ${when} bola zrušená.`,
    },
    reason: 'Dôvod',
    house: [
      'Stôl držíme 15 minút; príďte, prosím, o 5 minút skôr.',
      'Ak chcete rezerváciu zrušiť, dajte nám vedieť aspoň 2 hodiny vopred.',
    ],
    again: (url) => `Môžete si vybrať iný čas: ${url}`,
  },
}

/** To the guest, in their language: a booking request received, confirmed or cancelled. */
export function bookingMail(
  news: BookingNews,
  booking: BookingForMail,
  publicUrl: string,
): MailText {
  const t = WORDING[booking.language]
  const when = at[booking.language](booking.date, booking.time)
  const party = people(booking.numberOfPeople, booking.language)
  return {
    subject: t.subject[news](when, booking.restaurant.name),
    text: lines(
      t.hello(booking.customerName),
      '',
      t.news[news](party, when),
      ...(news === 'cancelled' && booking.reason ? [`${t.reason}: ${booking.reason}`] : []),
      '',
      ...(news === 'cancelled' ? [t.again(`${publicUrl}/reservation`)] : t.house),
      '',
      ...signOff(booking.language, booking.restaurant),
    ),
  }
}
