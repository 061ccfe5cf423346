import type { OrderSummary } from '@quan/domain/answers'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

// Issue 19 §2.1 and §2.2: the guest's note, and every line that makes up the total.
const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  _id: 'o1',
  trackingCode: 'AB123456',
  items: [
    {
      _id: 'pho',
      name: 'Phở bò',
      nameVI: '',
      nameEN: 'Beef pho',
      nameSK: '',
      price: 8.2,
      quantity: 2,
      choices: [],
    },
  ],
  subtotal: 16.4,
  deliveryFee: 2,
  promoCode: 'WELCOME10',
  discount: 1.64,
  amount: 16.76,
  status: 'Pending',
  payment: false,
  paymentMethod: 'cash',
  paymentState: 'none',
  createdAt: '2026-11-22T14:05:00',
  date: '2026-11-22T14:05:00',
  fulfilment: 'delivery',
  dueAt: null,
  ...overrides,
})

async function renderOrders(orders: OrderSummary[]) {
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'POST /api/order/userorders': () => ({ success: true, data: orders, message: 'Your orders' }),
  })
  renderWithProviders(<MyOrdersPage />, { route: '/myorders', token: 'token-1' })
  const list = await screen.findByRole('list', { name: 'Your orders' })
  return within(list).getAllByRole('listitem')
}

const facts = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])

describe('an order in My orders', () => {
  it('adds up line by line: subtotal, delivery fee, discount, total', async () => {
    const [card] = await renderOrders([summary()])
    expect(facts(card!).slice(0, 4)).toEqual([
      ['Subtotal', '€16.40'],
      ['Delivery fee', '€2'],
      ['Discount', '−€1.64 (WELCOME10)'],
      ['Amount', '€16.76'],
    ])
  })

  it('says a free delivery is free, and a pickup has no fee line', async () => {
    const [delivered, collected] = await renderOrders([
      summary({ deliveryFee: 0, amount: 14.76 }),
      summary({ _id: 'o2', fulfilment: 'pickup', deliveryFee: 0, amount: 14.76 }),
    ])
    expect(facts(delivered!)).toContainEqual(['Delivery fee', 'Free'])
    expect(facts(collected!).map(([term]) => term)).not.toContain('Delivery fee')
  })

  it('shows the note the guest wrote', async () => {
    const [card] = await renderOrders([summary({ notes: 'Severe peanut allergy' })])
    expect(within(card!).getByText('Severe peanut allergy')).toBeInTheDocument()
    expect(facts(card!)).toContainEqual(['Your note', 'Severe peanut allergy'])
  })
})
