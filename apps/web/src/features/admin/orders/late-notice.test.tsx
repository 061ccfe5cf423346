import type { AdminOrder } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { LateNoticeAction } from './late-notice'

// Issue 23 §1: the owner tells one guest their order runs late, from the card's menu.

function renderAction(
  order: AdminOrder,
  answer: Parameters<typeof mockApi>[0][string],
  language?: 'vi' | 'sk',
) {
  const calls = mockApi({ ...officeBasics, 'POST /api/admin/orders/o1/late': answer })
  renderWithProviders(<LateNoticeAction order={order} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
    language,
  })
  const posts = () => calls.filter((call) => call.url === '/api/admin/orders/o1/late')
  return { posts, user: userEvent.setup() }
}

describe('LateNoticeAction', () => {
  it('offers +10, +15, +20 and +30 minutes and tells the server the one chosen', async () => {
    const order = adminOrder({ status: 'Preparing' })
    const { posts, user } = renderAction(order, (body) => ({
      success: true,
      message: 'The guest is told the order runs 20 minutes late.',
      data: { ...order, lateMinutes: (body as { minutes: number }).minutes },
    }))

    await user.click(screen.getByRole('menuitem', { name: 'Running late…' }))
    const dialog = screen.getByRole('dialog', { name: 'Order AB123456 is running late' })
    const choices = within(dialog).getAllByRole('radio')
    expect(choices.map((choice) => choice.closest('label')!.textContent)).toEqual([
      '+10 min',
      '+15 min',
      '+20 min',
      '+30 min',
    ])
    expect(within(dialog).getByRole('radio', { name: '+15 min' })).toBeChecked()
    await user.click(within(dialog).getByRole('radio', { name: '+20 min' }))
    await user.click(within(dialog).getByRole('button', { name: 'Tell the guest' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts()).toHaveLength(1)
    expect(posts()[0]!.body).toEqual({ minutes: 20 })
  })

  it('says how late it has been told already, as the next notice adds to it', async () => {
    const { user } = renderAction(adminOrder({ lateMinutes: 15 }), () => ({}))

    await user.click(screen.getByRole('menuitem', { name: 'Running late…' }))

    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Already told: 15 min late; this adds to it.',
    )
  })

  it('shows a refusal in the admin’s language and keeps the dialog open', async () => {
    const { user } = renderAction(
      adminOrder(),
      () => ({
        status: 409,
        body: {
          success: false,
          code: 'ORDER_FINAL',
          message: 'An order that is Delivered can no longer be late.',
        },
      }),
      'vi',
    )

    await user.click(screen.getByRole('menuitem', { name: 'Báo chậm…' }))
    await user.click(screen.getByRole('button', { name: 'Báo cho khách' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đơn hàng này đã giao hoặc đã hủy: không thể báo chậm nữa.',
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it.each(['Delivered', 'Cancelled'])('is not offered for an order that is %s', (status) => {
    renderAction(adminOrder({ status }), () => ({}))
    expect(screen.queryByRole('button', { name: 'Running late…' })).toBeNull()
  })
})
