import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { OrderNewsButton } from './order-news-button'

// Issue 24 §2: "Notify me about this order", in a browser faked as far as the Push API goes.

const SERVER_KEY =
  'BAgNm_2pLMxcZX5GlNW-hKe6Y3YD6xz7ofYDvqxXwDyZ2fz9pqi1jhjTc3c6FFpvDMX-K5nw6oR3kwYhKTLzGQE'
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
}

function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  registered = true,
} = {}) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION }))
  const requestPermission = vi.fn(async () => answer)
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', { permission, requestPermission })
  const registration = { pushManager: { getSubscription: async () => null, subscribe } }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (registered ? registration : undefined) },
  })
  return { subscribe, requestPermission }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const show = () =>
  renderWithProviders(<OrderNewsButton trackingCode="qn123456" phone=" 0901 234 567 " />)

describe('OrderNewsButton', () => {
  it('asks leave, subscribes through the shop’s service worker and tells the server', async () => {
    const browser = fakeBrowser()
    const calls = mockApi({
      'GET /api/push/key': () => ({ success: true, data: { publicKey: SERVER_KEY } }),
      'POST /api/orders/push/subscribe': () => ({
        status: 201,
        body: { success: true, message: 'Notifications about this order are on' },
      }),
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me about this order' }))

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Notifications about this order are on'),
    )
    expect(browser.requestPermission).toHaveBeenCalled()
    const [options] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit]
    expect(options.userVisibleOnly).toBe(true)
    expect(Array.from(options.applicationServerKey as Uint8Array)).toHaveLength(65)
    expect(calls.find((call) => call.url === '/api/orders/push/subscribe')?.body).toEqual({
      trackingCode: 'QN123456',
      phone: '0901 234 567',
      subscription: SUBSCRIPTION,
      language: 'en',
    })
    // The button stays where the focus is, off now.
    expect(screen.getByRole('button', { name: 'Notifications on' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('says so when the guest does not allow notifications, and subscribes nothing', async () => {
    const browser = fakeBrowser({ answer: 'denied' })
    mockApi({})
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me about this order' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Notifications are blocked'),
    )
    expect(browser.subscribe).not.toHaveBeenCalled()
  })

  it('tells the server’s refusal in the guest’s words', async () => {
    fakeBrowser()
    mockApi({
      'GET /api/push/key': () => ({ success: true, data: { publicKey: SERVER_KEY } }),
      'POST /api/orders/push/subscribe': () => ({
        status: 409,
        body: { success: false, message: 'done', code: 'PUSH_ORDER_DONE' },
      }),
    })
    show()
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me about this order' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'This order is already delivered or cancelled: there is no more news of it.',
      ),
    )
  })

  it.each([
    ['no service worker is registered yet', { registered: false }],
    ['the guest blocked notifications before', { permission: 'denied' as const }],
  ])('is not offered when %s', async (_case, browser) => {
    fakeBrowser(browser)
    mockApi({})
    show()
    // The check is asynchronous: give it its turn, then the button must still be absent.
    await waitFor(() => expect(navigator.serviceWorker).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is not offered without the Push API', async () => {
    mockApi({})
    show()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button')).toBeNull()
  })
})
