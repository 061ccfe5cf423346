import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CheckoutOptions, fill, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { shopConfig, storeGuestCart, wireFood } from '../../test/ordering-fixtures'

const menu = [
  wireFood({ _id: 'tea', name: 'Trà', nameEN: 'Lotus tea', category: 'Drinks', price: 3 }),
]

const NOT_BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 0,
  estimate: { fromMinutes: 30, toMinutes: 60 },
}
/** Paused at 18:00 in Bratislava for 30 minutes. */
const PAUSED: KitchenPaceView = { ...NOT_BUSY, paused: true, resumesAt: '2026-03-09T17:30:00.000Z' }

const config = (kitchen: KitchenPaceView) => shopConfig({ kitchen })

/** The checkout with the tea alone, the kitchen not busy unless a test's config answer says so. */
const openCheckout = (routes: Parameters<typeof mockApi>[0] = {}, options: CheckoutOptions = {}) =>
  renderCheckout(routes, { foods: menu, config: { kitchen: NOT_BUSY }, ...options }).calls

const notice = () => screen.getByRole('status')
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // Monday 9 March 2026, 18:00 in Bratislava (UTC+1), inside the hours.
  vi.setSystemTime(new Date('2026-03-09T17:00:00Z'))
  storeGuestCart({ tea: 1 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('checkout while the kitchen has paused new orders', () => {
  it('says when ordering resumes and disables the order button, with the reason beside it', async () => {
    const calls = openCheckout({ 'GET /api/config': () => config(PAUSED) })
    await screen.findByText('Lotus tea')
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'The kitchen is very busy, so new orders are paused. We take orders again at 18:30.',
      ),
    )
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true')
    expect(placeButton()).toHaveAccessibleDescription('Ordering resumes at 18:30.')
    expect(screen.getByRole('button', { name: 'Order and pay now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // Enter in a field says why rather than sending.
    await fill()
    fireEvent.submit(document.querySelector('form')!)
    expect(screen.getByRole('alert')).toHaveTextContent('We take orders again at 18:30.')
    expect(orderCalls(calls)).toEqual([])
  })

  it('says so without a time while paused until the restaurant reopens', async () => {
    openCheckout({ 'GET /api/config': () => config({ ...PAUSED, resumesAt: null }) })
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'The kitchen is very busy, so new orders are paused for now. Please check back a little later.',
      ),
    )
    expect(placeButton()).toHaveAccessibleDescription('Ordering is paused for now.')
  })

  // Issue 19 §2.5: it said no later time was free all week.
  it('says the kitchen is not taking orders right now, not that the week is full', async () => {
    openCheckout({
      'GET /api/config': () =>
        shopConfig({
          kitchen: { ...PAUSED, resumesAt: null },
          ordering: {
            pickup: false,
            laterOrders: true,
            leadMinutes: { delivery: 45, pickup: 20 },
            fullSlots: [],
          },
        }),
    })
    const when = await screen.findByRole('group', { name: 'When?' })
    expect(when).toHaveTextContent(
      'The kitchen is not taking orders right now, for a later time either.',
    )
    expect(screen.queryByText('No later time is free in the coming week.')).toBeNull()
  })

  it.each([
    [
      'vi' as const,
      'Bếp đang quá tải nên tạm ngưng nhận đơn mới. Chúng tôi sẽ nhận đơn trở lại lúc 18:30.',
    ],
    [
      'sk' as const,
      'Kuchyňa má veľa práce, preto sme nové objednávky pozastavili. Znova ich prijímame o 18:30.',
    ],
  ])('says it in the guest’s language (%s)', async (language, text) => {
    openCheckout({ 'GET /api/config': () => config(PAUSED) }, { language })
    await waitFor(() => expect(notice()).toHaveTextContent(text))
  })

  it('opens by itself when the pause ends, checking every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2026-03-09T17:29:30Z'))
    let paused = true
    openCheckout({ 'GET /api/config': () => config(paused ? PAUSED : NOT_BUSY) })
    await screen.findByText('Lotus tea')
    await waitFor(() => expect(notice()).toHaveTextContent('We take orders again at 18:30.'))
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true')

    paused = false
    await act(() => vi.advanceTimersByTimeAsync(60_000))

    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
    expect(notice()).toBeEmptyDOMElement()
  })

  it('words the server’s refusal (409 KITCHEN_PAUSED) and closes the page until it resumes', async () => {
    const calls = openCheckout({
      'POST /api/order/place': () => ({
        status: 409,
        body: {
          success: false,
          code: 'KITCHEN_PAUSED',
          message: 'The kitchen has paused new orders for a moment. We take orders again at 18:30.',
          resumesAt: '2026-03-09T17:30:00.000Z',
        },
      }),
    })
    await screen.findByText('Lotus tea')
    await fill()
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))

    await userEvent.click(placeButton())

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The kitchen is very busy, so new orders are paused. We take orders again at 18:30.',
      ),
    )
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true')
    expect(orderCalls(calls)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the estimate the server gave in the success popup', async () => {
    openCheckout({
      'POST /api/order/place': () => ({
        status: 201,
        body: {
          success: true,
          trackingCode: 'AB123456',
          message: 'Order placed successfully',
          orderId: 'o1',
          amount: 5,
          estimate: { fromMinutes: 60, toMinutes: 90 },
        },
      }),
    })
    await screen.findByText('Lotus tea')
    await fill()
    await userEvent.click(placeButton())
    const dialog = await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(dialog).toHaveTextContent('Estimated delivery: 60-90 minutes')
  })
})
