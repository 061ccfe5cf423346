import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useCart } from '../../shared/cart/cart'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, storeGuestCart, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import CartPopup from './cart-popup'

const menu = [
  wireFood({ options: [sizeOption] }),
  wireFood({ _id: 'bun', name: 'Bún chả', nameEN: 'Grilled pork noodles', soldCount: 10 }),
  wireFood({
    _id: 'rolls',
    name: 'Nem',
    nameEN: 'Spring rolls',
    category: 'Appetizers',
    price: 6,
    soldCount: 50,
  }),
  wireFood({
    _id: 'coffee',
    name: 'Cà phê',
    nameEN: 'Iced coffee',
    category: 'Drinks',
    price: 3.5,
    soldCount: 100,
  }),
  wireFood({
    _id: 'tea',
    name: 'Trà',
    nameEN: 'Lotus tea',
    category: 'Drinks',
    price: 3,
    isPromotion: true,
    soldCount: 5,
  }),
  wireFood({
    _id: 'cake',
    name: 'Chè',
    nameEN: 'Sweet soup',
    category: 'Desserts',
    soldCount: 999,
  }),
  wireFood({
    _id: 'gone',
    name: 'Soda',
    nameEN: 'Soda',
    category: 'Drinks',
    status: 'archived',
    soldCount: 500,
  }),
]
const LARGE_PHO = 'pho_{"Size":"l"}'

/** Opens the popup as the layout does, and says so when it is closed. */
function Harness() {
  const { popupOpen, openPopup } = useCart()
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    openPopup()
  }, [openPopup])
  return popupOpen ? <CartPopup /> : <p>popup closed</p>
}

function renderPopup() {
  mockApi({ 'GET /api/food/list': foodList(menu) })
  return renderWithProviders(<Harness />, { otherPaths: ['/order', '/menu', '/cart'] })
}

describe('cart popup', () => {
  it('lists each line with its localized name, options, steppers and line total; no delivery fee', async () => {
    storeGuestCart({ [LARGE_PHO]: 2 })
    renderPopup()
    const lines = await screen.findByRole('list', { name: 'Dishes in your cart' })
    const line = within(lines).getByRole('listitem')
    expect(within(line).getByText('Beef pho')).toBeInTheDocument()
    expect(within(line).getByText('Size: Large')).toBeInTheDocument()
    expect(within(line).getByText('€28')).toBeInTheDocument()
    const totals = screen.getByText('Subtotal').closest('dl')!
    expect(totals).toHaveTextContent('Subtotal€28Total€28')
    expect(screen.queryByText(/delivery/i)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add one more Beef pho' }))
    expect(within(line).getByText('€42')).toBeInTheDocument()
    expect(totals).toHaveTextContent('Subtotal€42Total€42')

    for (let i = 0; i < 3; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Remove one Beef pho' }))
    }
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
  })

  it('recommends at most three active dishes that go with the cart and are not in it', async () => {
    storeGuestCart({ [LARGE_PHO]: 1 })
    renderPopup()
    const section = await screen.findByRole('region', { name: 'Goes well with your order' })
    const names = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.cart-suggestion-name')?.textContent)
    // Promoted first, then best sellers; desserts don't go with noodles, archived never shows.
    expect(names).toEqual(['Lotus tea', 'Iced coffee', 'Spring rolls'])

    await userEvent.click(within(section).getByRole('button', { name: 'Add Lotus tea to cart' }))
    const lines = screen.getByRole('list', { name: 'Dishes in your cart' })
    expect(within(lines).getByText('Lotus tea')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Goes well with your order' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.cart-suggestion-name')?.textContent),
    ).toEqual(['Iced coffee', 'Spring rolls', 'Grilled pork noodles'])
    // The added suggestion left the list with the focus: the next one has it, not the body.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Iced coffee to cart' })).toHaveFocus(),
    )
  })

  it('keeps the focus in the popup when a line goes at zero', async () => {
    storeGuestCart({ [LARGE_PHO]: 1, tea: 1 })
    renderPopup()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Remove one Beef pho' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove one Lotus tea' })).toHaveFocus(),
    )
  })

  it('checkout closes the popup and goes to /order', async () => {
    storeGuestCart({ pho: 1 })
    const { router } = renderPopup()
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }))
    expect(await screen.findByText('at /order')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/order')
  })

  it('closes on its close button', async () => {
    storeGuestCart({ pho: 1 })
    renderPopup()
    await userEvent.click(await screen.findByRole('button', { name: 'Close cart' }))
    expect(screen.getByText('popup closed')).toBeInTheDocument()
  })

  it('shows an empty cart with a way to the menu', async () => {
    renderPopup()
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Browse the menu' }))
    expect(await screen.findByText('at /menu')).toBeInTheDocument()
  })

  it('names dishes in the active language', async () => {
    storeGuestCart({ pho: 1 })
    mockApi({ 'GET /api/food/list': foodList([wireFood()]) })
    renderWithProviders(<Harness />, { language: 'sk' })
    expect(await screen.findByText('Hovädzie pho')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Váš košík' })).toBeInTheDocument()
  })
})
