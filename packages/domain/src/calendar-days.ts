/**
 * Calendar dates and a day's spans with no time zone in them: the little that guest pages need
 * to read the restaurant's hours (issue 21 §4), kept apart from schedule.ts so that the first
 * visit does not carry the zone arithmetic.
 */

/** One span of a day, 'HH:MM' in the restaurant's zone; close is after open and may be '24:00'. */
export interface Span {
  open: string
  close: string
}

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type WeekdayName = (typeof WEEKDAY_NAMES)[number]

/** Year, month and day of a YYYY-MM-DD date. */
export function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))]
}

/** The weekday of a calendar date, independent of any time zone (0 = Sunday). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = dateParts(date)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The spans of a day sorted by opening. */
export function sortedSpans(spans: readonly Span[]): Span[] {
  return [...spans].sort((a, b) => a.open.localeCompare(b.open))
}
