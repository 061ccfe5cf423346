import type { NextOpening, OrderingHours, ShopConfig } from '@quan/domain/answers'
import type { Fulfilment } from '@quan/domain/fulfilment'
import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { DEFAULT_TIME_ZONE } from '@quan/domain/schedule'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchShopConfig } from '../../shared/shop-config'

/* The checkout's view of the delivery hours: the call, its query, and what a refusal tells. */

/**
 * What the checkout knows of GET /api/config: whether delivery orders are taken right now and,
 * when not, the next opening (null when the shop takes no orders at all), on the calendar and
 * clock of `timeZone`, the restaurant's.
 */
export type CheckoutHours = OrderingHours &
  Pick<ShopConfig, 'timeZone'> & {
    /** Whether the kitchen has paused new orders (issue 11 §5): closed too, with its own text. */
    kitchen?: Pick<KitchenPaceView, 'paused' | 'resumesAt'>
    /** The same for pickup orders, by PICKUP_HOURS (issue 11 §1). */
    pickupOrdering?: OrderingHours
    /** The same for orders at a table, by the opening hours (issue 24 §5). */
    dineInOrdering?: OrderingHours
  }

/** The hours are asked for again this often, so the checkout opens by itself when they start. */
export const HOURS_RECHECK_MS = 60_000

export const orderingHoursKey = ['config', 'ordering-hours'] as const

/** GET /api/config's delivery hours, checked every minute while the checkout is open. */
export function useOrderingHours() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: orderingHoursKey,
    queryFn: (): Promise<CheckoutHours> => fetchShopConfig(queryClient),
    refetchInterval: HOURS_RECHECK_MS,
  })
}

/** What a 409 'closed' answer makes of the hours known before it, for the order's fulfilment. */
export function closedUntil(
  known: CheckoutHours | undefined,
  nextOpening: NextOpening | null,
  fulfilment: Fulfilment = 'delivery',
): CheckoutHours {
  const closed = { isOpenNow: false, nextOpening }
  if (fulfilment === 'pickup') {
    return {
      timeZone: known?.timeZone ?? DEFAULT_TIME_ZONE,
      isOpenNow: known?.isOpenNow ?? true,
      nextOpening: known?.nextOpening ?? null,
      kitchen: known?.kitchen,
      pickupOrdering: closed,
      dineInOrdering: known?.dineInOrdering,
    }
  }
  if (fulfilment === 'dine-in') {
    return {
      timeZone: known?.timeZone ?? DEFAULT_TIME_ZONE,
      isOpenNow: known?.isOpenNow ?? true,
      nextOpening: known?.nextOpening ?? null,
      kitchen: known?.kitchen,
      pickupOrdering: known?.pickupOrdering,
      dineInOrdering: closed,
    }
  }
  return {
    timeZone: known?.timeZone ?? DEFAULT_TIME_ZONE,
    ...closed,
    kitchen: known?.kitchen,
    pickupOrdering: known?.pickupOrdering,
    dineInOrdering: known?.dineInOrdering,
  }
}

/** What a 409 KITCHEN_PAUSED answer makes of the hours known before it. */
export function pausedUntil(known: CheckoutHours | undefined, resumesAt: string | null) {
  return {
    timeZone: known?.timeZone ?? DEFAULT_TIME_ZONE,
    isOpenNow: known?.isOpenNow ?? true,
    nextOpening: known?.nextOpening ?? null,
    kitchen: { paused: true, resumesAt },
    pickupOrdering: known?.pickupOrdering,
    dineInOrdering: known?.dineInOrdering,
  } satisfies CheckoutHours
}
