import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeEventSource } from '../../test/fake-event-source'
import { KITCHEN_PACE_READ, KitchenPaceRead } from '../../test/kitchen-pace-read'
import { mockApi } from '../../test/mock-api'
import { foodList, shopConfig, trackedOrder } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 23 §1: the restaurant tells the guest their order runs late; the track page says so.

const CALM: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 0,
  estimate: { fromMinutes: 30, toMinutes: 60 },
}
// Placed Monday 12:00 in Bratislava: as soon as possible, expected by 13:00.
const PLACED = '2026-03-02T11:00:00.000Z'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-02T11:20:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function track(order: ReturnType<typeof trackedOrder>, language?: 'vi' | 'sk') {
  const streams = installFakeEventSource()
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/config': () => shopConfig({ kitchen: CALM }),
    'POST /api/orders/track': () => ({ success: true, data: order, message: 'Order found' }),
  })
  renderWithProviders(
    <>
      <TrackPage />
      <KitchenPaceRead />
    </>,
    { route: '/track-order', language },
  )
  await userEvent.type(screen.getByRole('textbox', { name: /code|kód|mã/i }), order.trackingCode)
  await userEvent.type(
    screen.getByRole('textbox', { name: /phone|telef|điện/i }),
    order.customerInfo.phone,
  )
  await userEvent.keyboard('{Enter}')
  await screen.findByRole('article')
  await screen.findByText(KITCHEN_PACE_READ)
  return streams
}

const lateStatus = () =>
  screen.queryAllByRole('status').find((element) => element.classList.contains('track-late'))

describe('the late notice on the track page', () => {
  it('says nothing while the order is on time', async () => {
    await track(trackedOrder({ date: PLACED, lateMinutes: 0 }))
    expect(lateStatus()).toBeUndefined()
    expect(screen.getByText('Estimated delivery: 30-60 minutes')).toBeInTheDocument()
  })

  it('tells how late and when it is now expected, and moves the estimate', async () => {
    await track(trackedOrder({ date: PLACED, lateMinutes: 15 }))

    expect(lateStatus()).toHaveTextContent(
      'Sorry, your order is running about 15 minutes late. Now expected: Today at 13:15.',
    )
    expect(screen.getByText('Estimated delivery: 45-75 minutes')).toBeInTheDocument()
  })

  it('moves an order for later from its slot', async () => {
    await track(trackedOrder({ dueAt: '2026-03-03T11:30:00.000Z', lateMinutes: 20 }))

    expect(lateStatus()).toHaveTextContent('Now expected: Tomorrow at 12:50.')
  })

  it('arrives live from the stream, and goes once the order is delivered', async () => {
    const streams = await track(trackedOrder({ date: PLACED }))
    await waitFor(() => expect(streams).toHaveLength(1))
    const stream = streams[0]!
    act(() => stream.open())
    expect(lateStatus()).toBeUndefined()

    act(() => stream.send('order', trackedOrder({ date: PLACED, lateMinutes: 30 })))
    expect(lateStatus()).toHaveTextContent('running about 30 minutes late')
    expect(lateStatus()!.closest('[aria-live="polite"]')).not.toBeNull()

    act(() =>
      stream.send('order', trackedOrder({ date: PLACED, lateMinutes: 30, status: 'Delivered' })),
    )
    expect(lateStatus()).toBeUndefined()
  })

  it.each([
    ['vi', 'Xin lỗi, đơn hàng của bạn sẽ chậm khoảng 15 phút.'],
    ['sk', 'Ospravedlňujeme sa, vaša objednávka mešká asi 15 minút.'],
  ] as const)('tells it in %s', async (language, text) => {
    await track(trackedOrder({ date: PLACED, lateMinutes: 15 }), language)
    expect(lateStatus()).toHaveTextContent(text)
  })
})
