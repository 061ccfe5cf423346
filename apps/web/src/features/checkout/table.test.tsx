import type { ShopConfig } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fill, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'
import { leaveTable, sitAtTable } from '../../shared/table/table-mode'

// Issue 24 §5: a guest who came by a table's QR link orders at that table: "Table 3" fixed, no
// address, no fee, no choice of delivery, pickup or a later time; the order carries the link's
// signed token.

const TOKEN = '1.Mw.abcdefghijklmnopqrstuv'

const placed = () => ({
  status: 201,
  body: { success: true, trackingCode: 'AB123456', message: 'ok', orderId: 'o', amount: 6 },
})

const EVERYTHING_ON: Partial<ShopConfig> = {
  ordering: {
    pickup: true,
    laterOrders: true,
    leadMinutes: { delivery: 45, pickup: 20 },
    fullSlots: [],
  },
}

const openCheckout = (
  config: Partial<ShopConfig> = {},
  routes: Parameters<typeof mockApi>[0] = {},
) => renderCheckout({ 'POST /api/order/place': placed, ...routes }, { config }).calls

const summary = () => screen.getByRole('complementary', { name: 'Your order' })
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

afterEach(() => leaveTable())

describe('checkout at a table', () => {
  it('tells when orders at the table are taken again while the restaurant is closed', async () => {
    sitAtTable({ table: '3', token: TOKEN })
    storeGuestCart({ tea: 2 })
    openCheckout({
      ...EVERYTHING_ON,
      dineInOrdering: { isOpenNow: false, nextOpening: { date: '2099-01-01', time: '11:00' } },
    })
    expect(
      await screen.findByText(/We're not taking orders at the table right now. We open again/),
    ).toBeInTheDocument()
    expect(screen.queryByText(/delivering/)).toBeNull()
  })

  it('shows the table, asks name and phone only, and charges no fee', async () => {
    sitAtTable({ table: '3', token: TOKEN })
    storeGuestCart({ tea: 2 })
    openCheckout(EVERYTHING_ON)
    expect(
      await screen.findByRole('heading', { name: 'Table 3: your details' }),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Table 3').length).toBeGreaterThan(0)
    expect(screen.queryByLabelText('Street and number')).toBeNull()
    expect(screen.queryByLabelText('Zip code')).toBeNull()
    // No delivery or pickup to choose, and no later time: the guest is at the table now.
    expect(screen.queryByRole('group', { name: 'How do you get your order?' })).toBeNull()
    expect(screen.queryByRole('radio', { name: /As soon as possible/ })).toBeNull()
    await waitFor(() =>
      expect(summary().querySelector('dl')).toHaveTextContent(
        'Subtotal€6Table 3No delivery feeTotal€6',
      ),
    )
  })

  it('sends a dine-in order with the table link’s token, no address and no fee', async () => {
    sitAtTable({ table: '3', token: TOKEN })
    storeGuestCart({ tea: 2 })
    const calls = openCheckout(EVERYTHING_ON)
    await screen.findByRole('heading', { name: 'Table 3: your details' })
    await fill({ 'First name': 'Lan', 'Last name': 'Nguyen', Phone: '0901234567' })
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    const body = orderCalls(calls)[0]!.body as Record<string, unknown>
    expect(body).toMatchObject({
      fulfilment: 'dine-in',
      tableToken: TOKEN,
      amount: 6,
      address: { firstName: 'Lan', phone: '0901234567', street: '', zipcode: '' },
    })
    expect(body).not.toHaveProperty('dueAt')
    // Told when it comes to the table: pickup's lead time (issue 19 §2.5), no fee.
    const success = await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(within(success).getByText('At your table in about 20 minutes')).toBeInTheDocument()
    expect(within(success).getByText('At your table')).toBeInTheDocument()
  })

  it('says a refused table link in the guest’s words', async () => {
    sitAtTable({ table: '3', token: TOKEN })
    storeGuestCart({ tea: 2 })
    openCheckout(
      {},
      {
        'POST /api/order/place': () => ({
          status: 409,
          body: { success: false, code: 'TABLE_LINK_REVOKED', message: 'revoked' },
        }),
      },
    )
    await screen.findByRole('heading', { name: 'Table 3: your details' })
    await fill({ 'First name': 'Lan', 'Last name': 'Nguyen', Phone: '0901234567' })
    await userEvent.click(placeButton())
    expect(
      await within(summary()).findByText(/This table link is no longer in use/),
    ).toBeInTheDocument()
  })

  it('is an ordinary checkout for a guest who came by no table link', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout()
    expect(await screen.findByRole('heading', { name: 'Delivery information' })).toBeInTheDocument()
    expect(screen.getByLabelText('Street and number')).toBeInTheDocument()
    expect(screen.queryByText('Table 3')).toBeNull()
  })
})
