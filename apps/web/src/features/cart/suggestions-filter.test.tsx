import { screen, within } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useCart } from '../../shared/cart/cart'
import { rememberMenuFilter } from '../../shared/menu/active-filter'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import CartPopup from './cart-popup'

// Issue 19 §2.4: a guest who filtered out gluten was offered dishes with gluten.
const menu = [
  wireFood({ allergens: ['fish'] }),
  wireFood({
    _id: 'rolls',
    name: 'Nem',
    nameEN: 'Spring rolls',
    category: 'Appetizers',
    allergens: ['gluten'],
    soldCount: 50,
  }),
  wireFood({
    _id: 'coffee',
    name: 'Cà phê',
    nameEN: 'Iced coffee',
    category: 'Drinks',
    allergens: ['milk'],
    soldCount: 100,
  }),
  wireFood({
    _id: 'tea',
    name: 'Trà',
    nameEN: 'Lotus tea',
    category: 'Drinks',
    allergens: [],
    soldCount: 5,
  }),
  // Allergens not stated: nothing can be promised about it.
  wireFood({ _id: 'soda', name: 'Soda', nameEN: 'Soda', category: 'Drinks', soldCount: 500 }),
]

function Harness() {
  const { popupOpen, openPopup } = useCart()
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    openPopup()
  }, [openPopup])
  return popupOpen ? <CartPopup /> : null
}

async function suggested(route: string) {
  storeGuestCart({ pho: 1 })
  mockApi({ 'GET /api/food/list': foodList(menu) })
  renderWithProviders(<Harness />, { route })
  const section = await screen.findByRole('region', { name: 'Goes well with your order' })
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.cart-suggestion-name')?.textContent)
}

afterEach(() => sessionStorage.clear())

describe('cart suggestions with the allergen filter', () => {
  it('suggests everything that goes with the cart without a filter', async () => {
    expect(await suggested('/')).toEqual(['Soda', 'Iced coffee', 'Spring rolls'])
  })

  it('honour the filter of the menu the cart is opened on', async () => {
    expect(await suggested('/menu?without=gluten,milk')).toEqual(['Lotus tea'])
  })

  it('honour the filter the guest set on the menu, on another page', async () => {
    rememberMenuFilter({ without: ['gluten'], tags: [] })
    expect(await suggested('/about')).toEqual(['Iced coffee', 'Lotus tea'])
  })
})
