import type { NextOpening } from '@quan/domain/answers'
import { DEFAULT_TIME_ZONE } from '@quan/domain/schedule'
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
