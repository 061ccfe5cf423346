import { config } from '@quan/domain/api/addresses'
import type { ShopConfig } from '@quan/domain/answers'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { call } from './api/client'

/** GET /api/config's answer in the cache; each view of it (hours, areas, kitchen) reads it here. */
export const shopConfigKey = ['config'] as const

/** Views asking within this of one another share one answer. */
const SHARED_FOR_MS = 1_000

/**
 * GET /api/config, asked once for every view of it wanted at the same moment: the checkout shows
 * the hours, the delivery areas and the kitchen's pace, three views of one answer, and asked for
 * it three times before.
 */
export function fetchShopConfig(queryClient: QueryClient): Promise<ShopConfig> {
  return queryClient.fetchQuery({
    queryKey: shopConfigKey,
    queryFn: ({ signal }) => call(config, { signal }).then((answer) => answer.data),
    staleTime: SHARED_FOR_MS,
  })
}

/** Reads one view again from the server (the shared answer too), leaving the others as they are. */
export function refetchConfigView(queryClient: QueryClient, queryKey: QueryKey) {
  void queryClient.invalidateQueries({ queryKey: shopConfigKey, exact: true, refetchType: 'none' })
  return queryClient.invalidateQueries({ queryKey })
}
