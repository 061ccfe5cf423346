import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Component as CartPage } from './cart-page'
import { mockApi } from '../../test/mock-api'
import { foodList, phoAndTea, shopConfig, storeGuestCart } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'

// Issue 19 §2.5: "a flat €2" and "30-60 minutes" whatever the areas, fees and busy delay said.
const BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 15,
  estimate: { fromMinutes: 45, toMinutes: 75 },
}
const AREAS = [
  { name: 'Staré Mesto', postalCodes: ['811*'], fee: 2.5, minimum: 10, freeFrom: null },
  { name: 'Petržalka', postalCodes: ['851*'], fee: 3.9, minimum: 15, freeFrom: 40 },
]

function mockShop(config = shopConfig({ deliveryAreas: AREAS, kitchen: BUSY })) {
  mockApi({
    'GET /api/food/list': foodList(phoAndTea),
    'GET /api/config': () => config,
  })
}

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content

describe('the cart page’s description', () => {
  it('the cart page’s description says the real fees', async () => {
    storeGuestCart({ tea: 1 })
    mockShop()
    renderWithProviders(<CartPage />, { route: '/cart', otherPaths: ['/order', '/menu'] })
    await waitFor(() =>
      expect(description()).toBe(
        'Review the dishes in your cart, change quantities and go on to checkout. Delivery costs €2.50 to €3.90, depending on the area.',
      ),
    )
  })
})
