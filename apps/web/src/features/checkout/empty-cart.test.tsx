import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, phoAndTea, shopConfig } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as CheckoutPage } from './checkout-page'

// Issue 19 §2.7: an empty /order bounced home without a word (SPEC §2's rule, kept silent).
describe('the checkout with an empty cart', () => {
  it('says why there is nothing to order, and leads to the menu', async () => {
    mockApi({
      'GET /api/food/list': foodList(phoAndTea),
      'GET /api/config': () => shopConfig(),
    })
    const { router } = renderWithProviders(<CheckoutPage />, {
      route: '/order',
      otherPaths: ['/', '/menu'],
    })
    expect(
      await screen.findByText('Your cart is empty, so there is nothing to order yet.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/order')
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Browse the menu' }))
    expect(await screen.findByText('at /menu')).toBeInTheDocument()
  })
})
