import { addDays, weekdayOf } from '@quan/domain/calendar-days'
import { isDay } from '../restaurant-day'

/** A report's days, both included, YYYY-MM-DD on the restaurant's calendar. */
export interface DayRange {
  from: string
  to: string
}

export const PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const
export type Preset = (typeof PRESETS)[number]

/** Monday of the week a day is in: the week starts on Monday in Slovakia and Vietnam alike. */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))

/** The last day of the month a day is in. */
function monthEnd(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))]
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/**
 * A preset's whole calendar period around `today` (the restaurant's): a link to "this month"
 * keeps naming the same month for its last days too, and days still to come simply hold nothing.
 */
export function presetRange(preset: Preset, today: string): DayRange {
  switch (preset) {
    case 'thisWeek': {
      const monday = mondayOf(today)
      return { from: monday, to: addDays(monday, 6) }
    }
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7)
      return { from: monday, to: addDays(monday, 6) }
    }
    case 'thisMonth': {
      const first = `${today.slice(0, 7)}-01`
      return { from: first, to: monthEnd(first) }
    }
    case 'lastMonth': {
      const first = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`
      return { from: first, to: monthEnd(first) }
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }
  }
}

/** The preset a range is, if any: its button shows as chosen. */
export const presetOf = (range: DayRange, today: string): Preset | undefined =>
  PRESETS.find((preset) => {
    const days = presetRange(preset, today)
    return days.from === range.from && days.to === range.to
  })

/**
 * The range the address names (?from=&to=), so that a link opens the same report; this month
 * when it names none, or names days that are not dates or run backwards.
 */
export function rangeFromAddress(params: URLSearchParams, today: string): DayRange {
  const from = params.get('from')
  const to = params.get('to')
  return isDay(from) && isDay(to) && from <= to ? { from, to } : presetRange('thisMonth', today)
}

/** Days in a range, both ends counted. */
export const daysIn = ({ from, to }: DayRange) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
