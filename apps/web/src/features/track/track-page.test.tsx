import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeEventSource, type FakeEventSource } from '../../test/fake-event-source'
import { mockApi } from '../../test/mock-api'
import { paste } from '../../test/paste'
import { foodList, sizeOption, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'
import { STATUS_HIGHLIGHT_MS } from './tracked-order'
import { MAX_RECONNECTS, POLL_MS } from './use-order-stream'

const order = trackedOrder

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
  await paste(codeInput, code)
  await paste(phoneInput, phone)
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
      Subtotal: '€17.50',
      'Delivery fee': '€2',
      Total: '€19.50',
      Payment: 'Unpaid',
      'Payment method': 'Cash',
      'Order date': 'November 22, 2026 at 14:05',
      'Order type': 'Guest',
    })
    const rows = within(result).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      // The allergens as ordered, or plainly that they were not stated (issue 12 §2).
      'Beef phoSize: LargeAllergens: Fish, Soybeans€141',
      'Chè ba màuAllergens: not stated, please ask us€3.501',
    ])
    expect(within(result).getByText('Ring twice, please')).toBeInTheDocument()
    expect(document.title).toBe('Track your order · Quán')
  })

  it('leaves out the e-mail and notes when the order has none, and shows paid and registered', async () => {
    renderTrack(() => ({
      success: true,
      message: 'Order found',
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
    renderTrack(() => ({ success: true, data: order({ status }), message: 'Order found' }))
    await search('AB123456', '0901234567')
    const result = await screen.findByRole('article')
    const badge = result.querySelector('.status-badge')!
    expect(badge).toHaveTextContent(status)
    expect(badge).toHaveAttribute('data-tone', tone)
  })

  it('translates the status and writes the date as a Slovak reads it', async () => {
    renderTrack(
      () => ({
        success: true,
        message: 'Order found',
        data: order({ status: 'Out for delivery' }),
      }),
      '/track-order?code=AB123456&phone=0901234567',
      'sk',
    )
    const result = await screen.findByRole('article', { name: 'Podrobnosti objednávky' })
    expect(result.querySelector('.status-badge')).toHaveTextContent('Na ceste')
    expect(result).toHaveTextContent('22. novembra 2026 o 14:05')
  })

  it('names each line and its options in the page’s language, as they were sold (issue 12 §1)', async () => {
    renderTrack(
      () => ({ success: true, data: order(), message: 'Order found' }),
      '/track-order?code=AB123456&phone=0901234567',
      'sk',
    )
    const result = await screen.findByRole('article', { name: 'Podrobnosti objednávky' })
    const [pho, che] = within(result).getAllByRole('row').slice(1)
    expect(pho).toHaveTextContent(/^Hovädzie phoVeľkosť: Veľká/)
    // Sold without texts per language: its own name, in every language.
    expect(che).toHaveTextContent(/^Chè ba màu/)
  })

  it("shows why a cancelled order was cancelled, in the restaurant's words", async () => {
    renderTrack(
      () => ({
        success: true,
        message: 'Order found',
        data: order({ status: 'Cancelled', cancelReason: 'Hết bánh phở hôm nay' }),
      }),
      '/track-order?code=AB123456&phone=0901234567',
      'sk',
    )
    const result = await screen.findByRole('article', { name: 'Podrobnosti objednávky' })
    expect(result.querySelector('.status-badge')).toHaveTextContent('Zrušené')
    expect(within(result).getByText('Dôvod: Hết bánh phở hôm nay')).toBeInTheDocument()
  })

  it('asks for both the code and the phone', async () => {
    const { calls } = renderTrack(() => ({ success: true, data: order(), message: 'Order found' }))
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
    renderTrack(() => ({ success: true, data: order(), message: 'Order found' }))
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
      () => ({ success: true, data: order(), message: 'Order found' }),
      '/track-order?code=ab123456&phone=0901234567',
    )
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(trackCalls(calls)[0]!.body).toEqual({ trackingCode: 'AB123456', phone: '0901234567' })
    expect(screen.getByLabelText('Order code')).toHaveValue('ab123456')
  })

  it('under StrictMode, a link tracks once and does not cancel its own request', async () => {
    const { calls } = renderTrack(
      () => ({ success: true, data: order(), message: 'Order found' }),
      '/track-order?code=AB123456&phone=0901234567',
    )
    expect(await screen.findByRole('article')).toBeInTheDocument()
    expect(trackCalls(calls)).toHaveLength(1)
    // A cancelled fetch is an answer the browser throws away: the page would show nothing.
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => url === '/api/orders/track')
      .map(([, init]) => init?.signal)
    expect(sent.map((signal) => signal?.aborted)).toEqual([false])
  })

  it('takes the code and phone from the link state (the success popup)', async () => {
    const calls = mockApi({
      'GET /api/food/list': foodList([]),
      'POST /api/orders/track': () => ({ success: true, data: order(), message: 'Order found' }),
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
    const { calls } = renderTrack(() => ({ success: true, data: order(), message: 'Order found' }))
    expect(screen.getByLabelText('Order code')).toHaveValue('CD654321')
    expect(screen.getByLabelText('Phone number')).toHaveValue('0907654321')
    expect(trackCalls(calls)).toEqual([])
  })
})

describe('following the order as it changes', () => {
  const LINK = '/track-order?code=AB123456&phone=0901234567'
  const LIVE = 'Live: this page updates by itself'
  const POLLING = 'Updates every 30 seconds'
  const badge = () => screen.getByRole('article').querySelector('.status-badge')!

  afterEach(() => vi.useRealTimers())

  /** The page tracks the order at once from the link; the stream is the one it opened. */
  async function trackLive(status = 'Pending') {
    const streams = installFakeEventSource()
    const result = renderTrack(
      () => ({ success: true, data: order({ status }), message: 'Order found' }),
      LINK,
    )
    await screen.findByRole('article')
    await waitFor(() => expect(streams).toHaveLength(1))
    return { ...result, streams }
  }

  /**
   * Waits past any effect and zero-delay timer a change has scheduled (StrictMode's deferred
   * abort included): what the page would have done by now, it has done.
   */
  const effectsRun = () => new Promise((resolve) => setTimeout(resolve, 150))

  const openStream = (stream: FakeEventSource) => act(() => stream.open())

  it('opens a stream with the code and phone and says the page is live', async () => {
    const { streams } = await trackLive()

    expect(streams.map((stream) => stream.url)).toEqual([
      '/api/orders/track/stream?code=AB123456&phone=0901234567',
    ])
    expect(screen.queryByText(LIVE)).not.toBeInTheDocument()
    openStream(streams[0]!)
    expect(screen.getByText(LIVE)).toBeInTheDocument()
  })

  it('updates the badge in place as events arrive, announcing and highlighting the change', async () => {
    const { streams, calls } = await trackLive()
    const stream = streams[0]!
    openStream(stream)
    // The server sends the order at once: the same status is no change.
    act(() => stream.send('order', order()))
    expect(screen.getByRole('status')).toHaveTextContent('')

    act(() => stream.send('order', order({ status: 'Out for delivery', payment: true })))

    expect(badge()).toHaveTextContent('Out for delivery')
    expect(badge()).toHaveAttribute('data-tone', 'blue')
    expect(screen.getByRole('article')).toHaveTextContent('Paid')
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your order's status has changed: Out for delivery",
    )
    expect(badge().closest('.track-status')).toHaveAttribute('data-changed')
    // Without a reload: the order was asked for once, by the search.
    expect(trackCalls(calls)).toHaveLength(1)
    expect(stream.closed).toBe(false)
  })

  it('shows the reason when the order is cancelled while the page is open', async () => {
    const { streams } = await trackLive()
    openStream(streams[0]!)
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument()

    act(() =>
      streams[0]!.send('order', order({ status: 'Cancelled', cancelReason: 'Kitchen closed' })),
    )

    expect(badge()).toHaveTextContent('Cancelled')
    expect(screen.getByText('Reason: Kitchen closed')).toBeInTheDocument()
  })

  it('lets the highlight fade after a few seconds, keeping the announcement', async () => {
    const { streams } = await trackLive()
    openStream(streams[0]!)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    act(() => streams[0]!.send('order', order({ status: 'Preparing' })))
    const status = badge().closest('.track-status')!
    expect(status).toHaveAttribute('data-changed')
    await act(() => vi.advanceTimersByTimeAsync(STATUS_HIGHLIGHT_MS - 1))
    expect(status).toHaveAttribute('data-changed')
    await act(() => vi.advanceTimersByTimeAsync(1))

    expect(status).not.toHaveAttribute('data-changed')
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your order's status has changed: Preparing",
    )
  })

  it('announces the change in the guest’s language', async () => {
    const streams = installFakeEventSource()
    renderTrack(() => ({ success: true, data: order(), message: 'Order found' }), LINK, 'sk')
    await waitFor(() => expect(streams).toHaveLength(1))
    openStream(streams[0]!)

    act(() => streams[0]!.send('order', order({ status: 'Preparing' })))

    expect(screen.getByText('Naživo: táto stránka sa aktualizuje sama')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stav vašej objednávky sa zmenil: Pripravuje sa',
    )
  })

  it.each(['Delivered', 'Cancelled'])(
    'closes the stream and drops the live note when the order is %s',
    async (status) => {
      const { streams } = await trackLive()
      openStream(streams[0]!)

      act(() => streams[0]!.send('order', order({ status })))

      expect(badge()).toHaveTextContent(status)
      expect(streams[0]!.closed).toBe(true)
      expect(screen.queryByText(LIVE)).not.toBeInTheDocument()
    },
  )

  it('opens no stream for an order that is already delivered', async () => {
    const streams = installFakeEventSource()
    renderTrack(
      () => ({ success: true, data: order({ status: 'Delivered' }), message: 'Order found' }),
      LINK,
    )
    await screen.findByRole('article')
    await effectsRun()

    expect(streams).toEqual([])
    expect(screen.queryByText(LIVE)).not.toBeInTheDocument()
    expect(screen.queryByText(POLLING)).not.toBeInTheDocument()
  })

  it('closes the stream when the page is left', async () => {
    const { streams, unmount } = await trackLive()
    openStream(streams[0]!)

    unmount()

    expect(streams[0]!.closed).toBe(true)
  })

  it('says Reconnecting… while the stream comes back, then live again', async () => {
    const { streams } = await trackLive()
    openStream(streams[0]!)

    act(() => streams[0]!.drop())
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument()
    expect(screen.queryByText(LIVE)).not.toBeInTheDocument()

    openStream(streams[0]!)
    expect(screen.getByText(LIVE)).toBeInTheDocument()
  })

  it('polls every 30 seconds when the server refuses the stream', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let status = 'Pending'
    const streams = installFakeEventSource()
    const calls = mockApi({
      'GET /api/food/list': foodList([]),
      'POST /api/orders/track': () => ({
        success: true,
        message: 'Order found',
        data: order({ status }),
      }),
    })
    renderWithProviders(<TrackPage />, { route: LINK })
    await waitFor(() => expect(streams).toHaveLength(1))

    act(() => streams[0]!.refuse())
    expect(screen.getByText(POLLING)).toBeInTheDocument()
    status = 'Preparing'
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 1))
    expect(trackCalls(calls)).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1))

    await waitFor(() => expect(badge()).toHaveTextContent('Preparing'))
    expect(trackCalls(calls)).toHaveLength(2)
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your order's status has changed: Preparing",
    )
  })

  it('polls when the browser has no EventSource, and stops at a final status', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let status = 'Out for delivery'
    const calls = mockApi({
      'GET /api/food/list': foodList([]),
      'POST /api/orders/track': () => ({
        success: true,
        message: 'Order found',
        data: order({ status }),
      }),
    })
    renderWithProviders(<TrackPage />, { route: LINK })
    expect(await screen.findByText(POLLING)).toBeInTheDocument()

    status = 'Delivered'
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS))
    await waitFor(() => expect(badge()).toHaveTextContent('Delivered'))
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS))

    expect(trackCalls(calls)).toHaveLength(2)
    expect(screen.queryByText(POLLING)).not.toBeInTheDocument()
  })

  it('gives up on a stream that keeps failing to come back, for polling', async () => {
    const { streams } = await trackLive()
    openStream(streams[0]!)

    for (let attempt = 0; attempt < MAX_RECONNECTS; attempt += 1) act(() => streams[0]!.drop())
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument()
    act(() => streams[0]!.drop())

    expect(screen.getByText(POLLING)).toBeInTheDocument()
    expect(streams[0]!.closed).toBe(true)
  })

  it('follows the newly found order after another search, announcing nothing', async () => {
    const streams = installFakeEventSource()
    renderTrack(
      (body) => ({
        success: true,
        message: 'Order found',
        data:
          (body as { trackingCode: string }).trackingCode === 'AB123456'
            ? order()
            : order({ _id: 'o2', trackingCode: 'CD654321', status: 'Preparing' }),
      }),
      LINK,
    )
    await waitFor(() => expect(streams).toHaveLength(1))

    await search('CD654321', '0901234567')

    await waitFor(() => expect(streams).toHaveLength(2))
    expect(badge()).toHaveTextContent('Preparing')
    expect(streams[0]!.closed).toBe(true)
    expect(streams[1]!.url).toBe('/api/orders/track/stream?code=CD654321&phone=0901234567')
    expect(screen.getByRole('status')).toHaveTextContent('')
    // A late event of the first order no longer reaches the screen.
    openStream(streams[0]!)
    act(() => streams[0]!.send('order', order({ status: 'Cancelled' })))
    expect(badge()).toHaveTextContent('Preparing')
  })
})

describe('a tracked order with a promo code (issue 11 §4)', () => {
  it('shows the code and its discount above the total', async () => {
    renderTrack(() => ({
      success: true,
      message: 'Order found',
      data: order({ promoCode: 'PHO10', discount: 1.75, amount: 17.75 }),
    }))
    await search('AB123456', '0901234567')
    const result = await screen.findByRole('article', { name: 'Order details' })
    const rows = [...result.querySelectorAll('dl > div')].map((row) => row.textContent)
    expect(rows).toContain('Promo code PHO10−€1.75')
    expect(rows.indexOf('Promo code PHO10−€1.75')).toBe(rows.indexOf('Total€17.75') - 1)
  })
})
