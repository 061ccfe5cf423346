import {
  addDays,
  dateParts,
  sortedSpans,
  type Span,
  type Weekday,
  weekdayOf,
} from './calendar-days'

export { addDays, sortedSpans, type Span, type Weekday, weekdayOf } from './calendar-days'

/** One span of a day (the name the hours had while a day had one span). */
export type DayHours = Span

/**
 * Index 0 is Sunday, as in Date#getDay; each day's spans in order (lunch, then dinner), none on
 * a day off.
 */
export type WeeklyHours = Record<Weekday, readonly Span[]>

/** The spans on one calendar date: what every rule below is built on (issue 21 §4). */
export type SpansOn = (date: string) => readonly Span[]

/** Weekly hours, or the spans date by date (the restaurant's hours with its closures). */
export type Hours = WeeklyHours | SpansOn

export const DEFAULT_TIME_ZONE = 'Europe/Bratislava'

export const SLOT_MINUTES = 30

/** At most this many spans a day (lunch, dinner, and a couple more). */
export const MAX_SPANS_A_DAY = 4

export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]

const everyDay = (spans: readonly Span[]): WeeklyHours => ({
  0: spans,
  1: spans,
  2: spans,
  3: spans,
  4: spans,
  5: spans,
  6: spans,
})

/** SPEC §9: Monday to Saturday 11:00 to 20:00, Sunday 11:00 to 17:00. */
export const OPENING_HOURS: WeeklyHours = {
  ...everyDay([{ open: '11:00', close: '20:00' }]),
  0: [{ open: '11:00', close: '17:00' }],
}

/** The whole of a day. */
export const WHOLE_DAY: readonly Span[] = [{ open: '00:00', close: '24:00' }]

/** For DELIVERY_HOURS=always (demos and tests): open round the clock every day. */
export const ALWAYS_OPEN: WeeklyHours = everyDay(WHOLE_DAY)

/** The spans on each date, whichever way the hours are given. */
export function spansOf(hours: Hours): SpansOn {
  return typeof hours === 'function' ? hours : (date) => hours[weekdayOf(date)]
}

/** Whether two spans of one day share a minute (one closing as the next opens is fine). */
export function spansOverlap(spans: readonly Span[]): boolean {
  const sorted = sortedSpans(spans)
  return sorted.some((span, index) => index > 0 && span.open < sorted[index - 1]!.close)
}

