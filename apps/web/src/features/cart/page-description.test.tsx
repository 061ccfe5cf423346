import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Component as CartPage } from './cart-page'
import { mockShop, description } from '../../test/delivery-facts-fixtures'
import { storeGuestCart } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'

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
