import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Component as CheckoutPage } from './checkout-page'
import { BUSY, mockShop, description } from '../../test/delivery-facts-fixtures'
import { shopConfig, storeGuestCart } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'

describe('the checkout’s description', () => {
  it('the checkout’s description says the current estimate and the fee', async () => {
    storeGuestCart({ tea: 1 })
    mockShop(shopConfig({ kitchen: BUSY }))
    renderWithProviders(<CheckoutPage />, { route: '/order', otherPaths: ['/', '/track-order'] })
    await waitFor(() =>
      expect(description()).toBe(
        'Enter your delivery address and place your order, as a guest or with your account. Most orders arrive in 45–75 minutes. Delivery costs €2.',
      ),
    )
  })
})
