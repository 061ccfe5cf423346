import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { mockApi } from '../../../test/mock-api'
import { adminOrder } from '../../../test/office-fixtures'
import { shopConfig } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { Component as AdminPage } from '../admin-page'
import { TicketMenuItem } from './ticket-menu-item'

// Issue 23 §2: an order's 80 mm kitchen ticket, opened from its card in a tab of its own.

afterEach(() => vi.restoreAllMocks())

/** The back office opened straight at /admin?ticket=o1, as a fresh tab is. */
function openTicket(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Thu Trang', email: 'admin@quan.sk', role: 'admin' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'GET /api/config': () => shopConfig(),
    'GET /api/admin/orders/o1': () => ({
      success: true,
      message: 'The order',
      // Placed at 12:30 in Bratislava, due the next day at 19:30.
      data: adminOrder({ dueAt: '2026-04-08T17:30:00.000Z' }),
    }),
    'GET /api/admin/kitchen-tickets': () => ({
      success: true,
      message: 'The kitchen tickets',
      data: { language: 'vi', printOn: 'accepted' },
    }),
    ...routes,
  })
  renderWithProviders(<AdminPage />, { route: '/admin?ticket=o1', token: 'admin-token' })
  return calls
}

describe('the kitchen ticket’s print view', () => {
  it('shows the ticket in the kitchen’s language, the page around it in the admin’s', async () => {
    const calls = openTicket()
    const ticket = await screen.findByRole('article', { name: 'Phiếu bếp' })
    expect(ticket).toHaveAttribute('lang', 'vi')
    expect(ticket).toHaveTextContent('AB123456')
    // Due the day after it was placed: the day is printed with the time.
    expect(ticket).toHaveTextContent('Hẹn lúc: T4 8/4 19:30')
    expect(ticket).toHaveTextContent('Giao hàng')
    expect(ticket).toHaveTextContent('Obchodná 1')
    expect(ticket).toHaveTextContent('81106 Bratislava')
    expect(ticket).toHaveTextContent('+421 902 345 678')
    const lines = within(ticket).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('2 × Bún bò Huế')
    expect(lines[0]).toHaveTextContent('+ Size: Large')
    expect(lines[0]).toHaveTextContent('Chất gây dị ứng: Cá')
    // Allergens never stated print nothing, rather than "none".
    expect(lines[1]).toHaveTextContent('1 × Phở bò')
    expect(lines[1]).not.toHaveTextContent('Chất gây dị ứng')
    expect(within(ticket).getByRole('region', { name: 'Ghi chú' })).toHaveTextContent('Ring twice')
    expect(ticket).toHaveTextContent('Đặt lúc: T3 7/4 12:30')

    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin?tab=orders',
    )
    expect(document.title).toMatch(/^Kitchen ticket AB123456/)
    // The board's list and stream are not loaded for a ticket.
    expect(calls.map((call) => call.url)).not.toContain('/api/admin/orders')
  })

  it('prints with the browser’s own dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const user = userEvent.setup()
    openTicket()
    await screen.findByRole('article', { name: 'Phiếu bếp' })
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('says why when the order cannot be loaded, with nothing to print', async () => {
    openTicket({
      'GET /api/admin/orders/o1': () => ({
        status: 404,
        body: { success: false, message: 'Order not found', code: 'ORDER_NOT_FOUND' },
      }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ticket could not be loaded: Order not found',
    )
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
  })
})

describe('TicketMenuItem', () => {
  it('opens the order’s ticket in a new tab, named with its code', () => {
    render(
      <MemoryRouter>
        <div role="menu">
          <TicketMenuItem order={adminOrder({ _id: 'o 7', trackingCode: 'QN777777' })} />
        </div>
      </MemoryRouter>,
    )
    const item = screen.getByRole('menuitem', {
      name: 'Kitchen ticket for QN777777 (opens in a new tab)',
    })
    expect(item).toHaveAttribute('href', '/admin?ticket=o%207')
    expect(item).toHaveAttribute('target', '_blank')
    expect(item).toHaveTextContent('Kitchen ticket')
  })
})
