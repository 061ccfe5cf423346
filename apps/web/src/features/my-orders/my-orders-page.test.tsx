import type { OrderSummary, PhoneOrderSummary } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  _id: 'o1',
  trackingCode: 'AB123456',
  items: [
    {
      _id: 'pho',
      name: 'Phở bò',
      nameVI: 'Phở bò',
      nameEN: 'Beef pho',
      nameSK: 'Hovädzie pho',
      price: 12.5,
      quantity: 2,
      choices: [],
    },
    {
      _id: 'tea',
      name: 'Trà sen',
      nameVI: '',
      nameEN: '',
      nameSK: '',
      price: 3.5,
      quantity: 1,
      choices: [],
    },
  ],
  subtotal: 28.5,
  deliveryFee: 2,
  amount: 30.5,
  status: 'Out for delivery',
  payment: false,
  paymentMethod: 'cash',
  paymentState: 'none',
  // Local time, so the date reads the same in every time zone.
  createdAt: '2026-11-22T14:05:00',
  date: '2026-11-22T14:05:00',
  fulfilment: 'delivery',
  dueAt: null,
  ...overrides,
})

/** What a phone number alone finds: no id or cancel reason, and the code masked. */
const phoneSummary = (overrides: Partial<PhoneOrderSummary> = {}): PhoneOrderSummary => {
  const { _id: _id, cancelReason: _reason, ...seen } = summary()
  return { ...seen, trackingCode: 'AB12····', ...overrides }
}

const customer = {
  'GET /api/user/me': () => ({
    success: true,
    data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
  }),
  'POST /api/cart/get': () => ({ success: true, cartData: {} }),
}

function renderCustomer(userOrders: () => unknown, language?: 'vi') {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    ...customer,
    'POST /api/order/userorders': userOrders,
  })
  const result = renderWithProviders(<MyOrdersPage />, {
    route: '/myorders',
    token: 'token-1',
    language,
    otherPaths: ['/track-order'],
  })
  return { calls, ...result }
}

function renderGuest(lookup: (body: unknown) => unknown, language: 'vi' | 'en' = 'vi') {
  const calls = mockApi({ 'GET /api/food/list': foodList([]), 'POST /api/order/track': lookup })
  const result = renderWithProviders(<MyOrdersPage />, {
    route: '/myorders',
    language,
    otherPaths: ['/track-order'],
  })
  return { calls, ...result }
}