/** The minutes both lists of spans cover: a shorter day's hours for delivery, say. */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  const result: Span[] = []
  for (const x of a) {
    for (const y of b) {
      const open = x.open > y.open ? x.open : y.open
      const close = x.close < y.close ? x.close : y.close
      if (open < close) result.push({ open, close })
    }
  }
  return sortedSpans(result)
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real calendar date written YYYY-MM-DD: '2025-02-29' and '2025-2-1' are refused. */
export function isValidDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  )
}

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export function isValidTime(time: string): boolean {
  return TIME_PATTERN.test(time)
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

function timeOf(minutes: number): string {
  const pad = (value: number): string => String(value).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

// Building a formatter is costly and there are only a handful of zones in one process.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23', // without it some engines print midnight as 24
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** What a wall clock in `timeZone` shows at `instant`. Throws RangeError for an unknown zone. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (e.g. +2 h in Bratislava in summer). */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  )
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`. Each offset the zone
 * has around that day is tried, and kept only where the zone really has it at the instant it
 * gives. As with Temporal's 'compatible' choice, a time repeated in autumn resolves to its first
 * pass, and a time skipped by spring-forward moves ahead by the gap (02:30 becomes 03:30).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const { passes, local, before } = wallPasses(date, time, timeZone)
  if (passes.length > 0) return new Date(Math.min(...passes))
  // In the gap: the offset before it, which reads as the same time shifted by the gap.
  return new Date(local - before)
}

/**
 * Every instant (ms) at which the wall clock in `timeZone` shows `date` `time`: one most days,
 * two in the hour repeated in autumn, none in the hour skipped in spring. Each offset the zone
 * has around that day is tried, and kept only where the zone really has it at the instant it
 * gives. Also the wall time as if it were UTC (`local`) and the offset a day before (`before`).
 */
function wallPasses(
  date: string,
  time: string,
  timeZone: string,
): { passes: number[]; local: number; before: number } {
  const [year, month, day] = dateParts(date)
  const local = Date.UTC(year, month - 1, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)))
  // The offsets a day either side bracket any change on this day (zones change at most once a day).
  const before = offsetAt(local - DAY_MS, timeZone)
  const after = offsetAt(local + DAY_MS, timeZone)
  // Most days: one offset all around, and nothing to try (slots ask for thousands of these).
  if (before === after) return { passes: [local - before], local, before }
  const passes = [...new Set([before, after, offsetAt(local, timeZone)])]
    .map((offset) => local - offset)
    .filter((instant) => local - offsetAt(instant, timeZone) === instant)
  return { passes, local, before }
}

/**
 * The instant the zone's clock is moved (back in autumn, ahead in spring) if the wall clock,
 * once moved, shows `date`; else null. Any instant showing `date` lies between 16 hours before
 * its midnight in UTC and 38 hours after (offsets run from -12 h to +14 h, changes are of an
 * hour or two), and no zone changes twice in that while.
 */
function clockChangeOn(date: string, timeZone: string): Date | null {
  const [year, month, day] = dateParts(date)
  const midnight = Date.UTC(year, month - 1, day)
  let low = midnight - 16 * HOUR_MS
  let high = midnight + 38 * HOUR_MS
  const before = offsetAt(low, timeZone)
  if (offsetAt(high, timeZone) === before) return null
  // Down to the second, as offsetAt reads the clock.
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000
    if (offsetAt(mid, timeZone) === before) low = mid
    else high = mid
  }
  const change = new Date(high)
  return localDate(change, timeZone) === date ? change : null
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** From when the zone keeps an offset from UTC: `offsetMinutes` from `since` (null: before all). */
export interface OffsetSpan {
  since: Date | null
  offsetMinutes: number
}

/**
 * The zone's offsets from UTC over [from, to), in order: the first holds at `from`, each next one
 * from the instant the clocks change (issue 23 §3: SQLite, which knows no zones, shifts each time
 * by the span it falls in). Sampled every 6 hours, which no zone's changes come closer than, and
 * each change found to the second.
 */
export function offsetSpans(from: Date, to: Date, timeZone: string): OffsetSpan[] {
  const step = 6 * 3_600_000
  const minutes = (instant: number) => Math.round(offsetAt(instant, timeZone) / 60_000)
  const spans: OffsetSpan[] = [{ since: null, offsetMinutes: minutes(from.getTime()) }]
  for (let start = from.getTime(); start < to.getTime(); start += step) {
    const end = Math.min(start + step, to.getTime())
    if (minutes(end) === spans.at(-1)!.offsetMinutes) continue
    // The change is in (low, high]: halve until a second apart.
    let low = start
    let high = end
    while (high - low > 1000) {
      const middle = Math.floor((low + high) / 2000) * 1000
      if (minutes(middle) === spans.at(-1)!.offsetMinutes) low = middle
      else high = middle
    }
    spans.push({ since: new Date(high), offsetMinutes: minutes(high) })
  }
  return spans
}

const pad2 = (value: number): string => String(value).padStart(2, '0')

/** 'YYYY-MM-DD' as the restaurant's calendar shows it at `instant`. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone)
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`
}

/** 'HH:MM' as the restaurant's clock shows it at `instant`. */
export function localTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone)
  return `${pad2(clock.hour)}:${pad2(clock.minute)}`
}

/**
 * SPEC §9: every 30 minutes from each span's opening up to the last slot strictly before its
 * closing, e.g. '11:00' ... '19:30' on weekdays and '11:00' ... '16:30' on Sunday; lunch's then
 * dinner's on a day with two spans. [] when closed or invalid.
 */
export function reservationSlots(date: string, hours: Hours = OPENING_HOURS): string[] {
  if (!isValidDate(date)) return []
  const slots = new Set<string>()
  for (const span of sortedSpans(spansOf(hours)(date))) {
    const close = minutesOf(span.close)
    for (let minutes = minutesOf(span.open); minutes < close; minutes += SLOT_MINUTES) {
      slots.add(timeOf(minutes))
    }
  }
  return [...slots].sort()
}

