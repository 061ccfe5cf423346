import { openingDay } from '@quan/domain/next-opening'
import { DEFAULT_TIME_ZONE, localDate, localTime } from '@quan/domain/schedule'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LOCALE_TAG } from '../../i18n/languages'
import { ourSpelling } from '../calendar-words'
import { useLanguage } from '../i18n'
import { fetchShopConfig } from '../shop-config'

/** The restaurant's zone (GET /api/config): slots and promised times are told on its clock. */
export function useShopTimeZone(): string {
  const queryClient = useQueryClient()
  const zone = useQuery({
    queryKey: ['config', 'time-zone'],
    queryFn: () => fetchShopConfig(queryClient).then((config) => config.timeZone),
    staleTime: Infinity,
  })
  return zone.data ?? DEFAULT_TIME_ZONE
}

/** A slot's day as the guest reads it: 'Today', 'Tomorrow', 'Thursday, 26 November'. */
export function useSlotDay() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  return (date: string, now: Date, timeZone: string) => {
    const day = openingDay({ date }, now, timeZone)
    if (day.day === 'today' || day.day === 'tomorrow') return t(`slot.${day.day}`)
    // A calendar date: formatted in UTC so no zone moves it to another day.
    return ourSpelling(
      new Intl.DateTimeFormat(LOCALE_TAG[language], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    )
  }
}

/**
 * A slot's start or a promised time (issue 11 §2) as the guest reads it, on the restaurant's
 * clock: 'Tomorrow at 12:30', 'Thursday, 26 November at 12:30'.
 */
export function useSlotName() {
  const { t } = useTranslation('common')
  const slotDay = useSlotDay()
  const timeZone = useShopTimeZone()
  return (start: string) => {
    const instant = new Date(start)
    return t('slot.at', {
      day: slotDay(localDate(instant, timeZone), new Date(), timeZone),
      time: localTime(instant, timeZone),
    })
  }
}
