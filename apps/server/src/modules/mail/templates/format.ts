import { formatEuroCents, weekdayOf, type RestaurantIdentity } from '@quan/domain'
import type { Language } from '../../../lib/language'

/** A plain-text e-mail: what the outbox stores and sends. */
export interface MailText {
  subject: string
  text: string
}

/**
 * The restaurant as a mail names it: as set in Settings when the mail is written (issue 21 §1),
 * read before the transaction the mail is queued in.
 */
export type MailRestaurant = Pick<RestaurantIdentity, 'name' | 'address'>

/** The guest's language, named in the restaurant's mails in the back office's language. */
export const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  en: { vi: 'Vietnamese', en: 'English', sk: 'Slovak' },
  vi: { vi: 'tiếng Việt', en: 'tiếng Anh', sk: 'tiếng Slovakia' },
  sk: { vi: 'vietnamčina', en: 'angličtina', sk: 'slovenčina' },
}

const SIGN_OFF: Record<Language, string> = {
  en: 'Kind regards,',
  vi: 'Trân trọng,',
  sk: 'S pozdravom',
}

/**
 * How a letter to a guest ends (issue 19 §5): a sign-off, the restaurant and where it is, as its
 * owner set them up (issue 21 §1), never a bare name.
 */
export function signOff(language: Language, { name, address }: MailRestaurant): string[] {
  const { street, postalCode, city } = address
  return [SIGN_OFF[language], name, `${street}, ${postalCode} ${city}`]
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

/**
 * A calendar date in figures, as the restaurant's own mails and a Slovak sentence after 'z'
 * write it: '2026-03-02', '02/03/2026', '2. 3. 2026' (no weekday, which would need a case).
 */
export function shortDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  if (language === 'vi') {
    return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
  }
  if (language === 'sk') return `${day}. ${month}. ${year}`
  return date
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
