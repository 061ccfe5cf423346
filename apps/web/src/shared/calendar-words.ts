import { LOCALE_TAG, type Language } from '../i18n/languages'

/**
 * Intl's Vietnamese writes 'Chủ Nhật'; our texts and mails write 'Chủ nhật', its dictionary
 * spelling (issue 12 §4: one spelling per term), so a date Intl writes is brought in line.
 */
export const ourSpelling = (text: string) => text.replaceAll('Chủ Nhật', 'Chủ nhật')

/**
 * A calendar day (YYYY-MM-DD) with its weekday, to follow 'for'/'na'/'cho' in a sentence:
 * 'Wednesday 8 April 2026', 'Thứ Tư, 8 tháng 4, 2026', and in Slovak '8. apríla 2026 (streda)',
 * because after 'na' a weekday would need the accusative ('na stredu'), which Intl never writes.
 * Formatted in UTC so that no zone moves it to another day.
 */
export function bookedDay(date: string, language: Language): string {
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return date
  const tag = LOCALE_TAG[language]
  if (language === 'sk') {
    const plain = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(day)
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(day)
    return `${plain} (${weekday})`
  }
  return ourSpelling(
    new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(day),
  )
}
