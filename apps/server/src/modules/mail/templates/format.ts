import { formatEuroCents, weekdayOf } from '@quan/domain'
import type { Language } from '../../../lib/language'

/** A plain-text e-mail: what the outbox stores and sends. */
export interface MailText {
  subject: string
  text: string
}

export const SHOP_NAME = 'Quán'

/** The guest's language, named for the restaurant's English mails. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  vi: 'Vietnamese',
  en: 'English',
  sk: 'Slovak',
}

/**
 * Euros as the web app shows them to the mail's reader (issue 12 §4): '€12.50' in English,
 * '12,50 €' in Slovak and Vietnamese.
 */
export const euros = (cents: number, language: Language) => formatEuroCents(cents, language)

const WEEKDAYS: Record<Language, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  vi: ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  sk: ['nedeľa', 'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota'],
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Slovak months in the genitive, as a date names them: '8. apríla 2026'. */
const MONTHS_SK = [
  'januára',
  'februára',
  'marca',
  'apríla',
  'mája',
  'júna',
  'júla',
  'augusta',
  'septembra',
  'októbra',
  'novembra',
  'decembra',
]

/**
 * A calendar date (YYYY-MM-DD) as each language writes it, with its weekday: 'Tuesday
 * 10 March 2026', 'Thứ Ba, 10/03/2026', '10. marca 2026 (utorok)'. The Slovak weekday goes in
 * brackets after the date, because the mails put the date after 'na', where a weekday would
 * need the accusative ('na stredu'; issue 12 §4). Written out by hand so that the words never
 * depend on the ICU data of the Node that runs the shop.
 */
export function longDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const weekday = WEEKDAYS[language][weekdayOf(date)]!
  if (language === 'vi') {
    return `${weekday}, ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
  }
  if (language === 'sk') return `${day}. ${MONTHS_SK[month - 1]} ${year} (${weekday})`
  return `${weekday} ${day} ${MONTHS_EN[month - 1]} ${year}`
}

/** Slovak counts: 1 osobu, 2–4 osoby, 5 osôb (the accusative, after 'pre'). */
function slovakPeople(count: number): string {
  if (count === 1) return '1 osobu'
  if (count >= 2 && count <= 4) return `${count} osoby`
  return `${count} osôb`
}

/** A party's size as the object of 'for': 'for 4 people', 'cho 4 người', 'pre 4 osoby'. */
export function people(count: number, language: Language): string {
  if (language === 'vi') return `${count} người`
  if (language === 'sk') return slovakPeople(count)
  return count === 1 ? '1 person' : `${count} people`
}

/** Lines of a mail body, dropping the ones a condition left out (undefined or false). */
export function lines(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n')
}