/** Open from a span's `open` inclusive to its `close` exclusive, on the restaurant's wall clock. */
export function isOpenAt(
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  hours: Hours = OPENING_HOURS,
): boolean {
  const spans = spansOf(hours)(localDate(instant, timeZone))
  const now = localTime(instant, timeZone)
  return spans.some((span) => span.open <= now && now < span.close)
}

export interface Opening {
  date: string
  time: string
  instant: Date
}

/**
 * The instant a span of `date` opens: when the wall clock first shows its opening. A span that
 * opens in the hour a spring change skips opens as the clock jumps (02:15 at 03:00); one that
 * lies wholly in that hour never opens (null).
 */
export function spanOpening(date: string, span: Span, timeZone: string): Date | null {
  const instant = zonedInstant(date, span.open, timeZone)
  if (localTime(instant, timeZone) === span.open) return instant
  const shows = (ms: number) => {
    const day = localDate(new Date(ms), timeZone)
    return day > date || (day === date && localTime(new Date(ms), timeZone) >= span.open)
  }
  // The clock jumped over the opening: find the minute it jumps, at most a day before.
  let low = instant.getTime() - DAY_MS
  let high = instant.getTime()
  while (high - low > 60_000) {
    const mid = low + Math.floor((high - low) / 120_000) * 60_000
    if (shows(mid)) high = mid
    else low = mid
  }
  const opened = new Date(high)
  return localDate(opened, timeZone) === date && localTime(opened, timeZone) < span.close
    ? opened
    : null
}

/** How far ahead the next opening is looked for: a long closure still finds it. */
export const OPENING_SEARCH_DAYS = 400

/**
 * When orders can next be taken. Open now: the current local date and time, with `instant`
 * itself. Closed: the first instant after it at which isOpenAt holds, closures counted. Null
 * only if none is found within OPENING_SEARCH_DAYS.
 *
 * Open is decided on the wall clock alone (isOpenAt, and the property "open exactly when the
 * wall clock is inside a span of that date"), so this follows the wall clock too: a span opens
 * each time the clock shows its opening, the second pass of an hour repeated in autumn included,
 * and whenever the clock is moved into the middle of it (back in autumn, ahead in spring). The
 * next opening is the earliest of these that is open. Decision 018's "a repeated hour counts
 * once" is about listing order slots, not about whether the shop is open.
 */
export function nextOpening(
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  hours: Hours = OPENING_HOURS,
): Opening | null {
  const today = localDate(instant, timeZone)
  if (isOpenAt(instant, timeZone, hours)) {
    return { date: today, time: localTime(instant, timeZone), instant: new Date(instant.getTime()) }
  }
  const spansOn = spansOf(hours)
  let best: Date | null = null
  let foundOn = 0
  // From yesterday: a clock turned back over midnight shows yesterday's date again.
  for (let offset = -1; offset <= OPENING_SEARCH_DAYS; offset++) {
    // Dates and instants keep their order but for an hour or two at a change, so only an
    // opening on the next date can come before one found on this one.
    if (best && offset > foundOn + 1) break
    const date = addDays(today, offset)
    const spans = sortedSpans(spansOn(date))
    // A date without spans is never open (and a long closure costs no search for changes).
    if (spans.length === 0) continue
    const candidates: Date[] = []
    for (const span of spans) {
      const opening = spanOpening(date, span, timeZone)
      if (opening) candidates.push(opening)
      const { passes } = wallPasses(date, span.open, timeZone)
      for (const pass of passes) candidates.push(new Date(pass))
    }
    const change = clockChangeOn(date, timeZone)
    if (change) candidates.push(change)
    for (const candidate of candidates) {
      if (candidate.getTime() <= instant.getTime()) continue
      if (best && candidate.getTime() >= best.getTime()) continue
      if (!isOpenAt(candidate, timeZone, hours)) continue
      if (!best) foundOn = offset
      best = candidate
    }
  }
  if (!best) return null
  return { date: localDate(best, timeZone), time: localTime(best, timeZone), instant: best }
}

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

