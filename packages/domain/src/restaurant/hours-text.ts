import type { Language } from '../language'
import { addDays, sortedSpans, type Span, WEEKDAY_NAMES, type WeekdayName } from '../calendar-days'

/**
 * The restaurant's hours as guests read them (issue 21 §4): their shape, the closures ahead and
 * their notes, the week in lines. Nothing here knows time zones, so the first visit stays light;
 * the rules on instants are in ./hours-calendar.ts, the schema in ./hours.ts.
 */

/** What the hours are for: the doors, deliveries, pickups. */
export const HOURS_KINDS = ['opening', 'delivery', 'pickup'] as const
export type HoursKind = (typeof HOURS_KINDS)[number]

/** Each weekday's spans by its name, none on a day off. */
export type WeekSpans = Record<WeekdayName, Span[]>

/** Delivery's or pickup's hours: the opening hours, round the clock, or their own. */
export type KindHours = WeekSpans | 'opening' | 'always'

/** What guests read of a closure, per language: "Closed for Tết, 17–19 February". */
export type ClosureNote = Record<Language, string>

/**
 * A date range (both days included) the restaurant is closed, or open shorter: no spans is
 * closed, spans are that day's opening hours instead of the week's.
 */
export interface Closure {
  from: string
  to: string
  spans: Span[]
  note: ClosureNote
}

export interface RestaurantHours {
  /** The restaurant's IANA time zone: every date and time above is on its clock. */
  timeZone: string
  opening: WeekSpans
  delivery: KindHours
  pickup: KindHours
  closures: Closure[]
}

/** How many days ahead a closure is told to guests. */
export const CLOSURE_NOTICE_DAYS = 14
export const MAX_CLOSURES = 50
export const CLOSURE_NOTE_MAX_LENGTH = 200

/** The closures a date falls in. */
export function closuresOn(hours: Pick<RestaurantHours, 'closures'>, date: string): Closure[] {
  return hours.closures.filter((closure) => closure.from <= date && date <= closure.to)
}

/**
 * The closures guests are told of on `today`: those going on, and those starting within the
 * next CLOSURE_NOTICE_DAYS days, soonest first.
 */
export function closuresAhead(
  hours: Pick<RestaurantHours, 'closures'>,
  today: string,
  days: number = CLOSURE_NOTICE_DAYS,
): Closure[] {
  const last = addDays(today, days)
  return hours.closures
    .filter((closure) => closure.to >= today && closure.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}

/** A closure's note in `language`, or in another language when that one was left empty. */
export function closureNote(closure: Closure, language: Language): string {
  return (
    closure.note[language].trim() ||
    closure.note.en.trim() ||
    closure.note.vi.trim() ||
    closure.note.sk.trim()
  )
}

/** Monday first, as guests read a week. */
const WEEK_FROM_MONDAY: readonly WeekdayName[] = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]!]

/** A run of weekdays that share their spans: 'Mon–Sat 11:00–14:00, 17:00–22:00'. */
export interface WeekLine {
  from: WeekdayName
  to: WeekdayName
  spans: Span[]
}

/** The week as guests read it: Monday first, days with the same spans side by side in one line. */
export function weekLines(week: WeekSpans): WeekLine[] {
  const lines: WeekLine[] = []
  const same = (a: readonly Span[], b: readonly Span[]) =>
    a.length === b.length &&
    a.every((span, i) => span.open === b[i]!.open && span.close === b[i]!.close)
  for (const day of WEEK_FROM_MONDAY) {
    const spans = sortedSpans(week[day] ?? [])
    const last = lines.at(-1)
    if (last && same(last.spans, spans)) last.to = day
    else lines.push({ from: day, to: day, spans })
  }
  return lines
}

/** A day's spans as guests read them: '11:00–14:00, 17:00–22:00'; '' on a day off. */
export const spansText = (spans: readonly Span[]) =>
  spans.map((span) => `${span.open}–${span.close}`).join(', ')
