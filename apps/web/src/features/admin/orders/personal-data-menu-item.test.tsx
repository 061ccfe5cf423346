import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, fakeChime, officeBasics } from '../../../test/office-fixtures'
import { foodList } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 24 §4: the owner hands a guest their data, or erases it, from the order's card.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
  URL.createObjectURL = vi.fn(() => 'blob:guest')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const CANCELLED = adminOrder({ _id: 'o9', trackingCode: 'ZX987654', status: 'Cancelled' })

function renderBoard(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': foodList([]),
    'GET /api/admin/orders': () => ({ success: true, data: [adminOrder(), CANCELLED] }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice chime={fakeChime()} />, {
    route: '/admin?tab=orders',
    token: 'admin-token',
  })
  return { calls, user }
}

const card = (code: string) => screen.getByRole('article', { name: `Order ${code}` })
async function more(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(within(card(code)).getByRole('button', { name: 'More' }))
  return within(screen.getByRole('menu', { name: 'More' }))
}

describe("a guest's data from the order's card", () => {
  it('downloads it as a file, and offers erasing only once the order is done', async () => {
    const { calls, user } = renderBoard({
      'GET /api/admin/orders/o9/personal-data': () => ({
        success: true,
        message: 'The guest’s data',
        data: { exportedAt: '2026-04-07T10:00:00.000Z', account: null, orders: [] },
      }),
    })
    await screen.findByRole('article', { name: 'Order AB123456' })
    const open = await more(user, 'AB123456')
    expect(open.queryByRole('menuitem', { name: 'Erase the guest’s details' })).toBeNull()
    await user.keyboard('{Escape}')

    // Done orders are folded away under the board.
    await user.click(screen.getByText('Done: 1'))
    const done = await more(user, 'ZX987654')
    await user.click(done.getByRole('menuitem', { name: 'Guest’s data (JSON)' }))
    expect(
      await within(card('ZX987654')).findByText('The guest’s data is downloaded.'),
    ).toBeInTheDocument()
    expect(
      calls.find((c) => c.url === '/api/admin/orders/o9/personal-data')?.headers,
    ).toMatchObject({ token: 'admin-token' })
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
  })

  it('erases it after asking again', async () => {
    const { calls, user } = renderBoard({
      'POST /api/admin/orders/o9/personal-data/erase': () => ({
        success: true,
        message: 'Erased',
      }),
    })
    await user.click(await screen.findByText('Done: 1'))
    const menu = await more(user, 'ZX987654')
    await user.click(menu.getByRole('menuitem', { name: 'Erase the guest’s details' }))
    const dialog = screen.getByRole('dialog', {
      name: 'Erase the guest’s details from order ZX987654?',
    })
    expect(calls.some((c) => c.url.endsWith('/personal-data/erase'))).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Erase the details' }))
    expect(
      await within(card('ZX987654')).findByText('The guest’s details are erased from the order.'),
    ).toBeInTheDocument()
    expect(calls.filter((c) => c.url === '/api/admin/orders/o9/personal-data/erase')).toHaveLength(
      1,
    )
  })
})