function dayIndex(name: string, entry: string): Weekday {
  const index = DAY_NAMES.indexOf(name as (typeof DAY_NAMES)[number])
  if (index === -1) {
    throw new Error(`Unknown day "${name}" in "${entry}": use mon, tue, wed, thu, fri, sat, sun`)
  }
  return index as Weekday
}

/** 'mon', 'mon-fri' or 'fri-mon' (wrapping over the weekend), or a comma list of those. */
function parseDays(spec: string, entry: string): Weekday[] {
  const days: Weekday[] = []
  for (const part of spec.split(',')) {
    const [from, to, ...rest] = part.trim().split('-')
    if (from === undefined || from === '' || rest.length > 0 || to === '') {
      throw new Error(`Bad day range "${part.trim()}" in "${entry}"`)
    }
    const start = dayIndex(from, entry)
    const end = to === undefined ? start : dayIndex(to, entry)
    for (let day = start; ; day = ((day + 1) % 7) as Weekday) {
      days.push(day)
      if (day === end) break
    }
  }
  return days
}

function parseRange(spec: string, entry: string): Span {
  const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(spec)
  const open = match?.[1]
  const close = match?.[2]
  if (!open || !close) {
    throw new Error(`Bad hours "${spec}" in "${entry}": expected HH:MM-HH:MM or closed`)
  }
  if (!isValidTime(open)) throw new Error(`Bad opening time "${open}" in "${entry}"`)
  if (!isValidTime(close) && close !== '24:00') {
    throw new Error(`Bad closing time "${close}" in "${entry}"`)
  }
  if (open >= close) throw new Error(`Opening ${open} is not before closing ${close} in "${entry}"`)
  return { open, close }
}

/** '11:00-14:00' or several spans, '11:00-14:00, 17:00-22:00'. */
function parseSpans(spec: string, entry: string): Span[] {
  const spans = sortedSpans(spec.split(',').map((part) => parseRange(part.trim(), entry)))
  if (spans.length > MAX_SPANS_A_DAY) {
    throw new Error(`More than ${MAX_SPANS_A_DAY} spans a day in "${entry}"`)
  }
  if (spansOverlap(spans)) throw new Error(`Spans overlap in "${entry}"`)
  return spans
}

/**
 * Parses the DELIVERY_HOURS setting, e.g. 'mon-sat 11:00-20:00; sun 11:00-17:00',
 * 'mon-fri 10:00-22:00; sat,sun closed' or 'tue-sun 11:00-14:00, 17:00-22:00' (lunch and dinner). Entries are separated by ';', case and spaces don't
 * matter, days left out are closed and a later entry overrides an earlier one for the same day.
 * Throws an Error naming the bad part, so a typo fails at boot instead of closing the shop.
 */
export function parseWeeklyHours(text: string): WeeklyHours {
  const hours: Record<Weekday, readonly Span[]> = everyDay([])
  const entries = text
    .split(';')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  if (entries.length === 0) {
    throw new Error('Opening hours are empty: expected e.g. "mon-sat 11:00-20:00; sun closed"')
  }
  for (const entry of entries) {
    // Days are letters, commas and hyphens ('sat, sun'); the hours start at a digit or 'closed'.
    const match = /^([a-z,\s-]+?)\s+(closed|\d.*)$/.exec(entry)
    const daySpec = match?.[1]?.replace(/\s+/g, '')
    const rangeSpec = match?.[2]
    if (!daySpec || !rangeSpec) {
      throw new Error(`Bad opening hours "${entry}": expected e.g. "mon-sat 11:00-20:00"`)
    }
    const spans = rangeSpec === 'closed' ? [] : parseSpans(rangeSpec, entry)
    for (const day of parseDays(daySpec, entry)) hours[day] = spans
  }
  return hours
}

/** Whether any day has opening hours at all. */
export function isEverOpen(hours: WeeklyHours): boolean {
  return WEEKDAYS.some((day) => hours[day].length > 0)
}
