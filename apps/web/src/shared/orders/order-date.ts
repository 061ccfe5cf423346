import type { Language } from '../../i18n/languages'

/**
 * When an order was placed, as the track page says it, in the page's language (issue 12 §4).
 * English keeps SPEC §2's long format ('November 22, 2026 at 14:05'); Slovak reads
 * '22. novembra 2026 o 14:05'; Vietnamese puts the time first, as its readers write it
 * ('14:05, 22 tháng 11, 2026'), where Intl's own order ('lúc 14:05 22 tháng 11, 2026') runs the
 * time into the day. A 24-hour clock in every language. `timeZone` is for tests; the page
 * shows the reader's own clock, as before.
 */
export function formatOrderDate(date: string, language: Language, timeZone?: string): string {
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return date
  if (language === 'vi') {
    const day = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long', timeZone }).format(parsed)
    const time = new Intl.DateTimeFormat('vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(parsed)
    return `${time}, ${day}`
  }
  return new Intl.DateTimeFormat(language === 'sk' ? 'sk-SK' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(parsed)
}

/**
 * The day an order was placed, as my orders lists it: SPEC §2's '22/11/2026' on the English and
 * Vietnamese pages (it is the Vietnamese way), '22. 11. 2026' on the Slovak one.
 */
export function formatOrderDay(
  date: string | undefined,
  language: Language,
  timeZone?: string,
): string {
  if (!date) return ''
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return date
  return new Intl.DateTimeFormat(language === 'sk' ? 'sk-SK' : 'vi-VN', {
    day: language === 'sk' ? 'numeric' : '2-digit',
    month: language === 'sk' ? 'numeric' : '2-digit',
    year: 'numeric',
    timeZone,
  }).format(parsed)
}
