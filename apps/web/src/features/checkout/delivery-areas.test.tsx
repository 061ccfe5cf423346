import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, fill, paste, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart, TWO_DELIVERY_AREAS } from '../../test/ordering-fixtures'

const AREAS = TWO_DELIVERY_AREAS

const openCheckout = (routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') =>
  renderCheckout(routes, { language, config: { deliveryFee: 3, deliveryAreas: AREAS } }).calls

/** Puts `zipcode` in place of the address's postal code. */
const typeZip = (zipcode: string) => paste(screen.getByLabelText('Zip code'), zipcode)

const summary = () => screen.getByRole('complementary', { name: 'Your order' })
const sums = () => summary().querySelector('dl')
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('checkout with delivery areas', () => {
  it('asks the server for its config once for the hours, the areas and the kitchen', async () => {
    storeGuestCart({ tea: 2 })
    const calls = openCheckout()
    await within(summary()).findByText(
      'Type your postal code to see the delivery fee and minimum order.',
    )
    await waitFor(() => expect(placeButton()).not.toHaveAttribute('aria-disabled'))
    expect(calls.filter((call) => call.url === '/api/config')).toHaveLength(1)
  })

  it('asks for the postal code before it names a fee', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout()
    expect(
      await within(summary()).findByText(
        'Type your postal code to see the delivery fee and minimum order.',
      ),
    ).toBeInTheDocument()
    // The lowest fee, as SPEC's `deliveryFee`, until a code is typed.
    expect(sums()).toHaveTextContent('Subtotal€6Delivery fee€3Total€9')
  })

  it("shows the typed code's fee, minimum and free threshold as it is typed", async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout()
    await screen.findByText('Beef pho (Size: Small)')
    await typeZip('851 01')
    await waitFor(() => expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€4.50Total€24.50'))
    await typeZip('81106')
    expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€3Total€23')
    expect(summary()).toHaveTextContent('Minimum order for Centre: €15.')
    expect(summary()).toHaveTextContent('Free delivery from €40.')
  })

  it('delivers free from the threshold on, and sends that amount', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 4 })
    const calls = openCheckout({
      'POST /api/order/place': () => ({
        status: 201,
        body: { success: true, trackingCode: 'AB123456', message: 'ok', orderId: 'o', amount: 40 },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill({ ...ADDRESS, 'Zip code': '81106' })
    expect(sums()).toHaveTextContent('Subtotal€40Delivery fee€0Total€40')
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ amount: 40 })
  })

  it('judges free delivery and the minimum on the food after the promo code, and sends that amount (issue 19 §1.6)', async () => {
    localStorage.setItem(
      'appliedPromoCode',
      JSON.stringify({
        code: 'HALF',
        kind: 'percent',
        value: 50,
        minimumSubtotal: null,
        discount: 20,
      }),
    )
    storeGuestCart({ 'pho_{"Size":"s"}': 4 })
    const calls = openCheckout({
      'POST /api/order/place': () => ({
        status: 201,
        body: { success: true, trackingCode: 'AB123456', message: 'ok', orderId: 'o', amount: 23 },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill({ ...ADDRESS, 'Zip code': '81106' })
    // €40 of dishes, €20 of it paid: over the €15 minimum, under the €40 free threshold.
    expect(sums()).toHaveTextContent('Subtotal€40Delivery fee€3Promo code HALF−€20Total€23')
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ amount: 23, promoCode: 'HALF' })
  })

  it('takes the postal code typed on the cart page', async () => {
    localStorage.setItem('deliveryPostalCode', '851 01')
    storeGuestCart({ tea: 2 })
    openCheckout()
    expect(await screen.findByLabelText('Zip code')).toHaveValue('851 01')
    await waitFor(() => expect(sums()).toHaveTextContent('Subtotal€6Delivery fee€4.50Total€10.50'))
  })

  it('says an address outside every area cannot be delivered, and sends nothing', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    const calls = openCheckout()
    await screen.findByText('Beef pho (Size: Small)')
    await fill({ ...ADDRESS, 'Zip code': '04001' })
    const outside = 'Sorry, we do not deliver to 04001. Please check the postal code.'
    expect(within(summary()).getByText(outside)).toBeInTheDocument()
    await userEvent.click(placeButton())
    expect(screen.getByRole('alert')).toHaveTextContent(outside)
    expect(orderCalls(calls)).toEqual([])
  })

  it('takes the refusal back once the postal code is changed', async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout()
    await screen.findByText('Beef pho (Size: Small)')
    await fill({ ...ADDRESS, 'Zip code': '04001' })
    await userEvent.click(placeButton())
    const outside = 'Sorry, we do not deliver to 04001. Please check the postal code.'
    expect(screen.getByRole('alert')).toHaveTextContent(outside)
    await typeZip('85101')
    expect(screen.getByRole('alert')).not.toHaveTextContent(outside)
    expect(screen.queryByText(outside)).not.toBeInTheDocument()
  })

  it('says how much is missing under the minimum, and sends nothing', async () => {
    storeGuestCart({ tea: 2 })
    const calls = openCheckout()
    await screen.findByText('Lotus tea')
    await fill({ ...ADDRESS, 'Zip code': '81106' })
    const missing = '€9 more to reach the minimum for this area.'
    expect(within(summary()).getByText(missing)).toBeInTheDocument()
    await userEvent.click(placeButton())
    expect(screen.getByRole('alert')).toHaveTextContent(missing)
    expect(orderCalls(calls)).toEqual([])
  })

  it('says the missing amount in Slovak', async () => {
    storeGuestCart({ tea: 2 })
    openCheckout({}, 'sk')
    await userEvent.type(await screen.findByLabelText('PSČ'), '81106')
    expect(
      await screen.findByText('Do minimálnej objednávky pre túto oblasť chýba ešte 9,00 €.'),
    ).toBeInTheDocument()
  })

  it("words the server's refusal by its code when the areas changed meanwhile", async () => {
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    const calls = openCheckout({
      'POST /api/order/place': () => ({
        status: 409,
        body: {
          success: false,
          message: 'Sorry, we do not deliver to this postal code.',
          code: 'OUTSIDE_DELIVERY_AREA',
        },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill({ ...ADDRESS, 'Zip code': '85101' })
    await userEvent.click(placeButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We do not deliver to this postal code.',
    )
    // The areas are read again, so the page shows what the server now holds.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/config').length).toBeGreaterThan(1),
    )
  })
})
