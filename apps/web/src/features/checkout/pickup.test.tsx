import type { ShopConfig } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fill, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart, TWO_DELIVERY_AREAS } from '../../test/ordering-fixtures'

// Issue 11 §1: delivery or pickup, asked first when the restaurant offers pickup.

const PICKUP_ON: Partial<ShopConfig> = {
  ordering: {
    pickup: true,
    laterOrders: false,
    leadMinutes: { delivery: 45, pickup: 20 },
    fullSlots: [],
  },
}

const placed = () => ({
  status: 201,
  body: { success: true, trackingCode: 'AB123456', message: 'ok', orderId: 'o', amount: 6 },
})

const openCheckout = (config: Partial<ShopConfig>, routes: Parameters<typeof mockApi>[0] = {}) =>
  renderCheckout({ 'POST /api/order/place': placed, ...routes }, { config }).calls

const summary = () => screen.getByRole('complementary', { name: 'Your order' })
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

const fillPickup = () => fill({ 'First name': 'Lan', 'Last name': 'Nguyen', Phone: '0901234567' })

describe('checkout: delivery or pickup', () => {
  it('asks nothing of the kind in a default install, where the shop only delivers', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout({})
    await within(summary()).findByText('Delivery fee')
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
    expect(screen.queryByRole('radio', { name: 'Pickup at the restaurant' })).toBeNull()
    expect(screen.getByLabelText('Street and number')).toBeInTheDocument()
  })

  it('asks first when pickup is offered, delivery chosen until the guest changes it', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout(PICKUP_ON)
    const choice = await screen.findByRole('group', { name: 'How do you get your order?' })
    expect(within(choice).getByRole('radio', { name: 'Delivery to your address' })).toBeChecked()
    expect(screen.getByLabelText('Street and number')).toBeInTheDocument()
  })

  it('asks a pickup for name and phone only, shows where and when, and charges no fee', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout(PICKUP_ON)
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the restaurant' }))
    expect(screen.queryByLabelText('Street and number')).toBeNull()
    expect(screen.queryByLabelText('Zip code')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument()
    const where = screen.getByRole('region', { name: 'Pick up your order at' })
    expect(where).toHaveTextContent('Obchodná 12')
    expect(where).toHaveTextContent('Monday11:00–20:00')
    await waitFor(() =>
      expect(summary().querySelector('dl')).toHaveTextContent('Subtotal€6PickupFreeTotal€6'),
    )
  })

  it('sends a pickup with no address and the amount without a fee', async () => {
    storeGuestCart({ tea: 2 })
    const calls = openCheckout(PICKUP_ON)
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the restaurant' }))
    await fillPickup()
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    const body = orderCalls(calls)[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({
      fulfilment: 'pickup',
      amount: 6,
      address: {
        firstName: 'Lan',
        lastName: 'Nguyen',
        phone: '0901234567',
        street: '',
        zipcode: '',
      },
    })
    // The pickup lead time, not the delivery estimate (issue 19 §2.5).
    expect(await screen.findByText('Ready for pickup in about 20 minutes')).toBeInTheDocument()
  })

  it('marks the name and phone a pickup lacks, and nothing else', async () => {
    storeGuestCart({ tea: 2 })
    const calls = openCheckout(PICKUP_ON)
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the restaurant' }))
    await userEvent.type(screen.getByLabelText('First name'), 'Lan')
    await userEvent.click(placeButton())
    expect(await screen.findByText('Last name is required.')).toBeInTheDocument()
    expect(screen.getByText('Phone is required.')).toBeInTheDocument()
    expect(orderCalls(calls)).toHaveLength(0)
  })

  it('offers pickup for a postal code outside every area, and takes the order so', async () => {
    storeGuestCart({ tea: 6 })
    const calls = openCheckout({ ...PICKUP_ON, deliveryAreas: TWO_DELIVERY_AREAS })
    await userEvent.type(await screen.findByLabelText('Zip code'), '04001')
    expect(await within(summary()).findByText(/we do not deliver to 04001/)).toBeInTheDocument()
    await userEvent.click(
      within(summary()).getByRole('button', { name: 'Pick it up at the restaurant instead' }),
    )
    expect(screen.getByRole('radio', { name: 'Pickup at the restaurant' })).toBeChecked()
    await fillPickup()
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ fulfilment: 'pickup', amount: 18 })
  })

  it('tells when pickup orders are taken again while its hours are closed', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout({
      ...PICKUP_ON,
      pickupOrdering: { isOpenNow: false, nextOpening: { date: '2099-01-01', time: '17:00' } },
    })
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup at the restaurant' }))
    expect(
      await screen.findByText(/We're not taking pickup orders right now. We open again/),
    ).toBeInTheDocument()
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true')
    // Delivery is open: choosing it back opens the order button again.
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery to your address' }))
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
  })
})
