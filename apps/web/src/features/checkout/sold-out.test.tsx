import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import {
  foodList,
  shopConfig,
  sizeOption,
  storeGuestCart,
  wireFood,
} from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { ProductModal } from '../../shared/product/product-modal'
import { Component as CheckoutPage } from './checkout-page'

// Issue 12 §3: a dish, or one choice, the kitchen has run out of today.
const TOMORROW = new Date(Date.now() + 24 * 3_600_000).toISOString()
const YESTERDAY = new Date(Date.now() - 24 * 3_600_000).toISOString()

describe('sold out today, in the shop', () => {
  it('shows the dish unavailable and lets nobody add it', () => {
    mockApi({})
    const pho = wireFood({ soldOutUntil: TOMORROW })
    renderWithProviders(<ProductModal food={pho} onClose={() => {}} />)
    expect(screen.getByText('Unavailable')).toBeInTheDocument()
    expect(
      screen.getByText('Sold out today. It is back on the menu when we next open.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('says why beside Add to Cart, in a live region there before the reason (issue 19 §4.5)', () => {
    mockApi({})
    // The menu's refresh brings the mark while the dish is open.
    function RunsOut() {
      const [out, setOut] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOut(true)}>
            Kitchen runs out
          </button>
          <ProductModal food={wireFood(out ? { soldOutUntil: TOMORROW } : {})} onClose={() => {}} />
        </>
      )
    }
    renderWithProviders(<RunsOut />)
    const region = document.querySelector('.product-modal [role="status"]')
    expect(region).toBeEmptyDOMElement()
    fireEvent.click(screen.getByRole('button', { name: 'Kitchen runs out' }))
    const reason = 'Sold out today. It is back on the menu when we next open.'
    expect(region).toHaveTextContent(reason)
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(reason)
  })

  it('is on sale again once the mark has lapsed', () => {
    mockApi({})
    renderWithProviders(
      <ProductModal food={wireFood({ soldOutUntil: YESTERDAY })} onClose={() => {}} />,
    )
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled')
  })

  it('offers no sold-out choice', async () => {
    mockApi({})
    const large = { ...sizeOption.choices[2]!, soldOutUntil: TOMORROW }
    const options = [
      { ...sizeOption, choices: [sizeOption.choices[0]!, sizeOption.choices[1]!, large] },
    ]
    renderWithProviders(<ProductModal food={wireFood({ options })} onClose={() => {}} />)
    const size = within(screen.getByRole('group', { name: 'Size' }))
    expect(size.getByRole('radio', { name: /Large/ })).toBeDisabled()
    expect(size.getByText('(sold out today)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled')
  })

  it('says so at checkout before anything is sent, and sends nothing', async () => {
    const menu = [
      wireFood({ soldOutUntil: TOMORROW }),
      wireFood({ _id: 'tea', name: 'Trà', nameEN: 'Lotus tea', price: 3 }),
    ]
    storeGuestCart({ pho: 1, tea: 1 })
    const calls = mockApi({
      'GET /api/food/list': foodList(menu),
      'GET /api/config': () => shopConfig(),
    })
    renderWithProviders(<CheckoutPage />, { route: '/order', otherPaths: ['/', '/track-order'] })
    const alert = await screen.findByText('Sold out today:')
    expect(within(alert.parentElement!).getByText('Beef pho')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Order and pay' })[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(screen.getAllByRole('button', { name: 'Order and pay' })[0]!)
    expect(calls.some((call) => call.url === '/api/order/place')).toBe(false)
  })
})
