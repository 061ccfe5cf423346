import { WEEKDAY_NAMES } from '../calendar-days'
import {
  DEFAULT_TIME_ZONE,
  intersectSpans,
  OPENING_HOURS,
  sortedSpans,
  type Span,
  type SpansOn,
  weekdayOf,
  type Weekday,
  type WeeklyHours,
  WHOLE_DAY,
} from '../schedule'
import { closuresOn, type HoursKind, type RestaurantHours, type WeekSpans } from './hours-text'

export * from './hours-text'

/**
 * The restaurant's hours as its owner sets them (issue 21 §4), as every rule reads them: the
 * spans on a date for a kind, closures and shorter days counted. No schema here (./hours.ts).
 */

/** Weekly hours by weekday name, from the domain's by index (0 = Sunday). */
export function weekSpansOf(hours: WeeklyHours): WeekSpans {
  return Object.fromEntries(
    WEEKDAY_NAMES.map((name, index) => [name, sortedSpans(hours[index as Weekday])]),
  ) as WeekSpans
}

/** Weekly hours by index (0 = Sunday), from those by weekday name. */
export function weeklyHoursOf(week: WeekSpans): WeeklyHours {
  return Object.fromEntries(
    WEEKDAY_NAMES.map((name, index) => [index, week[name] ?? []]),
  ) as unknown as WeeklyHours
}

/** A default install's: SPEC §9's opening hours, deliveries and pickups in them, no closure. */
export const DEFAULT_RESTAURANT_HOURS: RestaurantHours = {
  timeZone: DEFAULT_TIME_ZONE,
  opening: weekSpansOf(OPENING_HOURS),
  delivery: 'opening',
  pickup: 'opening',
  closures: [],
}

function weekSpans(hours: RestaurantHours, kind: HoursKind, date: string): readonly Span[] {
  const own = kind === 'opening' ? hours.opening : hours[kind]
  if (own === 'always') return WHOLE_DAY
  const week = own === 'opening' ? hours.opening : own
  return week[WEEKDAY_NAMES[weekdayOf(date)]!] ?? []
}

/**
 * The spans on `date` for `kind`: the week's, unless a closure covers the date. A closed day has
 * none. A shorter day's spans are the opening hours that day, and deliveries and pickups keep
 * only what of their own hours falls inside them. Everything else is built on this.
 */
export function spansOn(hours: RestaurantHours, date: string, kind: HoursKind): Span[] {
  const closures = closuresOn(hours, date)
  if (closures.length === 0) return sortedSpans(weekSpans(hours, kind, date))
  // The shorter day's hours replace the opening hours; several closures keep what all allow.
  let day: readonly Span[] = closures[0]!.spans
  for (const closure of closures.slice(1)) day = intersectSpans(day, closure.spans)
  const own = kind === 'opening' ? 'opening' : hours[kind]
  if (own === 'opening' || own === 'always') return sortedSpans(day)
  return intersectSpans(weekSpans(hours, kind, date), day)
}

/** The spans of `kind` date by date, for the schedule's rules (isOpenAt, slots, next opening). */
export function spansOnFor(hours: RestaurantHours, kind: HoursKind): SpansOn {
  return (date) => spansOn(hours, date, kind)
}

/**
 * What the order rules are given for `kind`: null for round the clock with no closure (orders
 * at any hour, as DELIVERY_HOURS=always has always meant), else the spans date by date.
 */
export function orderHoursOf(hours: RestaurantHours, kind: HoursKind): SpansOn | null {
  const own = kind === 'opening' ? hours.opening : hours[kind]
  if (own === 'always' && hours.closures.length === 0) return null
  return spansOnFor(hours, kind)
}
