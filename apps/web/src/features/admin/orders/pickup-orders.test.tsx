import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, fakeChime, officeBasics } from '../../../test/office-fixtures'
import { foodList } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 11 §1: one state machine, its steps worded by fulfilment on the board.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

const PICKUP = adminOrder({
  _id: 'p1',
  trackingCode: 'PK123456',
  fulfilment: 'pickup',
  status: 'Preparing',
  address: {
    firstName: 'Lan',
    lastName: 'Nguyen',
    street: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  },
  deliveryFee: 0,
})
const DELIVERY = adminOrder({ _id: 'd1', trackingCode: 'DL123456', status: 'Preparing' })

function renderBoard(orders = [PICKUP, DELIVERY]) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': foodList([]),
    'GET /api/admin/orders': () => ({ success: true, data: orders }),
    'POST /api/admin/orders/p1/status': () => ({
      success: true,
      message: 'moved',
      data: { ...PICKUP, status: 'Out for delivery' },
    }),
  })
  renderWithProviders(<BackOffice chime={fakeChime()} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
  })
  return calls
}

const card = (code: string) => screen.findByRole('article', { name: `Order ${code}` })

describe('the board with pickup orders', () => {
  it('says which orders are picked up, with no address of the guest', async () => {
    renderBoard()
    const pickup = await card('PK123456')
    expect(within(pickup).getByText('Pickup')).toBeInTheDocument()
    expect(within(pickup).getByText('Collects at the restaurant')).toBeInTheDocument()
    const delivery = await card('DL123456')
    expect(within(delivery).getByText('Delivery')).toBeInTheDocument()
    expect(within(delivery).getByText('Obchodná 1, 81106 Bratislava')).toBeInTheDocument()
  })

  it('words the moves of a pickup "Ready for pickup" where a delivery goes "Out for delivery"', async () => {
    const calls = renderBoard()
    const pickup = await card('PK123456')
    const delivery = await card('DL123456')
    expect(within(delivery).getByRole('button', { name: 'Move to Out for delivery' })).toBeVisible()
    await userEvent.click(within(pickup).getByRole('button', { name: 'Move to Ready for pickup' }))
    // The same state as a delivery's, stored under its one name.
    expect(calls.find((call) => call.url === '/api/admin/orders/p1/status')?.body).toEqual({
      status: 'Out for delivery',
    })
    const moved = await card('PK123456')
    expect(await within(moved).findByRole('button', { name: 'Move to Picked up' })).toBeVisible()
    expect(within(moved).getByText('Ready for pickup')).toBeInTheDocument()
  })

  it('titles a column with both words while pickups are on the board', async () => {
    renderBoard()
    await card('PK123456')
    expect(
      screen.getByRole('region', { name: /^Out for delivery \/ Ready for pickup \d/ }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByText(/^Done: /))
    expect(screen.getByRole('region', { name: /^Delivered \/ Picked up \d/ })).toBeInTheDocument()
  })

  it('shows an order at a table with its table, worded "Ready to serve" and "Served" (issue 24 §5)', async () => {
    const atTable = adminOrder({
      _id: 't1',
      trackingCode: 'TB123456',
      fulfilment: 'dine-in',
      tableName: '3',
      status: 'Out for delivery',
      address: { ...PICKUP.address },
      deliveryFee: 0,
    })
    renderBoard([atTable, DELIVERY])
    const table = await card('TB123456')
    expect(within(table).getByText('Table 3')).toBeInTheDocument()
    expect(within(table).getByText('Served at table 3')).toBeInTheDocument()
    expect(within(table).getByText('Ready to serve')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Move to Served' })).toBeVisible()
    expect(
      screen.getByRole('region', { name: /^Out for delivery \/ Ready to serve \d/ }),
    ).toBeInTheDocument()
  })
})
