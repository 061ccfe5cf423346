import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { mockApi } from './mock-api'
import { foodList, phoAndTea, shopConfig } from './ordering-fixtures'

// Issue 19 §2.5: the texts that said "a flat €2" and "30-60 minutes" whatever the areas, fees
// and busy delay said; the FAQ, the cart's and the checkout's tests share this restaurant.

/** A kitchen running 15 minutes late: 45–75 minutes. */
export const BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 15,
  estimate: { fromMinutes: 45, toMinutes: 75 },
}

/** Two areas at €2.50 and €3.90. */
export const AREAS = [
  { name: 'Staré Mesto', postalCodes: ['811*'], fee: 2.5, minimum: 10, freeFrom: null },
  { name: 'Petržalka', postalCodes: ['851*'], fee: 3.9, minimum: 15, freeFrom: 40 },
]

export function mockShop(config = shopConfig({ deliveryAreas: AREAS, kitchen: BUSY })) {
  mockApi({
    'GET /api/food/list': foodList(phoAndTea),
    'GET /api/config': () => config,
  })
}

/** The page's meta description, as a search engine reads it. */
export const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
