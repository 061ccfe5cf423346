import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeEventSource } from '../../test/fake-event-source'
import { mockApi } from '../../test/mock-api'
import { paste } from '../../test/paste'
import { foodList, shopConfig, trackedOrder } from '../../test/ordering-fixtures'
import { KITCHEN_PACE_READ, KitchenPaceRead } from '../../test/kitchen-pace-read'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

const BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 15,
  estimate: { fromMinutes: 45, toMinutes: 75 },
}

function renderTrack(
  status: string,
  language?: 'vi' | 'sk',
  fulfilment: 'pickup' | 'delivery' = 'delivery',
) {
  installFakeEventSource()
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/config': () => shopConfig({ kitchen: BUSY }),
    'POST /api/orders/track': () => ({
      success: true,
      message: 'Order found',
      data: trackedOrder({ status, fulfilment }),
    }),
  })
  renderWithProviders(
    <>
      <TrackPage />
      <KitchenPaceRead />
    </>,
    { route: '/track-order', language },
  )
}

async function search() {
  await paste(screen.getByRole('textbox', { name: /code|kód|mã/i }), 'AB123456')
  await paste(screen.getByRole('textbox', { name: /phone|telef|điện/i }), '0901234567')
  await userEvent.keyboard('{Enter}')
  return screen.findByRole('article')
}

afterEach(() => vi.unstubAllGlobals())

describe('the delivery estimate on the track page', () => {
  it.each(['Pending', 'Preparing', 'Out for delivery'])(
    'tells the restaurant’s current estimate while the order is %s',
    async (status) => {
      renderTrack(status)
      await search()
      expect(await screen.findByText('Estimated delivery: 45-75 minutes')).toBeInTheDocument()
    },
  )

  it.each(['Delivered', 'Cancelled'])('says nothing of it once the order is %s', async (status) => {
    renderTrack(status)
    await search()
    // The order and the restaurant's estimate have both been read and drawn.
    await screen.findByText(KITCHEN_PACE_READ)
    expect(screen.queryByText(/Estimated delivery/)).toBeNull()
  })

  it('tells it in Slovak', async () => {
    renderTrack('Pending', 'sk')
    await search()
    expect(await screen.findByText('Predpokladané doručenie: 45-75 minút')).toBeInTheDocument()
  })

  // Issue 19 §2.5: a pickup is told its lead time (20 minutes), moved by the busy delay.
  it('tells a pickup the pickup lead time, not the delivery estimate', async () => {
    renderTrack('Pending', undefined, 'pickup')
    await search()
    expect(await screen.findByText('Ready for pickup in about 35 minutes')).toBeInTheDocument()
  })
})
