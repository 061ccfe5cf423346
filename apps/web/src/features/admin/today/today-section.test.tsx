import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, officeBasics, todayFigures } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => FakeEventSource.install())

function renderToday(figures: () => unknown, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ ...officeBasics, 'GET /api/admin/today': figures, ...routes })
  const user = userEvent.setup()
  const result = renderWithProviders(<BackOffice />, { route: '/admin', token: 'admin-token' })
  return { calls, user, ...result }
}

const figure = (name: RegExp) => screen.getByRole('link', { name })

describe('today', () => {
  it('shows the day’s orders, takings, bookings and messages, each leading to its section', async () => {
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures(),
    }))

    expect(await screen.findByText('Tuesday, 7 April 2026')).toBeInTheDocument()
    // Counted by the day they are due (issue 23 §1), which the label says.
    expect(figure(/^Orders for the day \d/)).toHaveTextContent('Orders for the day 9')
    expect(figure(/^Orders for the day \d/)).toHaveAttribute('href', '/admin?tab=orders')
    expect(figure(/^Pending/)).toHaveTextContent('Pending: 2')
    expect(figure(/^Out for delivery/)).toHaveAttribute(
      'href',
      '/admin?tab=orders&status=Out%20for%20delivery',
    )
    expect(figure(/^Revenue/)).toHaveTextContent('Revenue €212.50')
    expect(figure(/^Paid so far/)).toHaveTextContent('Paid so far €80')
    expect(figure(/^Bookings \d/)).toHaveTextContent('Bookings 5')
    expect(figure(/^Guests booked/)).toHaveTextContent('Guests booked 18')
    expect(figure(/^Bookings to confirm/)).toHaveAttribute('href', '/admin?tab=bookings')
    expect(figure(/^Messages to handle/)).toHaveTextContent('Messages to handle 3')
    expect(figure(/^Messages to handle/)).toHaveAttribute('href', '/admin?tab=messages')
  })

  it('counts deliveries and pickups where pickups were taken (issue 11 §1)', async () => {
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures(),
    }))
    expect(await screen.findByText('Deliveries: 6 · Pickups: 2')).toBeInTheDocument()
  })

  // Issue 22 §1: the day's orders by way of paying, a payment of another amount standing out.
  it('counts the orders by way of paying and flags a payment of another amount', async () => {
    const figures = todayFigures()
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: {
        ...figures,
        orders: {
          ...figures.orders,
          byPayment: { cash: 5, card: 1, online: 2 },
          paymentMismatches: 1,
        },
      },
    }))
    expect(await screen.findByText('Cash: 5 · Card: 1 · Online: 2')).toBeInTheDocument()
    expect(figure(/^Paid another amount/)).toHaveTextContent(
      'Paid another amount: check with Stripe 1',
    )
  })

  it('says nothing of ways of paying on a day of cash only', async () => {
    renderToday(() => ({ success: true, message: 'The day at a glance', data: todayFigures() }))
    expect(await screen.findByText('Tuesday, 7 April 2026')).toBeInTheDocument()
    expect(screen.queryByText(/^Cash: /)).toBeNull()
    expect(screen.queryByRole('link', { name: /^Paid another amount/ })).toBeNull()
  })

  it('says nothing of pickup on a day without any, as a delivery shop sees it', async () => {
    const figures = todayFigures()
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: {
        ...figures,
        orders: { ...figures.orders, byFulfilment: { delivery: 8, pickup: 0, 'dine-in': 0 } },
      },
    }))
    expect(await screen.findByText('Tuesday, 7 April 2026')).toBeInTheDocument()
    expect(screen.queryByText(/Pickups:/)).toBeNull()
  })

  it('opens the section a figure stands for', async () => {
    const { user, router } = renderToday(
      () => ({
        success: true,
        message: 'The day at a glance',
        data: todayFigures(),
      }),
      {
        'GET /api/admin/orders?status=Preparing': () => ({ success: true, data: [] }),
      },
    )

    await user.click(await screen.findByRole('link', { name: /^Preparing/ }))

    expect(router.state.location.search).toBe('?tab=orders&status=Preparing')
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Status')).toHaveValue('Preparing')
  })

  it('asks for the figures again when an order arrives on the stream', async () => {
    let revenue = 212.5
    const { calls } = renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures({ revenue }),
    }))
    expect(await screen.findByText('€212.50')).toBeInTheDocument()

    revenue = 255
    act(() => FakeEventSource.latest().emit('order', adminOrder({ _id: 'o7', amount: 42.5 })))

    expect(await screen.findByText('€255')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/admin/today').length).toBeGreaterThan(1),
    )
  })

  it('says when the figures cannot be loaded', async () => {
    renderToday(() => ({
      status: 403,
      body: { success: false, message: 'Only the restaurant admin can do this.' },
    }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Today's figures could not be loaded: Only the restaurant admin can do this.",
    )
  })
})

describe('today with promo codes (issue 11 §4)', () => {
  it('shows the discounts given beside the revenue after them, only when there were some', async () => {
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures({ discounts: 12.5 }),
    }))
    expect(await screen.findByRole('link', { name: /^Promo code discounts/ })).toHaveTextContent(
      'Promo code discounts €12.50',
    )
    expect(figure(/^Promo code discounts/)).toHaveAttribute('href', '/admin?tab=promo')
  })

  it('shows no discounts on a day without any', async () => {
    renderToday(() => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures(),
    }))
    await screen.findByText('Tuesday, 7 April 2026')
    expect(screen.queryByRole('link', { name: /^Promo code discounts/ })).toBeNull()
  })
})
