import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, shopConfig, trackedOrder } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 11 §2: an order for later is promised its slot on the track page, not the estimate.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-02T11:00:00.000Z')) // Monday 12:00 in Bratislava
})
afterEach(() => vi.useRealTimers())

async function track(order: ReturnType<typeof trackedOrder>) {
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/config': () => shopConfig(),
    'POST /api/orders/track': () => ({ success: true, data: order, message: 'Order found' }),
  })
  renderWithProviders(<TrackPage />, { route: '/track-order' })
  await userEvent.type(screen.getByLabelText('Order code'), order.trackingCode)
  await userEvent.type(screen.getByLabelText('Phone number'), order.customerInfo.phone)
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }))
}

describe('a tracked order for later', () => {
  it('tells the promised time on the restaurant’s clock, not the estimate', async () => {
    await track(trackedOrder({ dueAt: '2026-03-03T11:30:00.000Z' }))
    expect(await screen.findByText('Delivery promised for Tomorrow at 12:30')).toBeInTheDocument()
    expect(screen.queryByText(/Estimated delivery/)).toBeNull()
  })

  it('tells a pickup when it will be ready', async () => {
    await track(trackedOrder({ dueAt: '2026-03-03T11:30:00.000Z', fulfilment: 'pickup' }))
    expect(await screen.findByText('Ready for pickup Tomorrow at 12:30')).toBeInTheDocument()
  })
})
