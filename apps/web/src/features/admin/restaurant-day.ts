import { config as shopConfig } from '@quan/domain/api/addresses'
import { DEFAULT_TIME_ZONE, localDate, localTime } from '@quan/domain/schedule'
import { LOCALE_TAG } from '../../i18n/languages'
import { ourSpelling } from '../../shared/calendar-words'
import { useLanguage } from '../../shared/i18n'
import { useQuery } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

/**
 * The restaurant's time zone as the server is configured (RESTAURANT_TZ), read once from
 * GET /api/config: the back office's "today" and its clock times are the restaurant's, not the
 * phone's. Until it answers, the default zone stands in.
 */
export function useRestaurantZone(): string {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => call(shopConfig).then((r) => r.data),
    staleTime: Infinity,
  })
  return config.data?.timeZone ?? DEFAULT_TIME_ZONE
}

/** Today's date (YYYY-MM-DD) on the restaurant's calendar. */
export const restaurantToday = (zone: string) => localDate(new Date(), zone)

/** The day (YYYY-MM-DD) an instant falls on in the restaurant's zone; '' when unreadable. */
export function restaurantDay(instant: string, zone: string): string {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? '' : localDate(date, zone)
}

/** 'HH:MM' on the restaurant's clock; the text as it came when it is no date. */
export function restaurantTime(instant: string, zone: string): string {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? instant : localTime(date, zone)
}

/** A YYYY-MM-DD day is valid only as a real calendar date the date input can show. */
export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** A calendar day in words, in the admin's language ('Tuesday 7 April 2026'). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? day
    : ourSpelling(
        new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date),
      )
}

/** A date and time on the restaurant's clock, in the admin's language. */
export function formatMoment(instant: string, zone: string, locale: string): string {
  const date = new Date(instant)
  return Number.isNaN(date.getTime())
    ? instant
    : new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: zone,
      }).format(date)
}

/** The Intl locale of the admin's language. */
export const useLocaleTag = () => LOCALE_TAG[useLanguage()]
