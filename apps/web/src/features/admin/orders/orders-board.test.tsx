import type { AdminOrder } from '@quan/domain/answers'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { DEMO_RESTAURANT, type Restaurant } from '@quan/domain/restaurant'
import { mockApi } from '../../../test/mock-api'
import { adminOrder, fakeChime, officeBasics } from '../../../test/office-fixtures'
import { foodList, sizeOption, wireFood } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'
import { SOUND_KEY } from './live-orders'

beforeEach(() => {
  // 12:00 in Bratislava on 7 April 2026; only the date is faked, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-04-07T10:00:00.000Z'))
  FakeEventSource.install()
})
afterEach(() => vi.useRealTimers())

const PENDING = adminOrder()
const PREPARING = adminOrder({
  _id: 'o2',
  trackingCode: 'CD234567',
  customerInfo: { name: 'Minh Tran', phone: '+421 903 111 222' },
  createdAt: '2026-04-07T09:15:00.000Z',
  status: 'Preparing',
  payment: true,
  items: [
    {
      _id: 'food-1',
      name: 'Phở bò',
      nameVI: '',
      nameEN: '',
      nameSK: '',
      price: 12.5,
      quantity: 1,
      choices: [],
      allergens: null,
    },
  ],
  amount: 14.5,
  notes: undefined,
  events: [
    {
      _id: 'e1',
      at: '2026-04-07T09:20:00.000Z',
      by: { _id: 'u1', name: 'Thu Trang' },
      from: 'Pending',
      to: 'Preparing',
    },
  ],
})

type Routes = Parameters<typeof mockApi>[0]