describe('my orders, logged in', () => {
  it("lists the customer's orders with items, amount, count, status, Vietnamese date and code", async () => {
    const { calls } = renderCustomer(() => ({
      success: true,
      message: 'Your orders',
      data: [
        summary(),
        summary({
          _id: 'o2',
          trackingCode: 'CD654321',
          items: [
            {
              _id: 'banh-mi',
              name: 'Bánh mì',
              nameVI: '',
              nameEN: '',
              nameSK: '',
              price: 6,
              quantity: 1,
              choices: [],
            },
          ],
          amount: 8,
          status: 'Delivered',
          createdAt: '2026-10-03T09:00:00',
        }),
      ],
    }))
    const list = await screen.findByRole('list', { name: 'Your orders' })
    const [first, second] = within(list).getAllByRole('listitem')
    // A dish still on the menu reads in the active language; another keeps its stored name.
    expect(first).toHaveTextContent('Beef pho x 2, Trà sen x 1')
    expect(first).toHaveTextContent('Amount€30.50')
    expect(first).toHaveTextContent('Items3')
    expect(first).toHaveTextContent('Order date22/11/2026')
    expect(first).toHaveTextContent('Tracking codeAB123456')
    expect(first!.querySelector('.status-badge')).toHaveAttribute('data-tone', 'blue')
    expect(first!.querySelector('.status-badge')).toHaveTextContent('Out for delivery')
    expect(second).toHaveTextContent('Order date03/10/2026')
    expect(second!.querySelector('.status-badge')).toHaveAttribute('data-tone', 'green')

    const userOrders = calls.find((call) => call.url === '/api/order/userorders')!
    expect(userOrders.headers.token).toBe('token-1')
    expect(document.title).toBe('My orders · Quán')
  })

  it("says why a cancelled order was cancelled, in the guest's language", async () => {
    renderCustomer(
      () => ({
        success: true,
        message: 'Your orders',
        data: [
          summary({ status: 'Cancelled', cancelReason: 'Hết bánh phở hôm nay' }),
          summary({ _id: 'o2', trackingCode: 'CD654321' }),
        ],
      }),
      'vi',
    )
    const list = await screen.findByRole('list', { name: 'Đơn hàng của bạn' })
    const [cancelled, other] = within(list).getAllByRole('listitem')
    expect(within(cancelled!).getByText('Lý do: Hết bánh phở hôm nay')).toBeInTheDocument()
    expect(other).not.toHaveTextContent('Lý do')
  })

  it('links each order to its tracking page', async () => {
    const { router } = renderCustomer(() => ({
      success: true,
      message: 'Your orders',
      data: [summary()],
    }))
    await userEvent.click(await screen.findByRole('link', { name: 'Track Order AB123456' }))
    expect(await screen.findByText('at /track-order')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?code=AB123456')
    expect(router.state.location.state).toEqual({ code: 'AB123456' })
  })

  it('shows Đang tải đơn hàng... while loading, then Không có đơn hàng nào', async () => {
    renderCustomer(() => ({ success: true, data: [], message: 'Your orders' }), 'vi')
    expect(screen.getByText('Đang tải đơn hàng...')).toBeInTheDocument()
    expect(await screen.findByText('Không có đơn hàng nào')).toBeInTheDocument()
    expect(screen.queryByText('Đang tải đơn hàng...')).not.toBeInTheDocument()
  })

  it('treats a failed fetch as an empty list', async () => {
    renderCustomer(() => ({ status: 500, body: { success: false, message: 'Database down' } }))
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
    expect(screen.queryByText('Database down')).not.toBeInTheDocument()
  })
})

describe('my orders, guest look-up', () => {
  it('asks for the phone before searching', async () => {
    const { calls } = renderGuest(() => ({ success: true, data: [] }))
    await userEvent.type(screen.getByLabelText('Mã theo dõi (không bắt buộc)'), 'AB123456')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vui lòng nhập số điện thoại để tìm kiếm đơn hàng',
    )
    expect(calls.filter((call) => call.url === '/api/order/track')).toEqual([])
  })

  it('explains a failed look-up by code and phone', async () => {
    renderGuest(() => ({ status: 404, body: { success: false, message: 'Order not found' } }))
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0901234567')
    await userEvent.type(screen.getByLabelText('Mã theo dõi (không bắt buộc)'), 'AB123456')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Không tìm thấy đơn hàng với mã theo dõi và số điện thoại này',
      ),
    )
  })

  it('explains a failed look-up by phone alone', async () => {
    renderGuest(() => ({
      status: 404,
      body: { success: false, message: 'No orders found for this phone number' },
    }))
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Không tìm thấy đơn hàng nào với số điện thoại này',
      ),
    )
  })

  it('reports any other failure as an error', async () => {
    renderGuest(() => ({ status: 500, body: { success: false } }))
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Có lỗi xảy ra khi tìm kiếm đơn hàng'),
    )
  })

  it('words a refused look-up by its code (issue 10 §2)', async () => {
    renderGuest(() => ({
      status: 429,
      body: { success: false, code: 'RATE_LIMITED', message: 'Too many requests' },
    }))
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Quá nhiều yêu cầu. Vui lòng chờ một lát rồi thử lại.',
      ),
    )
  })

  it('words an invalid phone as the server names it, by code', async () => {
    renderGuest(
      () => ({
        status: 400,
        body: {
          success: false,
          code: 'PHONE_INVALID',
          message: 'Please enter a valid phone number (minimum 10 digits)',
          errors: { phone: 'Please enter a valid phone number (minimum 10 digits)' },
          fieldCodes: { phone: 'PHONE_INVALID' },
        },
      }),
      'en',
    )
    await userEvent.type(screen.getByLabelText('Phone number'), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Search orders' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please enter a valid phone number (minimum 10 digits)',
      ),
    )
  })

  it('lists the orders found by phone with masked codes, opening none of them, then searches again', async () => {
    const { calls } = renderGuest(
      () => ({
        success: true,
        data: [phoneSummary(), phoneSummary({ trackingCode: 'CD65····' })],
      }),
      'en',
    )
    await userEvent.type(screen.getByLabelText('Phone number'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Search orders' }))
    const list = await screen.findByRole('list', { name: 'Orders for 0901234567' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[1]).toHaveTextContent('Tracking codeCD65····')
    expect(calls.find((call) => call.url === '/api/order/track')!.body).toEqual({
      phone: '0901234567',
    })
    // A masked code opens nothing: no card links to the track page with it.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument()
    expect(
      screen.getByText(/The full code is in your order confirmation/, { exact: false }),
    ).toHaveTextContent('you need its full code and your phone number')

    await userEvent.click(screen.getByRole('button', { name: 'Search another order' }))
    expect(screen.getByLabelText('Phone number')).toHaveValue('')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('opens an order found by phone once the guest types its full code', async () => {
    const { router } = renderGuest(() => ({ success: true, data: [phoneSummary()] }), 'en')
    await userEvent.type(screen.getByLabelText('Phone number'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Search orders' }))
    const open = await screen.findByRole('form', { name: 'Open an order' })
    await userEvent.click(within(open).getByRole('button', { name: 'Open order' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the full tracking code from your confirmation',
    )
    await userEvent.type(within(open).getByLabelText('Full tracking code'), 'ab123456')
    await userEvent.click(within(open).getByRole('button', { name: 'Open order' }))
    expect(await screen.findByText('at /track-order')).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ code: 'AB123456', phone: '0901234567' })
  })

  it('tells in Vietnamese where the full code is', async () => {
    renderGuest(() => ({ success: true, data: [phoneSummary()] }), 'vi')
    await userEvent.type(screen.getByLabelText('Số điện thoại'), '0901234567')
    await userEvent.click(screen.getByRole('button', { name: 'Tìm đơn hàng' }))
    expect(await screen.findByText(/Mã đầy đủ có trong xác nhận đơn hàng/)).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Mở đơn hàng' })).toBeInTheDocument()
  })

  it('finds one order by code and phone, passing the phone on to tracking', async () => {
    const { calls, router } = renderGuest(() => ({ success: true, data: trackedOrder() }), 'en')
    await userEvent.type(screen.getByLabelText('Phone number'), '0901234567')
    await userEvent.type(screen.getByLabelText('Tracking code (optional)'), 'ab123456')
    await userEvent.click(screen.getByRole('button', { name: 'Search orders' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Track Order AB123456' }))
    expect(calls.find((call) => call.url === '/api/order/track')!.body).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
    expect(router.state.location.state).toEqual({ code: 'AB123456', phone: '0901234567' })
  })
})

describe('my orders with a promo code (issue 11 §4)', () => {
  it('shows what the code took off, and the code on a customer’s own list', async () => {
    renderCustomer(() => ({
      success: true,
      message: 'Your orders',
      data: [summary({ promoCode: 'PHO10', discount: 3 }), summary({ _id: 'o2' })],
    }))
    const list = await screen.findByRole('list', { name: 'Your orders' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('Discount−€3 (PHO10)')
    expect(second).not.toHaveTextContent('Discount')
  })
})
