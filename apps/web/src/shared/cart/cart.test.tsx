import { MAX_LINE_QUANTITY } from '@quan/domain/cart'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { HydrationMarker, startHydration } from '../ssr/hydrated'
import { useCart } from './cart'

/** The cart's own buttons, for one dish: its quantity, add one and take one away. */
function TeaButtons() {
  const cart = useCart()
  if (!cart.ready) return <p>loading</p>
  return (
    <>
      <output aria-label="Tea">{cart.quantityOf('tea')}</output>
      <button type="button" onClick={() => cart.add('tea')}>
        Add tea
      </button>
      <button type="button" onClick={() => cart.remove('tea')}>
        Take tea
      </button>
    </>
  )
}

function renderForCustomer(tea: number) {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood({ _id: 'tea', name: 'Trà', price: 3 })]),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: tea ? { tea } : {} }),
    'POST /api/cart/add': () => ({ success: true, message: 'Added to cart' }),
    'POST /api/cart/remove': () => ({ success: true, message: 'Removed from cart' }),
  })
  renderWithProviders(<TeaButtons />, { token: 'token-1' })
  return (path: string) => calls.filter((call) => call.url.endsWith(path))
}

describe('a customer’s cart tells the server only what changed (StrictMode)', () => {
  it('sends one add for one more', async () => {
    const sent = renderForCustomer(1)
    await userEvent.click(await screen.findByRole('button', { name: 'Add tea' }))
    expect(screen.getByRole('status', { name: 'Tea' })).toHaveTextContent('2')
    expect(sent('/api/cart/add')).toHaveLength(1)
  })

  it('sends nothing for a line already at the most a line may hold', async () => {
    const sent = renderForCustomer(MAX_LINE_QUANTITY)
    await userEvent.click(await screen.findByRole('button', { name: 'Add tea' }))
    expect(screen.getByRole('status', { name: 'Tea' })).toHaveTextContent(String(MAX_LINE_QUANTITY))
    expect(sent('/api/cart/add')).toHaveLength(0)
  })

  it('sends nothing when there is nothing to take away', async () => {
    const sent = renderForCustomer(0)
    await userEvent.click(await screen.findByRole('button', { name: 'Take tea' }))
    expect(screen.getByRole('status', { name: 'Tea' })).toHaveTextContent('0')
    expect(sent('/api/cart/remove')).toHaveLength(0)
  })
})

/** Adds tea as the product modal does, whether the cart is ready or not; then ends hydration. */
function EarlyTea() {
  const cart = useCart()
  const [hydrated, setHydrated] = useState(false)
  return (
    <>
      <output aria-label="Tea">{cart.quantityOf('tea')}</output>
      <button type="button" onClick={() => cart.add('tea')}>
        Add tea
      </button>
      <button type="button" onClick={() => setHydrated(true)}>
        Hydrated
      </button>
      {hydrated && <HydrationMarker />}
    </>
  )
}

describe('a guest’s cart on a page still being hydrated (issue 24 §1)', () => {
  it('adds a dish chosen before the stored cart is read to it, rather than drop it', async () => {
    mockApi({ 'GET /api/food/list': foodList([wireFood({ _id: 'tea', name: 'Trà', price: 3 })]) })
    storeGuestCart({ tea: 2 })
    // A server-rendered page: the first screen answers taps before the cart is read.
    startHydration()
    renderWithProviders(<EarlyTea />)
    await userEvent.click(screen.getByRole('button', { name: 'Add tea' }))
    expect(screen.getByRole('status', { name: 'Tea' })).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: 'Hydrated' }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Tea' })).toHaveTextContent('3'))
  })
})
