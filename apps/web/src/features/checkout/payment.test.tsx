import type { ShopConfig } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fill, renderCheckout, placeOrder } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'
import { leaveFor } from '../../shared/orders/leave-for'
import { pendingPayment } from '../../shared/orders/pending-payment'

// Issue 22 §1: the ways of paying the restaurant offers, and paying online at the provider's page.

vi.mock('../../shared/orders/leave-for', () => ({ leaveFor: vi.fn() }))

const ALL_METHODS: Partial<ShopConfig> = { payments: { methods: ['cash', 'card', 'online'] } }
const PAYMENT_URL = 'http://127.0.0.1:12111/pay/cs_test_1'

const placed = (body: unknown) => {
  const online = (body as { paymentMethod?: string }).paymentMethod === 'online'
  return {
    status: 201,
    body: {
      success: true,
      trackingCode: 'AB123456',
      message: 'Order placed',
      orderId: 'o1',
      amount: 3,
      ...(online
        ? { paymentMethod: 'online', paymentState: 'awaiting', paymentUrl: PAYMENT_URL }
        : {}),
    },
  }
}

const placedBody = (calls: ReturnType<typeof mockApi>) =>
  calls.find((call) => call.url === '/api/order/place')?.body

const openCheckout = (config: Partial<ShopConfig> = ALL_METHODS, route?: string) =>
  renderCheckout({ 'POST /api/order/place': placed }, { config, ...(route ? { route } : {}) }).calls

beforeEach(() => {
  vi.mocked(leaveFor).mockClear()
})

