import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, phoAndTea } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as CartPage } from './cart-page'

const menu = phoAndTea

function renderPage() {
  mockApi({ 'GET /api/food/list': foodList(menu) })
  return renderWithProviders(<CartPage />, { route: '/cart', otherPaths: ['/order', '/menu'] })
}

const totals = () => screen.getByRole('region', { name: 'Cart totals' })

describe('cart page', () => {
  it('shows a row per line with image, title, price, quantity, total and remove', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2, tea: 1 })
    renderPage()
    const table = await screen.findByRole('table', { name: 'Dishes in your cart' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Picture', 'Dish', 'Price', 'Quantity', 'Total', 'Remove'])
    const [pho, tea] = within(table).getAllByRole('row').slice(1)
    expect(pho).toHaveTextContent('Beef phoSize: Small€10')
    // A 64 px thumbnail takes the card size, never the large picture; it is decorative (alt=""):
    // the dish's name is beside it.
    expect(within(pho!).getByRole('presentation')).toHaveAttribute('src', '/images/pho-480.webp')
    expect(within(pho!).getByText('€20')).toBeInTheDocument()
    expect(tea).toHaveTextContent('Lotus tea€3')
    expect(document.title).toBe('Your cart · Quán')
  })

  it('adds the €2 delivery fee to the subtotal', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2, tea: 1 })
    renderPage()
    await screen.findByRole('table')
    expect(totals().querySelector('dl')).toHaveTextContent('Subtotal€23Delivery fee€2Total€25')

    await userEvent.click(screen.getByRole('button', { name: 'Add one more Lotus tea' }))
    expect(totals().querySelector('dl')).toHaveTextContent('Subtotal€26Delivery fee€2Total€28')

    await userEvent.click(screen.getByRole('button', { name: 'Remove Beef pho from cart' }))
    expect(totals().querySelector('dl')).toHaveTextContent('Subtotal€6Delivery fee€2Total€8')
  })

  it('charges no fee on an empty cart and cannot proceed', async () => {
    renderPage()
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    expect(totals().querySelector('dl')).toHaveTextContent('Subtotal€0Delivery fee€0Total€0')
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled()
  })

  it('proceeds to checkout', async () => {
    storeGuestCart({ tea: 1 })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to checkout' }))
    expect(await screen.findByText('at /order')).toBeInTheDocument()
  })

  it('answers a promo code politely without applying anything', async () => {
    storeGuestCart({ tea: 1 })
    const calls = mockApi({ 'GET /api/food/list': foodList(menu) })
    renderWithProviders(<CartPage />, { route: '/cart' })
    await userEvent.type(
      await screen.findByLabelText('If you have a promo code, enter it here'),
      'TET2026',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByText('Promo codes are not available yet')).toHaveAttribute('role', 'status')
    expect(totals().querySelector('dl')).toHaveTextContent('Total€5')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it("moves focus to the next line's Remove, then to the heading, never to the page body", async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2, tea: 1 })
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove Beef pho from cart' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Lotus tea from cart' })).toHaveFocus(),
    )
    await user.click(screen.getByRole('button', { name: 'Remove Lotus tea from cart' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus(),
    )
  })
})

describe('a customer’s cart under StrictMode (development)', () => {
  function renderForCustomer() {
    const calls = mockApi({
      'GET /api/food/list': foodList(menu),
      'GET /api/user/me': () => ({
        success: true,
        data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
      }),
      'POST /api/cart/get': () => ({ success: true, cartData: { tea: 2 } }),
      'POST /api/cart/add': () => ({ success: true }),
      'POST /api/cart/remove': () => ({ success: true }),
    })
    storeGuestCart({ 'pho_{"Size":"s"}': 1 })
    renderWithProviders(<CartPage />, { route: '/cart', token: 'token-1' })
    return calls
  }
  const sent = (calls: ReturnType<typeof mockApi>, path: string) =>
    calls.filter((call) => call.url.endsWith(path))

  it('adopts the guest cart and loads the server cart once, and shows it', async () => {
    const calls = renderForCustomer()
    const table = await screen.findByRole('table', { name: 'Dishes in your cart' })
    expect(await within(table).findByText('Lotus tea')).toBeInTheDocument()
    expect(sent(calls, '/api/cart/add')).toHaveLength(1)
    expect(sent(calls, '/api/cart/get')).toHaveLength(1)
  })

  it('removing a line of two tells the server twice, not four times', async () => {
    const calls = renderForCustomer()
    await screen.findByText('Lotus tea')
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lotus tea from cart' }))
    expect(screen.queryByText('Lotus tea')).not.toBeInTheDocument()
    expect(sent(calls, '/api/cart/remove')).toHaveLength(2)
  })
})
