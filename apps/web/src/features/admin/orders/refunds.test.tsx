import type { AdminOrder } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, fakeChime, officeBasics } from '../../../test/office-fixtures'
import { foodList, wireFood } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 22 §1: the way of paying on the board, and refunds of orders paid online.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

const PAID_ONLINE = adminOrder({
  status: 'Delivered',
  payment: true,
  paymentMethod: 'online',
  paymentState: 'paid',
})

const REFUNDED = (amount: number, state: 'succeeded' | 'refused', order = PAID_ONLINE) => ({
  ...order,
  paymentState: state === 'succeeded' ? ('partially_refunded' as const) : order.paymentState,
  refunds: [
    { _id: 'r1', amount, state, reason: 'Missing spring rolls', at: '2026-04-07T10:00:00.000Z' },
  ],
})

const mismatch = adminOrder({
  _id: 'o3',
  trackingCode: 'EF345678',
  payment: true,
  paymentMethod: 'online',
  paymentState: 'mismatch',
})

function renderBoard(orders: AdminOrder[], routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': foodList([wireFood({ _id: 'food-2', name: 'Bún bò Huế' })]),
    'GET /api/admin/orders': () => ({ success: true, data: orders }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice chime={fakeChime()} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
  })
  return { calls, user }
}

const posts = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/admin'))

describe('payments on the board', () => {
  it('shows how each order is paid, a payment of another amount standing out', async () => {
    renderBoard([adminOrder(), mismatch])
    const cash = await screen.findByRole('article', { name: 'Order AB123456' })
    expect(within(cash).getByText('Cash')).toBeInTheDocument()
    await userEvent.click(within(cash).getByRole('button', { name: 'More' }))
    expect(screen.getByRole('menu', { name: 'More' })).toBeVisible()
    expect(within(cash).queryByRole('menuitem', { name: 'Refund' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    const odd = screen.getByRole('article', { name: 'Order EF345678' })
    expect(
      within(odd).getByText(
        'Paid another amount: check the payment with Stripe before preparing the order.',
      ),
    ).toHaveClass('alert')
    expect(
      within(odd).getByText('Online · paid another amount: check with Stripe'),
    ).toHaveAttribute('data-state', 'mismatch')
  })

  it('refunds part of a delivered order, what is left by default, and lists it on the card', async () => {
    const { calls, user } = renderBoard([PAID_ONLINE], {
      'POST /api/admin/orders/o1/refunds': (body) => ({
        success: true,
        message: 'The refund is done.',
        data: REFUNDED((body as { amount: number }).amount, 'succeeded'),
      }),
    })
    // Delivered: folded under "Done" (issue 23 §1).
    await user.click(await screen.findByText(/^Done: /))
    const card = await screen.findByRole('article', { name: 'Order AB123456' })
    expect(within(card).getByText('Online · paid')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'More' }))
    await user.click(within(card).getByRole('menuitem', { name: 'Refund' }))
    const dialog = screen.getByRole('dialog', { name: 'Refund order AB123456' })
    const amount = within(dialog).getByLabelText('Amount (€)')
    expect(amount).toHaveValue('42.50')

    await user.clear(amount)
    await user.type(amount, '50')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Write an amount above zero and at most €42.50.',
    )
    expect(posts(calls)).toEqual([])

    await user.clear(amount)
    await user.type(amount, '4,50')
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Missing spring rolls')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/admin/orders/o1/refunds',
        body: { amount: 4.5, reason: 'Missing spring rolls' },
      }),
    ])
    const refunds = within(screen.getByRole('article', { name: 'Order AB123456' })).getByRole(
      'list',
      { name: 'Refunds' },
    )
    expect(refunds).toHaveTextContent('Refunded €4.50 (Missing spring rolls)')
  })

  it('shows a refund the provider refused, with what the server said, in the dialog', async () => {
    const { user } = renderBoard([PAID_ONLINE], {
      'POST /api/admin/orders/o1/refunds': () => ({
        status: 409,
        body: {
          success: false,
          code: 'REFUND_REFUSED',
          message:
            'The payment provider refused the refund: charge_disputed. Nothing was refunded.',
        },
      }),
    })
    await user.click(await screen.findByText(/^Done: /))
    const card = await screen.findByRole('article', { name: 'Order AB123456' })
    await user.click(within(card).getByRole('button', { name: 'More' }))
    await user.click(within(card).getByRole('menuitem', { name: 'Refund' }))
    const dialog = screen.getByRole('dialog', { name: 'Refund order AB123456' })
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The payment provider refused the refund. Nothing was refunded')
    expect(alert).toHaveTextContent('charge_disputed')
    expect(screen.getByRole('dialog', { name: 'Refund order AB123456' })).toBeVisible()
  })

  it('cancels an order paid online and refunds it in full when asked', async () => {
    const pending = { ...PAID_ONLINE, status: 'Pending' as const }
    const { calls, user } = renderBoard([pending], {
      'POST /api/admin/orders/o1/status': () => ({
        success: true,
        message: 'The order is now Cancelled.',
        data: { ...pending, status: 'Cancelled' },
      }),
      'POST /api/admin/orders/o1/refunds': () => ({
        success: true,
        message: 'The refund is done.',
        data: {
          ...REFUNDED(42.5, 'succeeded', { ...pending, status: 'Cancelled' }),
          paymentState: 'refunded',
        },
      }),
    })
    const card = await screen.findByRole('article', { name: 'Order AB123456' })
    await user.click(within(card).getByRole('button', { name: 'More' }))
    await user.click(within(card).getByRole('menuitem', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel order AB123456' })
    expect(
      within(dialog).getByRole('checkbox', { name: 'Refund the online payment in full (€42.50)' }),
    ).toBeChecked()
    await user.type(within(dialog).getByLabelText('Reason'), 'Out of beef')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(2))
    expect(posts(calls)[1]).toMatchObject({
      url: '/api/admin/orders/o1/refunds',
      body: { reason: 'Out of beef' },
    })
    expect(posts(calls)[1]!.body).not.toHaveProperty('amount')
  })
})
