import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, shopConfig, trackedOrder } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 11 §1: a pickup order on the track page says where it is collected and when it is ready.

const PICKUP = trackedOrder({
  fulfilment: 'pickup',
  status: 'Out for delivery',
  deliveryFee: 0,
  amount: 17.5,
  address: {
    firstName: 'Lan',
    lastName: 'Nguyen',
    street: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  },
})

async function track(order = PICKUP, restaurant = DEMO_RESTAURANT) {
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/config': () => shopConfig(),
    'POST /api/orders/track': () => ({ success: true, data: order, message: 'Order found' }),
  })
  renderWithProviders(<TrackPage />, { route: '/track-order', restaurant })
  await userEvent.type(screen.getByLabelText('Order code'), order.trackingCode)
  await userEvent.type(screen.getByLabelText('Phone number'), order.customerInfo.phone)
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }))
}

describe('a tracked pickup order', () => {
  it('says it is ready for pickup, and where, instead of an address of the guest', async () => {
    await track()
    expect(await screen.findByText('Ready for pickup')).toBeInTheDocument()
    expect(screen.getByText('Pickup at the restaurant')).toBeInTheDocument()
    expect(screen.getByText('Pickup address').nextElementSibling).toHaveTextContent(
      'Quán, Obchodná 12, 811 06 Bratislava',
    )
    expect(screen.queryByText('Delivery address')).toBeNull()
  })

  it('is collected where the restaurant is, as its owner set it up (issue 21 §1)', async () => {
    await track(PICKUP, {
      ...DEMO_RESTAURANT,
      identity: {
        ...DEMO_RESTAURANT.identity,
        name: 'Phở Hà Nội',
        address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
      },
    })
    expect(await screen.findByText('Pickup address')).toBeInTheDocument()
    expect(screen.getByText('Pickup address').nextElementSibling).toHaveTextContent(
      'Phở Hà Nội, Hlavná 5, 040 01 Košice',
    )
  })

  it('tells a delivery as SPEC did, with no word of pickup', async () => {
    await track(trackedOrder({ status: 'Out for delivery' }))
    expect(await screen.findByText('Out for delivery')).toBeInTheDocument()
    expect(screen.getByText('Delivery address')).toBeInTheDocument()
    expect(screen.queryByText('Pickup at the restaurant')).toBeNull()
  })
})
