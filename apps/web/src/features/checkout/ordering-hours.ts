import type { NextOpening } from '@quan/domain/answers'
import { addDays, DEFAULT_TIME_ZONE, localDate, weekdayOf } from '@quan/domain/schedule'
import { useQuery } from '@tanstack/react-query'
import { fetchOrderingHours, type CheckoutHours } from './api'

/** The hours are asked for again this often, so the checkout opens by itself when they start. */
export const HOURS_RECHECK_MS = 60_000

export const orderingHoursKey = ['config', 'ordering-hours'] as const

/** GET /api/config's delivery hours, checked every minute while the checkout is open. */
export function useOrderingHours() {
  return useQuery({
    queryKey: orderingHoursKey,
    queryFn: () => fetchOrderingHours(),
    refetchInterval: HOURS_RECHECK_MS,
  })
}

/** What a 409 'closed' answer makes of the hours known before it. */
export function closedUntil(
  known: CheckoutHours | undefined,
  nextOpening: NextOpening | null,
): CheckoutHours {
  return { timeZone: known?.timeZone ?? DEFAULT_TIME_ZONE, isOpenNow: false, nextOpening }
}

const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

/**
 * How to say when the next opening is, seen from `now` on the restaurant's calendar: today,
 * tomorrow, a weekday within the coming week, or a date further on.
 */
export type OpeningDay =
  { day: 'today' | 'tomorrow' | (typeof WEEKDAY_NAMES)[number] } | { day: 'date'; date: string }

export function openingDay(opening: NextOpening, now: Date, timeZone: string): OpeningDay {
  const today = localDate(now, timeZone)
  if (opening.date === today) return { day: 'today' }
  if (opening.date === addDays(today, 1)) return { day: 'tomorrow' }
  if (opening.date > today && opening.date < addDays(today, 7)) {
    return { day: WEEKDAY_NAMES[weekdayOf(opening.date)] }
  }
  return { day: 'date', date: opening.date }
}
