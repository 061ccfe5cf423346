import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, phoAndTea, shopConfig, storeGuestCart } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as CheckoutPage } from './checkout-page'

// Issue 19 §2.2: every total shown adds up line by line, the delivery fee included.
const ADDRESS = {
  'First name': 'Lan',
  'Last name': 'Nguyen',
  'Street and number': 'Obchodná 1',
  City: 'Bratislava',
  'State / region': 'Bratislavský kraj',
  'Zip code': '81101',
  Country: 'Slovakia',
  Phone: '0901234567',
}

const TEN_PERCENT = { code: 'PHO10', kind: 'percent', value: 10, minimumSubtotal: 20, discount: 2 }

function renderCheckout() {
  mockApi({
    'GET /api/food/list': foodList(phoAndTea),
    'GET /api/config': () => shopConfig(),
    'POST /api/order/place': () => ({
      status: 201,
      body: {
        success: true,
        trackingCode: 'AB123456',
        message: 'ok',
        orderId: 'o',
        amount: 20,
        promoCode: 'PHO10',
        discount: 2,
      },
    }),
  })
  renderWithProviders(<CheckoutPage />, { route: '/order', otherPaths: ['/', '/track-order'] })
}

const sums = () => screen.getByRole('complementary', { name: 'Your order' }).querySelector('dl')

describe('the totals after placing an order', () => {
  it('the success popup and the summary behind it show every line of the total', async () => {
    localStorage.setItem('appliedPromoCode', JSON.stringify(TEN_PERCENT))
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    renderCheckout()
    await screen.findByText('Beef pho (Size: Small)')
    await waitFor(() =>
      expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€2Promo code PHO10−€2Total€20'),
    )
    for (const [label, value] of Object.entries(ADDRESS)) {
      await userEvent.type(screen.getByLabelText(label), value)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }))

    const popup = await screen.findByRole('dialog', { name: 'Order placed!' })
    const lines = [...popup.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ])
    expect(lines).toEqual([
      ['Tracking code', 'AB123456'],
      ['Phone', '0901234567'],
      ['Subtotal', '€20'],
      ['Delivery fee', '€2'],
      ['Promo code PHO10', '−€2'],
      ['Amount', '€20'],
    ])
    // The code is used up, but the order behind the popup is the one placed, with its discount.
    expect(within(popup).queryByText('Subtotal')).toBeInTheDocument()
    expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€2Promo code PHO10−€2Total€20')
  })
})
