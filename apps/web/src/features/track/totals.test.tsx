import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 19 §2.2: "16,40 € − 1,64 € … Spolu 16,76 €" did not add up without the delivery fee.
function renderTracked(order: ReturnType<typeof trackedOrder>) {
  mockApi({
    'GET /api/food/list': foodList([wireFood({ options: [sizeOption] })]),
    'POST /api/orders/track': () => ({ success: true, data: order, message: 'Order found' }),
  })
  renderWithProviders(<TrackPage />, {
    route: '/track-order',
    state: { code: order.trackingCode, phone: '0901234567' },
  })
}

async function moneyLines() {
  const result = await screen.findByRole('article', { name: 'Order details' })
  return [...result.querySelectorAll('dl > div')]
    .map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])
    .filter(([, value]) => value?.includes('€') || value === 'Free')
}

describe('the track page’s total', () => {
  it('adds up line by line: subtotal, delivery fee, discount, total', async () => {
    renderTracked(
      trackedOrder({
        subtotal: 16.4,
        deliveryFee: 2,
        promoCode: 'WELCOME10',
        discount: 1.64,
        amount: 16.76,
      }),
    )
    expect(await moneyLines()).toEqual([
      ['Subtotal', '€16.40'],
      ['Delivery fee', '€2'],
      ['Promo code WELCOME10', '−€1.64'],
      ['Total', '€16.76'],
    ])
  })

  it('says a free delivery is free', async () => {
    renderTracked(trackedOrder({ subtotal: 30, deliveryFee: 0, amount: 30 }))
    expect(await moneyLines()).toEqual([
      ['Subtotal', '€30'],
      ['Delivery fee', 'Free'],
      ['Total', '€30'],
    ])
  })

  it('has no fee line for a pickup', async () => {
    renderTracked(trackedOrder({ fulfilment: 'pickup', subtotal: 30, deliveryFee: 0, amount: 30 }))
    expect(await moneyLines()).toEqual([
      ['Subtotal', '€30'],
      ['Total', '€30'],
    ])
  })
})
