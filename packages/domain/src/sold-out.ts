import { addDays, type Hours, localDate, sortedSpans, spansOf, zonedInstant } from './schedule'

/**
 * When a dish the kitchen marked sold out at `now` comes back by itself (issue 12 §3): the
 * opening of the next day the restaurant opens, in its own zone; with no hours set (open at any
 * hour), the next midnight. Nothing has to run then: every reader compares the instant.
 */
export function soldOutUntil(now: Date, timeZone: string, hours: Hours | null): Date {
  const today = localDate(now, timeZone)
  if (!hours) return zonedInstant(addDays(today, 1), '00:00', timeZone)
  const spansOn = spansOf(hours)
  // A closure of several weeks still brings the dish back on the day the restaurant reopens.
  for (let offset = 1; offset <= 400; offset++) {
    const date = addDays(today, offset)
    const first = sortedSpans(spansOn(date))[0]
    if (first) return zonedInstant(date, first.open, timeZone)
  }
  // Never open: back after a day, which changes nothing for a shop that takes no orders.
  return zonedInstant(addDays(today, 1), '00:00', timeZone)
}

/** Whether a mark made with `until` still holds at `now`; null or absent: not sold out. */
export function isSoldOut(until: string | null | undefined, now: Date): boolean {
  return until != null && new Date(until).getTime() > now.getTime()
}

/**
 * The first of `marks` that still holds at `now` and so will lapse next: the moment a screen
 * showing them must be drawn again, as nothing else changes then (the menu's answer keeps the
 * lapsed instant). Null when none holds.
 */
export function nextLapse(marks: Iterable<string | null | undefined>, now: Date): Date | null {
  let next: number | null = null
  for (const mark of marks) {
    if (!isSoldOut(mark, now)) continue
    const at = new Date(mark!).getTime()
    if (next === null || at < next) next = at
  }
  return next === null ? null : new Date(next)
}

/** What carries sold-out marks: a dish as the menu sends it, and its options' choices. */
export interface SoldOutMarked {
  soldOutUntil?: string | null
  options: readonly { choices: readonly { soldOutUntil?: string | null }[] }[]
}

/** Every sold-out mark on these dishes and their choices, for nextLapse. */
export function soldOutMarks(foods: readonly SoldOutMarked[]): (string | null | undefined)[] {
  return foods.flatMap((food) => [
    food.soldOutUntil,
    ...food.options.flatMap((group) => group.choices.map((choice) => choice.soldOutUntil)),
  ])
}