function renderBoard(
  routes: Routes = {},
  route = '/admin?tab=orders',
  restaurant: Restaurant = DEMO_RESTAURANT,
) {
  const chime = fakeChime()
  const calls = mockApi({
    ...officeBasics,
    'GET /api/food/list?forUser=true': foodList([
      wireFood({ _id: 'food-2', name: 'Bún bò Huế', options: [sizeOption] }),
    ]),
    'GET /api/admin/orders': () => ({ success: true, data: [PENDING, PREPARING] }),
    ...routes,
  })
  const user = userEvent.setup()
  const result = renderWithProviders(<BackOffice chime={chime} />, {
    route,
    token: 'admin-token',
    restaurant,
  })
  return { calls, chime, user, ...result }
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d`) })
const card = (code: string) => screen.getByRole('article', { name: `Order ${code}` })
/** Opens a card's "More" menu; its entries are menu items. */
async function more(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(within(card(code)).getByRole('button', { name: 'More' }))
  return within(screen.getByRole('menu', { name: 'More' }))
}
const orderCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/orders'))

describe('orders board', () => {
  it('lists the day’s orders by status with everything the kitchen and the rider need', async () => {
    const { user } = renderBoard()

    const order = await screen.findByRole('article', { name: 'Order AB123456' })
    expect(within(column('Pending')).getByRole('article')).toBe(order)
    expect(
      within(column('Preparing')).getByRole('article', { name: 'Order CD234567' }),
    ).toBeVisible()
    // Delivered and Cancelled fold under "Done", out of the working width.
    expect(screen.queryByRole('region', { name: /^Delivered/ })).toBeNull()
    await user.click(screen.getByText('Done: 0'))
    expect(within(column('Delivered')).getByText('None')).toBeInTheDocument()
    const view = within(order)
    expect(view.getByText('12:30')).toBeInTheDocument() // 10:30 UTC, in Bratislava
    expect(view.getByText('Lan Nguyen')).toBeInTheDocument()
    expect(view.getByRole('link', { name: '+421 902 345 678' })).toHaveAttribute(
      'href',
      'tel:+421902345678',
    )
    expect(view.getByText('Obchodná 1, 81106 Bratislava')).toBeInTheDocument()
    const lines = within(view.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('2 ×Bún bò HuếSize: Large€28')
    expect(lines[1]).toHaveTextContent('1 ×Phở bò€12.50')
    expect(view.getByText('€42.50')).toBeInTheDocument()
    expect(view.getByText('Unpaid')).toBeInTheDocument()
    expect(view.getByText('Ring twice')).toBeInTheDocument()
    // Pending may go on to Preparing or be cancelled; nothing else. One press for the next
    // step, everything else behind "More" (issue 23 §1).
    expect(view.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Move to Preparing',
      'More',
    ])
    expect(view.getByRole('button', { name: 'Move to Preparing' })).toBeEnabled()
    const menu = await more(user, 'AB123456')
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mark as paid',
      'Kitchen ticket',
      'Running late…',
      // Issue 24 §4: the guest's data; erasing it waits until the order is done.
      'Guest’s data (JSON)',
      'Cancel order',
    ])
    await user.keyboard('{Escape}')

    const other = within(card('CD234567'))
    expect(other.getByText('Paid')).toBeInTheDocument()
    expect(other.getByRole('button', { name: 'Move to Out for delivery' })).toBeInTheDocument()
    expect(other.getByText('History (1)')).toBeInTheDocument()
    expect(other.getByText(/Thu Trang: Pending → Preparing/)).toHaveTextContent('11:20')
  })

  it('filters by status and by day, in the address', async () => {
    const { calls, user, router } = renderBoard({
      'GET /api/admin/orders?status=Preparing': () => ({ success: true, data: [PREPARING] }),
      'GET /api/admin/orders?status=Preparing&day=2026-04-06': () => ({ success: true, data: [] }),
    })
    await screen.findByRole('article', { name: 'Order AB123456' })

    await user.selectOptions(screen.getByLabelText('Status'), 'Preparing')
    expect(await screen.findByRole('article', { name: 'Order CD234567' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Order AB123456' })).toBeNull()
    expect(screen.queryByRole('region', { name: /^Pending/ })).toBeNull()
    expect(router.state.location.search).toBe('?tab=orders&status=Preparing')

    const day = screen.getByLabelText('Day')
    expect(day).toHaveValue('2026-04-07')
    // A date input is set in one go, as the browser's picker does.
    fireEvent.input(day, { target: { value: '2026-04-06' } })
    expect(await screen.findByText('No orders for this day.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=orders&status=Preparing&day=2026-04-06')
    expect(orderCalls(calls).map((call) => call.url)).toContain(
      '/api/admin/orders?status=Preparing&day=2026-04-06',
    )

    await user.click(screen.getByRole('button', { name: 'Back to today' }))
    expect(await screen.findByRole('article', { name: 'Order CD234567' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=orders&status=Preparing')
  })

  it('shows a streamed new order at once, flagged, counted, announced and chimed', async () => {
    const { chime, user } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    const stream = FakeEventSource.latest()
    expect(stream.url).toBe('/api/admin/orders/stream?token=admin-token')
    act(() => stream.open())
    expect(screen.getByText('Live: new orders appear by themselves')).toBeInTheDocument()

    const sound = screen.getByRole('button', { name: 'Sound on' })
    expect(sound).toHaveAttribute('aria-pressed', 'false')
    await user.click(sound)
    expect(sound).toHaveAttribute('aria-pressed', 'true')
    expect(chime.unlock).toHaveBeenCalled()
    expect(localStorage.getItem(SOUND_KEY)).toBe('on')
    await waitFor(() => expect(chime.play).toHaveBeenCalledTimes(1)) // the sample

    const fresh = adminOrder({
      _id: 'o3',
      trackingCode: 'ZX987654',
      customerInfo: { name: 'Hana Kováčová', phone: '+421 904 000 111' },
      createdAt: '2026-04-07T09:59:00.000Z',
    })
    act(() => stream.emit('order', fresh))

    const arrived = await screen.findByRole('article', { name: 'Order ZX987654' })
    expect(within(column('Pending')).getAllByRole('article')).toHaveLength(2)
    expect(within(arrived).getByText('New')).toBeInTheDocument()
    expect(chime.play).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('tab', { name: 'Orders (new orders: 1)' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('(1) Orders · Back office · Quán'))
    expect(screen.getByText('New order ZX987654 from Hana Kováčová')).toBeInTheDocument()
    expect(screen.getByText('New orders: 1')).toBeInTheDocument()

    // "New orders" takes the owner to it; opening it is seeing it.
    await user.click(screen.getByRole('button', { name: 'New orders: 1' }))
    expect(arrived).toHaveFocus()
    expect(within(arrived).getByText('New')).toBeInTheDocument()
    await user.click(within(arrived).getByRole('button', { name: 'More' }))
    expect(within(arrived).queryByText('New')).toBeNull()
    expect(screen.getByRole('tab', { name: 'Orders' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Orders · Back office · Quán'))
  })

  it('stays silent while the sound is off', async () => {
    const { chime } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    act(() =>
      FakeEventSource.latest().emit('order', adminOrder({ _id: 'o9', trackingCode: 'QQ111111' })),
    )
    expect(await screen.findByRole('article', { name: 'Order QQ111111' })).toBeInTheDocument()
    expect(chime.play).not.toHaveBeenCalled()
  })

  it('remembers "Sound on" and asks for a tap when the browser blocks it after a reload', async () => {
    localStorage.setItem(SOUND_KEY, 'on')
    const chime = fakeChime('blocked')
    mockApi({ ...officeBasics, 'GET /api/admin/orders': () => ({ success: true, data: [] }) })
    renderWithProviders(<BackOffice chime={chime} />, {
      route: '/admin?tab=orders',
      token: 'admin-token',
    })
    expect(
      await screen.findByText(
        'The browser is blocking sound: tap anywhere on the page to allow it.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('updates an order another admin moved, in place and without a cue', async () => {
    const { chime } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    const moved: AdminOrder = {
      ...PENDING,
      status: 'Preparing',
      events: [
        {
          _id: 'e9',
          at: '2026-04-07T10:01:00.000Z',
          by: { _id: 'u2', name: 'Quang' },
          from: 'Pending',
          to: 'Preparing',
        },
      ],
    }
    act(() => FakeEventSource.latest().emit('order', moved))

    await waitFor(() =>
      expect(
        within(column('Preparing')).getByRole('article', { name: 'Order AB123456' }),
      ).toBeVisible(),
    )
    expect(within(column('Pending')).queryByRole('article')).toBeNull()
    expect(within(card('AB123456')).queryByText('New')).toBeNull()
    expect(chime.play).not.toHaveBeenCalled()
  })

  it('shows the lost connection and loads the list again when it is back', async () => {
    const { calls } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    const stream = FakeEventSource.latest()
    act(() => stream.open())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2))

    act(() => stream.drop())
    expect(screen.getByText('Connection lost. Reconnecting...')).toBeInTheDocument()
    act(() => stream.open())
    expect(screen.getByText('Live: new orders appear by themselves')).toBeInTheDocument()
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(3))
  })

  it('under StrictMode, loads each list once and keeps one stream open', async () => {
    const { calls } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    const gets = (path: string) =>
      calls.filter((call) => call.method === 'GET' && call.url.startsWith(path))
    expect(gets('/api/admin/orders')).toHaveLength(1)
    expect(gets('/api/user/me')).toHaveLength(1)
    expect(gets('/api/food/list')).toHaveLength(1)
    // StrictMode opens the stream, closes it and opens it again: never two at once.
    expect(FakeEventSource.instances.filter((source) => !source.closed)).toHaveLength(1)
    act(() => FakeEventSource.latest().open())
    await waitFor(() => expect(gets('/api/admin/orders')).toHaveLength(2))
  })

  it('moves an order to its next status', async () => {
    const { calls, user } = renderBoard({
      'POST /api/admin/orders/o1/status': () => ({
        success: true,
        message: 'The order is now Preparing.',
        data: { ...PENDING, status: 'Preparing' },
      }),
    })
    const order = await screen.findByRole('article', { name: 'Order AB123456' })

    await user.click(within(order).getByRole('button', { name: 'Move to Preparing' }))

    expect(
      calls.find((call) => call.method === 'POST' && call.url.startsWith('/api/admin')),
    ).toMatchObject({
      url: '/api/admin/orders/o1/status',
      body: { status: 'Preparing' },
      headers: { token: 'admin-token' },
    })
    await waitFor(() =>
      expect(
        within(column('Preparing')).getByRole('article', { name: 'Order AB123456' }),
      ).toBeVisible(),
    )
    expect(
      within(card('AB123456')).getByRole('button', { name: 'Move to Out for delivery' }),
    ).toBeInTheDocument()
    // The card moved to another column with the pressed button: focus follows it there.
    await waitFor(() => expect(card('AB123456').contains(document.activeElement)).toBe(true))
  })

  it('cancels only with a reason', async () => {
    const { calls, user } = renderBoard({
      'POST /api/admin/orders/o1/status': () => ({
        success: true,
        message: 'The order is now Cancelled.',
        data: { ...PENDING, status: 'Cancelled' },
      }),
    })
    await screen.findByRole('article', { name: 'Order AB123456' })

    await user.click((await more(user, 'AB123456')).getByRole('menuitem', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel order AB123456' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please say why the order is cancelled.',
    )
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/admin')),
    ).toEqual([])

    await user.type(within(dialog).getByLabelText('Reason'), 'Out of beef')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))

    expect(
      calls.find((call) => call.method === 'POST' && call.url.startsWith('/api/admin')),
    ).toMatchObject({
      url: '/api/admin/orders/o1/status',
      body: { status: 'Cancelled', reason: 'Out of beef' },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Its card folds into "Done", out of the way: the focus goes there, and it opens on a press.
    const done = screen.getByText('Done: 1').closest('summary')!
    await waitFor(() => expect(done).toHaveFocus())
    await user.click(done)
    expect(
      within(column('Cancelled')).getByRole('article', { name: 'Order AB123456' }),
    ).toBeVisible()
  })

  it('says why a move was refused (409) and shows the order as it now is', async () => {
    let moved = false
    const { calls, user } = renderBoard({
      'GET /api/admin/orders': () => ({
        success: true,
        data: [moved ? { ...PENDING, status: 'Preparing' } : PENDING, PREPARING],
      }),
      'POST /api/admin/orders/o1/status': () => {
        moved = true
        return {
          status: 409,
          body: { success: false, message: 'This order is already Preparing.' },
        }
      },
    })
    const order = await screen.findByRole('article', { name: 'Order AB123456' })
    const before = orderCalls(calls).length

    await user.click(within(order).getByRole('button', { name: 'Move to Preparing' }))

    await waitFor(() =>
      expect(
        within(column('Preparing')).getByRole('article', { name: 'Order AB123456' }),
      ).toBeVisible(),
    )
    expect(within(card('AB123456')).getByRole('alert')).toHaveTextContent(
      'This order is already Preparing.',
    )
    expect(orderCalls(calls).length).toBeGreaterThan(before)
  })

  it('marks an order paid and unpaid', async () => {
    let paid = false
    const { calls, user } = renderBoard({
      'POST /api/admin/orders/o1/payment': (body) => {
        paid = (body as { paid: boolean }).paid
        return {
          success: true,
          message: `The order is marked as ${paid ? 'paid' : 'unpaid'}.`,
          data: { ...PENDING, payment: paid },
        }
      },
    })
    await screen.findByRole('article', { name: 'Order AB123456' })

    await user.click((await more(user, 'AB123456')).getByRole('menuitem', { name: 'Mark as paid' }))
    expect(await within(card('AB123456')).findByText('Paid')).toBeInTheDocument()
    await user.click(
      (await more(user, 'AB123456')).getByRole('menuitem', { name: 'Mark as unpaid' }),
    )
    expect(await within(card('AB123456')).findByText('Unpaid')).toBeInTheDocument()

    expect(
      calls
        .filter((call) => call.method === 'POST' && call.url.startsWith('/api/admin'))
        .map((call) => call.body),
    ).toEqual([{ paid: true }, { paid: false }])
  })
})

describe('an order with a promo code on the board (issue 11 §4)', () => {
  it('shows the code and its discount above the total', async () => {
    renderBoard({
      'GET /api/admin/orders': () => ({
        success: true,
        data: [adminOrder({ promoCode: 'PHO10', discount: 4.25, amount: 38.25 })],
      }),
    })
    const order = within(await screen.findByRole('article', { name: 'Order AB123456' }))
    expect(order.getByText('Promo code PHO10').parentElement).toHaveTextContent(
      'Promo code PHO10−€4.25',
    )
    expect(order.getByText('€38.25')).toBeInTheDocument()
  })
})

describe('the board for the pass (issue 23 §1)', () => {
  it('finds an order as it is typed: by code, phone however written, or name without accents', async () => {
    const { user } = renderBoard()
    await screen.findByRole('article', { name: 'Order AB123456' })
    const search = screen.getByRole('searchbox', { name: 'Find an order' })
    const shown = () => screen.queryAllByRole('article').map((order) => order.ariaLabel)

    await user.type(search, 'cd23')
    expect(shown()).toEqual(['Order CD234567'])
    await user.clear(search)
    await user.type(search, '0902 345')
    expect(shown()).toEqual(['Order AB123456'])
    await user.clear(search)
    await user.type(search, 'TRẦN')
    expect(shown()).toEqual(['Order CD234567'])
    await user.clear(search)
    await user.type(search, 'nobody')
    expect(shown()).toEqual([])
    expect(screen.getByText('No order matches the search.')).toBeInTheDocument()
    await user.clear(search)
    expect(shown()).toHaveLength(2)
  })

  it('reads a phone typed without its country code as one of the restaurant’s country', async () => {
    const czech = adminOrder({
      _id: 'o3',
      trackingCode: 'EF345678',
      // As a Czech guest typed it, without +420.
      customerInfo: { name: 'Jana Nováková', phone: '602 123 456' },
    })
    const { user } = renderBoard(
      { 'GET /api/admin/orders': () => ({ success: true, data: [PENDING, czech] }) },
      undefined,
      { ...DEMO_RESTAURANT, identity: { ...DEMO_RESTAURANT.identity, country: 'CZ' } },
    )
    await screen.findByRole('article', { name: 'Order EF345678' })
    const shown = () => screen.queryAllByRole('article').map((order) => order.ariaLabel)
    await user.type(screen.getByRole('searchbox', { name: 'Find an order' }), '+420 602 123 456')
    expect(shown()).toEqual(['Order EF345678'])
  })

  it('searches every day on Enter, and goes back to the board', async () => {
    const yesterday = adminOrder({
      _id: 'o7',
      trackingCode: 'YY765432',
      customerInfo: { name: 'Hana Kováčová', phone: '+421 904 000 111' },
      createdAt: '2026-04-06T17:00:00.000Z',
      status: 'Delivered',
    })
    const { calls, user, router } = renderBoard({
      'GET /api/admin/orders?q=kovacova': () => ({ success: true, data: [yesterday] }),
    })
    await screen.findByRole('article', { name: 'Order AB123456' })

    await user.type(screen.getByRole('searchbox', { name: 'Find an order' }), 'kovacova{Enter}')

    expect(await screen.findByRole('article', { name: 'Order YY765432' })).toBeVisible()
    expect(orderCalls(calls).map((call) => call.url)).toContain('/api/admin/orders?q=kovacova')
    expect(router.state.location.search).toBe('?tab=orders&q=kovacova')
    expect(screen.getByText('Found for “kovacova” on any day: 1')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Order AB123456' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Back to the board' }))
    expect(await screen.findByRole('article', { name: 'Order AB123456' })).toBeVisible()
    expect(router.state.location.search).toBe('?tab=orders')
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('')
  })

  it('takes the owner to the new order, clearing a filter that hid it', async () => {
    const fresh = adminOrder({
      _id: 'o3',
      trackingCode: 'ZX987654',
      createdAt: '2026-04-07T09:59:00.000Z',
    })
    let arrived = false
    const { user, router } = renderBoard(
      {
        'GET /api/admin/orders': () => ({
          success: true,
          data: arrived ? [fresh, PENDING, PREPARING] : [PENDING, PREPARING],
        }),
        'GET /api/admin/orders?status=Preparing': () => ({ success: true, data: [PREPARING] }),
      },
      '/admin?tab=orders&status=Preparing',
    )
    await screen.findByRole('article', { name: 'Order CD234567' })
    await user.type(screen.getByRole('searchbox', { name: 'Find an order' }), 'tran')
    arrived = true
    act(() => FakeEventSource.latest().emit('order', fresh))

    await user.click(await screen.findByRole('button', { name: 'New orders: 1' }))

    await waitFor(() => expect(card('ZX987654')).toHaveFocus())
    expect(router.state.location.search).toBe('?tab=orders')
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('')
    expect(within(card('ZX987654')).getByText('New')).toBeInTheDocument()
  })

  it('opens "More" from the keyboard, moves through it, and Escape gives the focus back', async () => {
    const { user } = renderBoard()
    const order = await screen.findByRole('article', { name: 'Order AB123456' })
    const button = within(order).getByRole('button', { name: 'More' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')

    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = within(screen.getByRole('menu', { name: 'More' }))
    expect(menu.getByRole('menuitem', { name: 'Mark as paid' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(menu.getByRole('menuitem', { name: /^Kitchen ticket for AB123456/ })).toHaveFocus()
    await user.keyboard('{End}')
    expect(menu.getByRole('menuitem', { name: 'Cancel order' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(menu.getByRole('menuitem', { name: 'Mark as paid' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    // Enter on an item does it, as a press would.
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowUp}')
    expect(menu.getByRole('menuitem', { name: 'Cancel order' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: 'Cancel order AB123456' })).toBeVisible()
  })
})
