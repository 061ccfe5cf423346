import type { DeliveryAreaInEuros } from '@quan/domain/delivery-areas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import {
  foodList,
  shopConfig,
  storeGuestCart,
  phoAndTea,
  TWO_DELIVERY_AREAS,
} from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as CartPage } from './cart-page'

const menu = phoAndTea

const AREAS = TWO_DELIVERY_AREAS

function renderPage(areas?: DeliveryAreaInEuros[], language?: 'vi') {
  mockApi({
    'GET /api/food/list': foodList(menu),
    'GET /api/config': () => shopConfig(areas ? { deliveryAreas: areas } : {}),
  })
  return renderWithProviders(<CartPage />, {
    route: '/cart',
    otherPaths: ['/order', '/menu'],
    ...(language ? { language } : {}),
  })
}

const totals = () => screen.getByRole('region', { name: 'Cart totals' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cart page with delivery areas', () => {
  it('asks no postal code of a restaurant that delivers everywhere for €2', async () => {
    storeGuestCart({ tea: 1 })
    renderPage()
    await screen.findByRole('table')
    // The config has been read and still nothing is asked.
    await waitFor(() => expect(totals().querySelector('dl')).toHaveTextContent('Delivery fee€2'))
    expect(screen.queryByLabelText('Your postal code')).not.toBeInTheDocument()
  })

  it('shows the fee and minimum of the postal code as it is typed, and remembers it', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 1 })
    renderPage(AREAS)
    const input = await screen.findByLabelText('Your postal code')
    expect(totals()).toHaveTextContent(
      'Type your postal code to see the delivery fee and minimum order.',
    )
    await userEvent.type(input, '811 06')
    expect(totals().querySelector('dl')).toHaveTextContent('Subtotal€10Delivery fee€3Total€13')
    expect(totals()).toHaveTextContent('€5 more to reach the minimum for this area.')
    expect(totals()).toHaveTextContent('Minimum order for Centre: €15. Free delivery from €40.')
    expect(localStorage.getItem('deliveryPostalCode')).toBe('811 06')

    await userEvent.clear(input)
    await userEvent.type(input, '85101')
    expect(totals().querySelector('dl')).toHaveTextContent('Delivery fee€4.50Total€14.50')
    expect(totals()).not.toHaveTextContent('minimum')
  })

  it('judges the minimum on the food after the promo code, and says so (issue 19 §1.6)', async () => {
    localStorage.setItem(
      'appliedPromoCode',
      JSON.stringify({
        code: 'HALF',
        kind: 'percent',
        value: 50,
        minimumSubtotal: null,
        discount: 10,
      }),
    )
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    renderPage(AREAS)
    await userEvent.type(await screen.findByLabelText('Your postal code'), '81106')
    // €20 of dishes, €10 of it paid: under the centre's €15 minimum.
    await waitFor(() =>
      expect(totals().querySelector('dl')).toHaveTextContent(
        'Subtotal€20Delivery fee€3Promo code HALF−€10Total€13',
      ),
    )
    expect(totals()).toHaveTextContent(
      'The minimum for this area counts your order after the discount: €10 of €15 so far.',
    )
  })

  it('shows the quote of the postal code typed before', async () => {
    localStorage.setItem('deliveryPostalCode', '85101')
    storeGuestCart({ tea: 1 })
    renderPage(AREAS)
    expect(await screen.findByLabelText('Your postal code')).toHaveValue('85101')
    expect(totals().querySelector('dl')).toHaveTextContent('Delivery fee€4.50Total€7.50')
  })

  it('says plainly when the postal code is outside every area, in the guest’s language', async () => {
    storeGuestCart({ tea: 1 })
    renderPage(AREAS, 'vi')
    await userEvent.type(await screen.findByLabelText('Mã bưu chính của bạn'), '04001')
    expect(
      screen.getByText(
        'Rất tiếc, chúng tôi không giao hàng đến 04001. Vui lòng kiểm tra lại mã bưu chính.',
      ),
    ).toBeInTheDocument()
  })

  it('tells an address outside every area that it may pick the order up, where pickup is offered', async () => {
    storeGuestCart({ tea: 1 })
    mockApi({
      'GET /api/food/list': foodList(menu),
      'GET /api/config': () =>
        shopConfig({
          deliveryAreas: AREAS,
          ordering: {
            pickup: true,
            laterOrders: false,
            leadMinutes: { delivery: 45, pickup: 20 },
            fullSlots: [],
          },
        }),
    })
    renderWithProviders(<CartPage />, { route: '/cart', otherPaths: ['/order', '/menu'] })
    await userEvent.type(await screen.findByLabelText('Your postal code'), '04001')
    expect(
      await screen.findByText(
        'You can collect your order at the restaurant instead: choose pickup at checkout.',
      ),
    ).toBeInTheDocument()
  })

  it('says nothing of pickup where it is not offered', async () => {
    storeGuestCart({ tea: 1 })
    renderPage(AREAS)
    await userEvent.type(await screen.findByLabelText('Your postal code'), '04001')
    await screen.findByText(/we do not deliver to 04001/)
    expect(screen.queryByText(/choose pickup at checkout/)).toBeNull()
  })
})
