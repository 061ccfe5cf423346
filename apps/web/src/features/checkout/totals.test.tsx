import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fill, renderCheckout, placeOrder } from '../../test/checkout-harness'
import { storeGuestCart } from '../../test/ordering-fixtures'

// Issue 19 §2.2: every total shown adds up line by line, the delivery fee included.
const TEN_PERCENT = { code: 'PHO10', kind: 'percent', value: 10, minimumSubtotal: 20, discount: 2 }

function openCheckout() {
  renderCheckout({
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
}

const sums = () => screen.getByRole('complementary', { name: 'Your order' }).querySelector('dl')

describe('the totals after placing an order', () => {
  it('the success popup and the summary behind it show every line of the total', async () => {
    localStorage.setItem('appliedPromoCode', JSON.stringify(TEN_PERCENT))
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout()
    await screen.findByText('Beef pho (Size: Small)')
    await waitFor(() =>
      expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€2Promo code PHO10−€2Total€20'),
    )
    await fill()
    await placeOrder()

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
