import type { NextOpening } from '@quan/domain/answers'
import type { Fulfilment } from '@quan/domain/fulfilment'
import { openingDay } from '@quan/domain/next-opening'
import { useTranslation } from 'react-i18next'
import { LOCALE_TAG } from '../../i18n/languages'
import { useLanguage } from '../../shared/i18n'
import { useClosureToday } from '../../shared/hours'
import { usePausedTexts } from '../../shared/kitchen/kitchen-pause'
import { useOrderingHours } from './ordering-hours'

/** What the checkout says while delivery is closed: at the top, and beside the order button. */
export interface ClosedTexts {
  notice: string
  reason: string
}

/** Which closed notice each way of ordering reads (checkout.json's `closed.…`). */
const NOTICES = {
  delivery: 'notice',
  pickup: 'pickupNotice',
  'dine-in': 'tableNotice',
} as const satisfies Record<Fulfilment, string>

/**
 * The closed texts in the guest's language, the next opening told on the restaurant's calendar
 * ('tomorrow at 11:00', 'v pondelok o 11:00'); `now` decides what today is.
 */
export function useClosedTexts() {
  const { t } = useTranslation('checkout')
  const language = useLanguage()
  return (
    nextOpening: NextOpening | null,
    now: Date,
    timeZone: string,
    fulfilment: Fulfilment = 'delivery',
  ): ClosedTexts => {
    // A pickup (issue 11 §1) and an order at the table (issue 24 §5) are told it in their own
    // words; the reason beside the button is one.
    const notice = NOTICES[fulfilment]
    if (!nextOpening)
      return {
        notice: t(`closed.${notice}NoOpening`),
        reason: t('closed.reasonNoOpening'),
      }
    const day = openingDay(nextOpening, now, timeZone)
    const time = nextOpening.time
    const when =
      day.day === 'date'
        ? t('closed.when.date', {
            time,
            // A calendar date: formatted in UTC so no zone moves it to another day.
            date: new Intl.DateTimeFormat(LOCALE_TAG[language], {
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            }).format(new Date(`${day.date}T00:00:00Z`)),
          })
        : t(`closed.when.${day.day}`, { time })
    return {
      notice: t(`closed.${notice}`, { when }),
      reason: t('closed.reason', { when }),
    }
  }
}

/**
 * Whether the checkout is closed right now, with what it says then, and the restaurant's zone.
 * A kitchen that has paused new orders closes it too, with its own texts; closed hours come
 * first, as the server tells them. Unknown hours (the config did not load) do not stop a
 * guest: the server has the last word.
 */
export function useClosedNow(fulfilment: Fulfilment = 'delivery') {
  const closedTexts = useClosedTexts()
  const pausedTexts = usePausedTexts()
  const hours = useOrderingHours()
  // Closed for a closure (issue 21 §4): its note says why, before when we open again.
  const closure = useClosureToday()
  // Pickup has its own hours (PICKUP_HOURS); a config without them is read as delivery's.
  // At a table, the opening hours (issue 24 §5).
  const taking =
    fulfilment === 'pickup' && hours.data?.pickupOrdering
      ? hours.data.pickupOrdering
      : fulfilment === 'dine-in' && hours.data?.dineInOrdering
        ? hours.data.dineInOrdering
        : hours.data
  let closed: ClosedTexts | null = null
  if (hours.data && taking && !taking.isOpenNow) {
    // Today is as of the last check, which runs every minute.
    closed = closedTexts(
      taking.nextOpening,
      new Date(hours.dataUpdatedAt),
      hours.data.timeZone,
      fulfilment,
    )
    if (closure) closed = { ...closed, notice: `${closure} ${closed.notice}` }
  } else if (hours.data?.kitchen?.paused) {
    closed = pausedTexts(hours.data.kitchen.resumesAt, hours.data.timeZone)
  }
  return { closed, timeZone: hours.data?.timeZone }
}
