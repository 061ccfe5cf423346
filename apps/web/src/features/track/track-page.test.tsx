import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import type { TrackedOrder } from './api'
import { Component as TrackPage } from './track-page'

const order = (overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  _id: 'o1',
  trackingCode: 'AB123456',
  customerInfo: { name: 'Lan Nguyen', phone: '0901234567', email: 'lan@example.com' },
  address: { street: 'Obchodná 1', city: 'Bratislava', postalCode: '81106' },
  subtotal: 17.5,
  deliveryFee: 2,
  amount: 19.5,
  payment: false,
  // Local time, so the test reads the same in every time zone.
  date: '2026-11-22T14:05:00',
  status: 'Pending',
  orderType: 'guest',
  items: [
    { _id: 'pho', name: 'Phở bò', price: 14, quantity: 1, selectedOptions: { Size: 'l' } },
    { _id: 'gone', name: 'Chè ba màu', price: 3.5, quantity: 1 },
  ],
  notes: 'Ring twice, please',
  ...overrides,
})

function renderTrack(
  answer: Parameters<typeof mockApi>[0][string],
  route = '/track-order',
  language?: 'sk',
) {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood({ options: [sizeOption] })]),
    'POST /api/orders/track': answer,
  })
  const result = renderWithProviders(<TrackPage />, { route, language })
  return { calls, ...result }
}

async function search(code: string, phone: string) {
  const codeInput = screen.getByLabelText('Order code')
  const phoneInput = screen.getByLabelText('Phone number')
  await userEvent.clear(codeInput)
  if (code) await userEvent.type(codeInput, code)
  await userEvent.clear(phoneInput)
  if (phone) await userEvent.type(phoneInput, phone)
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }))
}

const trackCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/orders/track')

describe('track order', () => {
  it('uppercases the code, limits it to 8 characters, and shows the whole order', async () => {
    const { calls } = renderTrack(() => ({ success: true, data: order(), message: 'Order found' }))
    expect(screen.getByLabelText('Order code')).toHaveAttribute('maxlength', '8')
    await search('ab123456', '0901234567')
    const result = await screen.findByRole('article', { name: 'Order details' })
    expect(trackCalls(calls)[0]!.body).toEqual({ trackingCode: 'AB123456', phone: '0901234567' })

    const facts = Object.fromEntries(
      [...result.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    )
    expect(facts).toEqual({
      'Tracking code': 'AB123456',
      Customer: 'Lan Nguyen',
      Phone: '0901234567',
      Email: 'lan@example.com',
      'Delivery address': 'Obchodná 1, Bratislava, 81106',
      Total: '€19.50',
      Payment: 'Unpaid',
      'Order date': 'November 22, 2026 at 14:05',
      'Order type': 'Guest',
    })
    const rows = within(result).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Beef phoSize: Large€141',
      'Chè ba màu€3.501',
    ])
    expect(within(result).getByText('Ring twice, please')).toBeInTheDocument()
    expect(document.title).toBe('Track your order · Quán')
  })

  it('leaves out the e-mail and notes when the order has none, and shows paid and registered', async () => {
    renderTrack(() => ({
      success: true,
      data: order({
        customerInfo: { name: 'Lan Nguyen', phone: '0901234567' },
        notes: undefined,
        payment: true,
        orderType: 'registered',
      }),
    }))
    await search('AB123456', '0901234567')
    const result = await screen.findByRole('article')
    expect(within(result).queryByText('Email')).not.toBeInTheDocument()
    expect(within(result).queryByText('Notes')).not.toBeInTheDocument()
    expect(within(result).getByText('Paid')).toBeInTheDocument()
    expect(within(result).getByText('Registered customer')).toBeInTheDocument()
  })

  it.each([
    ['Pending', 'amber'],
    ['Preparing', 'violet'],
    ['Out for delivery', 'blue'],
    ['Delivered', 'green'],
    ['Cancelled', 'red'],
    ['Refunded', 'grey'],
  ])('shows %s in a %s badge', async (status, tone) => {
    renderTrack(() => ({ success: true, data: order({ status }) }))
    await search('AB123456', '0901234567')
    const result = await screen.findByRole('article')
    const badge = result.querySelector('.status-badge')!
    expect(badge).toHaveTextContent(status)
    expect(badge).toHaveAttribute('data-tone', tone)
  })

  it('translates the status but keeps the date in English', async () => {
    renderTrack(
      () => ({ success: true, data: order({ status: 'Out for delivery' }) }),
      '/track-order?code=AB123456&phone=0901234567',
      'sk',
    )
    const result = await screen.findByRole('article', { name: 'Podrobnosti objednávky' })
    expect(result.querySelector('.status-badge')).toHaveTextContent('Na ceste')
    expect(result).toHaveTextContent('November 22, 2026 at 14:05')
  })

  it('asks for both the code and the phone', async () => {
    const { calls } = renderTrack(() => ({ success: true, data: order() }))
    await search('AB123456', '')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter order code and phone number')
    await search('', '0901234567')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter order code and phone number')
    expect(trackCalls(calls)).toEqual([])
  })

  it.each([
    [{ status: 404, body: { success: false, message: 'Order not found' } }, 'Order not found'],
    [{ status: 200, body: { success: false } }, 'Order not found'],
    [
      {
        status: 400,
        body: { success: false, message: 'Order code must be at most 8 characters long' },
      },
      'Order code must be at most 8 characters long',
    ],
    [
      { status: 500, body: { success: false, message: 'Something went wrong' } },
      'Error occurred while tracking order',
    ],
  ])('explains a failed search (%j)', async (answer, text) => {
    renderTrack(() => answer)
    await search('AB123456', '0901234567')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text))
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows a request failure when the server cannot be reached', async () => {
    renderTrack(() => ({ success: true, data: order() }))
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
      url === '/api/orders/track'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(url, init),
    )
    await search('AB123456', '0901234567')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error occurred while tracking order'),
    )
  })

  it('tracks at once when a link brings the code and phone', async () => {
    const { calls } = renderTrack(
      () => ({ success: true, data: order() }),
      '/track-order?code=ab123456&phone=0901234567',
    )
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(trackCalls(calls)[0]!.body).toEqual({ trackingCode: 'AB123456', phone: '0901234567' })
    expect(screen.getByLabelText('Order code')).toHaveValue('ab123456')
  })

  it('takes the code and phone from the link state (the success popup)', async () => {
    const calls = mockApi({
      'GET /api/food/list': foodList([]),
      'POST /api/orders/track': () => ({ success: true, data: order() }),
    })
    renderWithProviders(<TrackPage />, {
      route: '/track-order',
      state: { code: 'AB123456', phone: '0901234567' },
    })
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(trackCalls(calls)[0]!.body).toEqual({ trackingCode: 'AB123456', phone: '0901234567' })
  })

  it('fills in the last order placed on this device without searching', async () => {
    localStorage.setItem('lastTrackingCode', 'CD654321')
    localStorage.setItem('lastPhone', '0907654321')
    const { calls } = renderTrack(() => ({ success: true, data: order() }))
    expect(screen.getByLabelText('Order code')).toHaveValue('CD654321')
    expect(screen.getByLabelText('Phone number')).toHaveValue('0907654321')
    expect(trackCalls(calls)).toEqual([])
  })
})
