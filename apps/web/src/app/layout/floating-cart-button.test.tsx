import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useCart } from '../../shared/cart/cart'
import { useFoods } from '../../shared/menu/queries'
import { mockApi } from '../../test/mock-api'
import { foodList, storeGuestCart, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { FloatingCartButton } from './floating-cart-button'

const menu = [
  wireFood({ _id: 'pho', price: 612.4 }),
  wireFood({ _id: 'tea', name: 'Trà', nameEN: 'Tea', price: 5.5 }),
]

function Probe() {
  const foods = useFoods()
  return (
    <p>
      {foods.data ? 'menu loaded' : ''}
      {useCart().popupOpen ? ', cart popup open' : ''}
    </p>
  )
}

function renderButton(language: 'en' | 'vi' | 'sk' = 'en', route = '/') {
  mockApi({ 'GET /api/food/list': foodList(menu) })
  renderWithProviders(
    <>
      <FloatingCartButton />
      <Probe />
    </>,
    { language, route },
  )
}

describe('floating cart button', () => {
  it('is not there while the cart is empty', async () => {
    renderButton()
    await screen.findByText('menu loaded')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the item count and the total in whole euros, German style, and opens the cart', async () => {
    storeGuestCart({ pho: 2, tea: 1 })
    renderButton()
    // 2 × €612.40 + €5.50 = €1,230.30, shown as €1.230.
    const button = await screen.findByRole('button', {
      name: 'Open cart. Items: 3. Total: €1.230',
    })
    expect(button).toHaveTextContent('3€1.230')
    await userEvent.click(button)
    expect(screen.getByText('menu loaded, cart popup open')).toBeInTheDocument()
  })

  // Issue 12 §4: the total as the page's reader writes it; English keeps SPEC's German style.
  it.each([
    ['sk', 'Otvoriť košík. Počet položiek: 3. Spolu: 1\u00a0230\u00a0€'],
    ['vi', 'Mở giỏ hàng. Số món: 3. Tổng cộng: 1.230\u00a0€'],
  ] as const)('writes the total in %s as its readers do', async (language, name) => {
    storeGuestCart({ pho: 2, tea: 1 })
    renderButton(language)
    const button = await screen.findByRole('button', {
      name: (accessible) => accessible.replace(/\s/g, ' ') === name.replace(/\s/g, ' '),
    })
    expect(button.querySelector('.floating-cart__total')?.textContent).toBe(
      name.slice(name.lastIndexOf(' ') + 1),
    )
  })

  // Issue 19 §2.3: on a phone it covered the promo code's Apply button; the cart and the
  // checkout show the exact total already, beside which its whole euros only mislead (§2.2).
  it.each(['/cart', '/order'])('has no place on %s', async (route) => {
    storeGuestCart({ pho: 2, tea: 1 })
    renderButton('en', route)
    await screen.findByText('menu loaded')
    expect(screen.queryByRole('button', { name: /^Open cart/ })).not.toBeInTheDocument()
  })
})
