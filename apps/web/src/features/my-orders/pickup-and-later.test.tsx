import type { OrderSummary } from '@quan/domain/answers'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, shopConfig } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

// Issue 11 §1, §2: My orders says which orders are picked up, and any promised time.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-02T11:00:00.000Z')) // Monday 12:00 in Bratislava
})
afterEach(() => vi.useRealTimers())

const order = (overrides: Partial<OrderSummary>): OrderSummary => ({
  _id: 'o1',
  trackingCode: 'AB123456',
  items: [
    {
      _id: 'pho',
      name: 'Phở bò',
      nameVI: '',
      nameEN: '',
      nameSK: '',
      price: 10.5,
      quantity: 1,
      choices: [],
    },
  ],
  subtotal: 10.5,
  deliveryFee: 2,
  amount: 12.5,
  status: 'Out for delivery',
  payment: false,
  paymentMethod: 'cash',
  paymentState: 'none',
  createdAt: '2026-03-02T10:00:00.000Z',
  date: '2026-03-02T10:00:00.000Z',
  fulfilment: 'delivery',
  dueAt: null,
  ...overrides,
})

function renderCustomer(orders: OrderSummary[]) {
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/config': () => shopConfig(),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'POST /api/order/userorders': () => ({ success: true, data: orders, message: 'Your orders' }),
  })
  renderWithProviders(<MyOrdersPage />, {
    route: '/myorders',
    token: 'token-1',
    otherPaths: ['/track-order'],
  })
}

describe('my orders with pickup and orders for later', () => {
  it('tells a pickup its own step and the time it was promised for', async () => {
    renderCustomer([
      order({ fulfilment: 'pickup', dueAt: '2026-03-03T11:30:00.000Z' }),
      order({ _id: 'o2', trackingCode: 'CD123456' }),
    ])
    const [pickup, delivery] = await screen.findAllByRole('listitem')
    expect(within(pickup!).getByText('Ready for pickup')).toBeInTheDocument()
    expect(within(pickup!).getByText('Pickup')).toBeInTheDocument()
    expect(within(pickup!).getByText('Tomorrow at 12:30')).toBeInTheDocument()
    // A delivery as soon as possible reads as SPEC's list did.
    expect(within(delivery!).getByText('Out for delivery')).toBeInTheDocument()
    expect(within(delivery!).queryByText('Promised for')).toBeNull()
  })
})

// Issue 22 §1: how each order is paid, and where its payment stands.
describe('my orders: the way of paying', () => {
  it('shows cash for an order paid at the door, and online · refunded after a refund', async () => {
    renderCustomer([
      order({}),
      order({
        _id: 'o2',
        trackingCode: 'CD123456',
        paymentMethod: 'online',
        paymentState: 'refunded',
      }),
    ])
    const [cash, online] = await screen.findAllByRole('listitem')
    expect(within(cash!).getByText('Cash')).toBeInTheDocument()
    expect(within(online!).getByText('Online · refunded')).toBeInTheDocument()
  })
})
