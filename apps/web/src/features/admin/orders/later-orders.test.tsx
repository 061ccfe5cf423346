import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, fakeChime, officeBasics } from '../../../test/office-fixtures'
import { foodList } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 11 §2: the board shows each order's due time, sorts by it, and says when to start.

beforeEach(() => {
  // 12:00 in Bratislava on 7 April 2026 (UTC+2).
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

// Placed at 11:30, as soon as possible: due at 12:15 (45 minutes' lead for delivery).
const ASAP = adminOrder({
  _id: 'a1',
  trackingCode: 'AS123456',
  createdAt: '2026-04-07T09:30:00.000Z',
})
// Placed earlier, for 14:00 today: start at 13:15.
const LATER_TODAY = adminOrder({
  _id: 'l1',
  trackingCode: 'LT123456',
  createdAt: '2026-04-07T08:00:00.000Z',
  dueAt: '2026-04-07T12:00:00.000Z',
})
// A pickup for 12:10 today (20 minutes' lead): start at 11:50, already past.
const PICKUP_SOON = adminOrder({
  _id: 'p1',
  trackingCode: 'PS123456',
  fulfilment: 'pickup',
  createdAt: '2026-04-07T07:00:00.000Z',
  dueAt: '2026-04-07T10:10:00.000Z',
})
// For tomorrow at 12:30.
const TOMORROW = adminOrder({
  _id: 't1',
  trackingCode: 'TM123456',
  createdAt: '2026-04-07T09:45:00.000Z',
  dueAt: '2026-04-08T10:30:00.000Z',
})

function renderBoard() {
  mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': foodList([]),
    'GET /api/admin/orders': () => ({
      success: true,
      data: [TOMORROW, ASAP, LATER_TODAY, PICKUP_SOON],
    }),
  })
  renderWithProviders(<BackOffice chime={fakeChime()} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
  })
}

describe('the board with orders for later', () => {
  it('lists a column by due time, soonest first', async () => {
    renderBoard()
    await screen.findByRole('article', { name: 'Order TM123456' })
    const pending = screen.getByRole('region', { name: /^Pending \d/ })
    const codes = within(pending)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'))
    expect(codes).toEqual(['Order PS123456', 'Order AS123456', 'Order LT123456', 'Order TM123456'])
  })

  it('shows the due time and when to start, marking an order whose start has come', async () => {
    renderBoard()
    const later = await screen.findByRole('article', { name: 'Order LT123456' })
    expect(within(later).getByText('Due today 14:00')).toBeInTheDocument()
    expect(within(later).getByText('Start preparing at 13:15')).toBeInTheDocument()
    const soon = screen.getByRole('article', { name: 'Order PS123456' })
    expect(within(soon).getByText('Start preparing now')).toBeInTheDocument()
    const tomorrow = screen.getByRole('article', { name: 'Order TM123456' })
    expect(within(tomorrow).getByText('Due 8.4. 12:30')).toBeInTheDocument()
    // As soon as possible: no promised time on the card.
    const asap = screen.getByRole('article', { name: 'Order AS123456' })
    expect(within(asap).queryByText(/^Due /)).toBeNull()
  })

  it('keeps an order placed yesterday for today on today’s board when it moves', async () => {
    const yesterday = adminOrder({
      _id: 'y1',
      trackingCode: 'YD123456',
      createdAt: '2026-04-06T15:00:00.000Z',
      dueAt: '2026-04-07T11:00:00.000Z',
    })
    const calls = mockApi({
      ...officeBasics,
      'GET /api/food/list?forUser=true': foodList([]),
      'GET /api/admin/orders': () => ({ success: true, data: [yesterday] }),
      'POST /api/admin/orders/y1/status': () => ({
        success: true,
        message: 'moved',
        data: { ...yesterday, status: 'Preparing' },
      }),
    })
    renderWithProviders(<BackOffice chime={fakeChime()} />, {
      route: '/admin?tab=orders',
      token: 'admin-token',
    })
    const card = await screen.findByRole('article', { name: 'Order YD123456' })
    await userEvent.click(within(card).getByRole('button', { name: 'Move to Preparing' }))
    expect(calls.some((call) => call.url === '/api/admin/orders/y1/status')).toBe(true)
    const preparing = screen.getByRole('region', { name: /^Preparing \d/ })
    expect(
      await within(preparing).findByRole('article', { name: 'Order YD123456' }),
    ).toBeInTheDocument()
  })
})