describe('checkout: how the guest pays', () => {
  it('offers no choice when the shop takes only cash, and sends the body as before', async () => {
    storeGuestCart({ tea: 1 })
    const calls = openCheckout({})
    await screen.findByText('You pay in cash on delivery.')
    expect(screen.queryByRole('group', { name: 'How do you pay?' })).toBeNull()
    await fill()
    await placeOrder()
    const popup = await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(placedBody(calls)).not.toHaveProperty('paymentMethod')
    // Cash reads as before: nothing said of paying in the popup.
    expect(within(popup).queryByText(/^You pay/)).toBeNull()
  })

  it('offers the methods the restaurant enabled, cash chosen, and sends the one chosen', async () => {
    storeGuestCart({ tea: 1 })
    const calls = openCheckout()
    const choice = await screen.findByRole('group', { name: 'How do you pay?' })
    expect(within(choice).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked()
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['cash', 'card', 'online'])
    await userEvent.click(within(choice).getByRole('radio', { name: 'Card on delivery' }))
    await fill()
    await placeOrder()
    const popup = await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(within(popup).getByText('You pay by card on delivery.')).toBeInTheDocument()
    expect(placedBody(calls)).toMatchObject({ paymentMethod: 'card' })
    expect(leaveFor).not.toHaveBeenCalled()
  })

  it('sends an order paid online to the provider, keeping the cart until it is paid', async () => {
    storeGuestCart({ tea: 1 })
    const calls = openCheckout()
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay online now' }))
    await fill()
    await placeOrder()
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAYMENT_URL))
    expect(placedBody(calls)).toMatchObject({ paymentMethod: 'online' })
    // No popup, and the cart stays: cancelling at the provider comes back to it.
    expect(screen.queryByRole('dialog', { name: 'Order placed!' })).toBeNull()
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ tea: 1 })
    expect(pendingPayment()).toEqual({
      code: 'AB123456',
      phone: '0901234567',
      promo: false,
      cart: { tea: 1 },
    })
    expect(
      screen.getAllByRole('button', { name: 'Taking you to the payment page...' })[0],
    ).toHaveAttribute('aria-disabled', 'true')
  })

  it('comes back from a cancelled payment with the cart intact and says so', async () => {
    storeGuestCart({ tea: 2 })
    localStorage.setItem(
      'pendingOnlinePayment',
      JSON.stringify({ code: 'AB123456', phone: '0901234567', promo: false }),
    )
    openCheckout(ALL_METHODS, '/order?payment=cancelled&code=AB123456')
    expect(
      await screen.findByText(/The payment was cancelled and nothing was charged/),
    ).toBeInTheDocument()
    const summary = screen.getByRole('complementary', { name: 'Your order' })
    expect(await within(summary).findByText('Lotus tea')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ tea: 2 })
    await waitFor(() => expect(pendingPayment()).toBeNull())
  })

  it('puts back a logged-in customer’s cart, which the server emptied as the order was placed', async () => {
    localStorage.setItem(
      'pendingOnlinePayment',
      JSON.stringify({
        code: 'AB123456',
        phone: '0901234567',
        promo: false,
        cart: { tea: 2, 'pho_{"Size":"l"}': 1 },
      }),
    )
    const calls = renderCheckout(
      {
        'GET /api/user/me': () => ({
          success: true,
          data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
        }),
        'POST /api/cart/get': () => ({ success: true, cartData: {} }),
        'POST /api/cart/add': () => ({ success: true, message: 'Added to cart' }),
      },
      { config: ALL_METHODS, token: 'token-1', route: '/order?payment=cancelled&code=AB123456' },
    ).calls
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url === '/api/cart/add')
          .map((call) => (call.body as { itemId: string }).itemId),
      ).toEqual(['tea', 'tea', 'pho_{"Size":"l"}']),
    )
    // The page, empty for a moment while the server's cart was empty, shows the order again.
    const summary = await screen.findByRole('complementary', { name: 'Your order' })
    expect(await within(summary).findByText('Lotus tea')).toBeInTheDocument()
    expect(pendingPayment()).toBeNull()
  })

  it('points to an order sent to be paid online earlier, neither paid nor cancelled here', async () => {
    storeGuestCart({ tea: 1 })
    localStorage.setItem(
      'pendingOnlinePayment',
      JSON.stringify({ code: 'AB123456', phone: '0901234567', promo: false }),
    )
    openCheckout()
    expect(
      await screen.findByText('You started paying online for order AB123456 on this device.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See whether it is paid' })).toHaveAttribute(
      'href',
      '/track-order?code=AB123456&payment=return',
    )
  })

  it('says when the online payment could not be started, and the next try is a new order', async () => {
    storeGuestCart({ tea: 1 })
    let attempts = 0
    const { calls } = renderCheckout(
      {
        'POST /api/order/place': (body) => {
          attempts += 1
          if (attempts === 1)
            return {
              status: 502,
              body: {
                success: false,
                code: 'PAYMENT_UNAVAILABLE',
                message: 'Online payment could not be started.',
              },
            }
          return placed(body)
        },
      },
      { config: ALL_METHODS },
    )
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay online now' }))
    await fill()
    await placeOrder()
    expect(
      await screen.findByText(/Online payment could not be started, so the order was not placed/),
    ).toBeInTheDocument()
    expect(leaveFor).not.toHaveBeenCalled()
    await placeOrder()
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAYMENT_URL))
    const keys = calls
      .filter((call) => call.url === '/api/order/place')
      .map((call) => call.headers['Idempotency-Key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })
})

describe('checkout: a customer paying online', () => {
  it('saves the new address they asked to keep before leaving for the payment page', async () => {
    // What happened, in order: leaving before the address was answered would cut it off.
    const happened: string[] = []
    vi.mocked(leaveFor).mockImplementation(() => happened.push('left for the payment page'))
    renderCheckout(
      {
        'GET /api/user/me': () => ({
          success: true,
          data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
        }),
        'POST /api/cart/get': () => ({ success: true, cartData: { tea: 1 } }),
        'GET /api/user/addresses': () => ({ success: true, message: 'Your addresses', data: [] }),
        'POST /api/user/addresses': async () => {
          await new Promise((resolve) => setTimeout(resolve, 50))
          happened.push('address saved')
          return { status: 201, body: { success: true, message: 'Address saved', data: [] } }
        },
        'POST /api/order/place': placed,
      },
      { token: 'token-1', config: ALL_METHODS },
    )
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay online now' }))
    await fill()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }))
    await screen.findByText('Lotus tea')
    await placeOrder()
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(PAYMENT_URL))
    expect(happened).toEqual(['address saved', 'left for the payment page'])
  })
})
