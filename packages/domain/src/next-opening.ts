import { WEEKDAY_NAMES, type WeekdayName } from './calendar-days'
import { addDays, localDate, weekdayOf } from './schedule'

/**
 * How the next opening is told, on both sides: the server's refusal of an order while closed
 * and the checkout's notice pick the day the same way, each in its own words.
 */

export { WEEKDAY_NAMES, type WeekdayName } from './calendar-days'

/** A date and a time on the restaurant's calendar ('2026-03-09', '11:00'). */
type OpeningTime = { date: string; time: string }

/**
 * The next opening seen from `now` on the restaurant's calendar: today, tomorrow, a weekday
 * within the coming week, or a date further on.
 */
export type OpeningDay = { day: 'today' | 'tomorrow' | WeekdayName } | { day: 'date'; date: string }

export function openingDay(
  opening: Pick<OpeningTime, 'date'>,
  now: Date,
  timeZone: string,
): OpeningDay {
  const today = localDate(now, timeZone)
  if (opening.date === today) return { day: 'today' }
  if (opening.date === addDays(today, 1)) return { day: 'tomorrow' }
  if (opening.date > today && opening.date < addDays(today, 7)) {
    return { day: WEEKDAY_NAMES[weekdayOf(opening.date)]! }
  }
  return { day: 'date', date: opening.date }
}

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The English of openingDay, as the server's message says it: 'tomorrow at 11:00'. */
export function openingInEnglish(opening: OpeningTime, now: Date, timeZone: string): string {
  const day = openingDay(opening, now, timeZone)
  const when =
    day.day === 'today' || day.day === 'tomorrow'
      ? day.day
      : day.day === 'date'
        ? `on ${day.date}`
        : `on ${capitalized(day.day)}`
  return `${when} at ${opening.time}`
}
