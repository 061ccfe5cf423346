import type { ShopConfig } from '@quan/domain/answers'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchShopConfig } from '../../shared/shop-config'

/** What the checkout knows of how the restaurant takes orders (issue 11 §1, §2). */
export type OrderingOptions = Pick<
  ShopConfig,
  'ordering' | 'pickupHours' | 'deliveryHours' | 'timeZone' | 'hours' | 'payments'
>

export const orderingOptionsKey = ['config', 'ordering'] as const

/**
 * GET /api/config's ordering settings: whether pickup is offered, its hours, orders for later.
 * Until they load (or when they cannot be read) the checkout is SPEC's: delivery only.
 */
export function useOrderingOptions() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: orderingOptionsKey,
    queryFn: () =>
      fetchShopConfig(queryClient).then((config): OrderingOptions => ({
        ordering: config.ordering,
        pickupHours: config.pickupHours,
        deliveryHours: config.deliveryHours,
        timeZone: config.timeZone,
        hours: config.hours,
        // The ways of paying offered (issue 22 §1); a server from before payments: cash.
        payments: config.payments ?? { methods: ['cash'] },
      })),
    // Full slots change as guests order: read again with the hours, every minute.
    refetchInterval: 60_000,
  })
}
