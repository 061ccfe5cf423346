import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fill, renderCheckout } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'

// Issue 11 §4: the code applied on the cart page reaches the checkout's summary and its order.

const TEN_PERCENT = { code: 'PHO10', kind: 'percent', value: 10, minimumSubtotal: 20, discount: 2 }

function applyOnCartPage(promo: object = TEN_PERCENT) {
  localStorage.setItem('appliedPromoCode', JSON.stringify(promo))
}

const openCheckout = (routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') =>
  renderCheckout(routes, { language }).calls

const summary = () => screen.getByRole('complementary', { name: 'Your order' })
const sums = () => summary().querySelector('dl')
const placeButton = () => screen.getByRole('button', { name: 'Order and pay' })
const orderCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/order/place')

const placed =
  (amount: number, more: object = {}) =>
  () => ({
    status: 201,
    body: {
      success: true,
      trackingCode: 'AB123456',
      message: 'ok',
      orderId: 'o',
      amount,
      ...more,
    },
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('checkout with a promo code', () => {
  it('shows the applied code in the summary, sends it with the discounted amount, and shows it after', async () => {
    applyOnCartPage()
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    const calls = openCheckout({
      'POST /api/order/place': placed(20, { promoCode: 'PHO10', discount: 2 }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await waitFor(() =>
      expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€2Promo code PHO10−€2Total€20'),
    )
    await fill()
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).toMatchObject({ amount: 20, promoCode: 'PHO10' })

    const popup = await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(within(popup).getByText('Promo code PHO10').nextSibling).toHaveTextContent('−€2')
    // Used: the next order starts without it.
    expect(localStorage.getItem('appliedPromoCode')).toBeNull()
  })

  it('sends no code that takes nothing off the cart as it is now', async () => {
    applyOnCartPage()
    storeGuestCart({ tea: 2 })
    const calls = openCheckout({ 'POST /api/order/place': placed(8) })
    await screen.findByText('Lotus tea')
    expect(sums()).toHaveTextContent('Subtotal€6Delivery fee€2Total€8')
    await fill()
    await userEvent.click(placeButton())
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1))
    expect(orderCalls(calls)[0]!.body).not.toHaveProperty('promoCode')
    expect(orderCalls(calls)[0]!.body).toMatchObject({ amount: 8 })
  })

  it('gives the focus to Order and pay when Order without the code goes (issue 19 §4.3)', async () => {
    applyOnCartPage()
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout({
      'POST /api/order/place': () => ({
        status: 409,
        body: { success: false, message: 'English', code: 'PROMO_CODE_EXPIRED' },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill()
    await userEvent.click(placeButton())
    const alert = await screen.findByRole('alert')
    await userEvent.click(
      await within(alert).findByRole('button', { name: 'Order without the code' }),
    )
    await waitFor(() => expect(placeButton()).toHaveFocus())
  })

  it.each([
    ['PROMO_CODE_EXPIRED', {}, 'This promo code has expired.'],
    ['PROMO_CODE_USED_UP', {}, 'This promo code has been used up.'],
    ['PROMO_CODE_UNKNOWN', {}, 'This promo code is not valid.'],
    ['PROMO_CODE_FIRST_ORDER_ONLY', {}, 'This promo code is for a first order only.'],
    ['PROMO_CODE_BELOW_MINIMUM', { missing: 5 }, 'This code needs €5 more in your cart.'],
  ])(
    'says why the code was refused at placement (%s) and goes on without it',
    async (code, extra, text) => {
      applyOnCartPage()
      storeGuestCart({ 'pho_{"Size":"s"}': 2 })
      let attempt = 0
      const calls = openCheckout({
        'POST /api/order/place': () =>
          ++attempt === 1
            ? { status: 409, body: { success: false, message: 'English', code, ...extra } }
            : placed(22)(),
      })
      await screen.findByText('Beef pho (Size: Small)')
      await fill()
      await userEvent.click(placeButton())
      const alert = await screen.findByRole('alert')
      await within(alert).findByText(text)

      await userEvent.click(within(alert).getByRole('button', { name: 'Order without the code' }))
      expect(
        await screen.findByText(
          'The code was removed. Check the total and place your order again.',
        ),
      ).toBeInTheDocument()
      expect(sums()).toHaveTextContent('Subtotal€20Delivery fee€2Total€22')
      expect(localStorage.getItem('appliedPromoCode')).toBeNull()

      await userEvent.click(placeButton())
      await waitFor(() => expect(orderCalls(calls)).toHaveLength(2))
      expect(orderCalls(calls)[1]!.body).not.toHaveProperty('promoCode')
      expect(orderCalls(calls)[1]!.body).toMatchObject({ amount: 22 })
      expect(await screen.findByRole('dialog', { name: 'Order placed!' })).toBeInTheDocument()
    },
  )

  it('takes a wrong total with unchanged prices as the code gone, and offers to go on without it (issue 19 §1.1)', async () => {
    // The server names the total before any code, and nothing of the code: the prices the guest
    // saw still hold, so it is the code that no longer applies (paused or deleted since).
    applyOnCartPage()
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout({
      'POST /api/order/place': () => ({
        status: 409,
        body: {
          success: false,
          message: 'English',
          code: 'AMOUNT_CHANGED',
          amount: 22,
          deliveryFee: 2,
          discount: 0,
          items: [{ _id: 'pho', name: 'Phở bò', price: 10, quantity: 2 }],
        },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill()
    await userEvent.click(placeButton())
    const alert = await screen.findByRole('alert')
    await within(alert).findByText('This promo code is not valid.')
    expect(
      within(alert).getByRole('button', { name: 'Order without the code' }),
    ).toBeInTheDocument()
  })

  it('does not give the total before the code as the new total when prices moved (issue 19 §1.1)', async () => {
    applyOnCartPage()
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout({
      'POST /api/order/place': () => ({
        status: 409,
        body: {
          success: false,
          message: 'English',
          code: 'AMOUNT_CHANGED',
          amount: 24,
          deliveryFee: 2,
          discount: 0,
          items: [{ _id: 'pho', name: 'Phở bò', price: 11, quantity: 2 }],
        },
      }),
    })
    await screen.findByText('Beef pho (Size: Small)')
    await fill()
    await userEvent.click(placeButton())
    await screen.findByText('Some prices have changed since you opened the menu.')
    expect(screen.queryByText(/Your new total is/)).toBeNull()
  })

  it('words the refusal in the guest’s language', async () => {
    applyOnCartPage()
    storeGuestCart({ 'pho_{"Size":"s"}': 2 })
    openCheckout(
      {
        'POST /api/order/place': () => ({
          status: 409,
          body: { success: false, message: 'English', code: 'PROMO_CODE_USED_UP' },
        }),
      },
      'sk',
    )
    await screen.findByText(/Hovädzie pho/)
    await fill({
      Meno: 'Lan',
      Priezvisko: 'Nguyen',
      'Ulica a číslo': 'Obchodná 1',
      Mesto: 'Bratislava',
      'Kraj / región': 'Bratislavský kraj',
      PSČ: '81101',
      Krajina: 'Slovensko',
      Telefón: '0901234567',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Objednať s povinnosťou platby' }))
    const alert = await screen.findByRole('alert')
    expect(await within(alert).findByText('Tento zľavový kód je už vyčerpaný.')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Objednať bez kódu' })).toBeInTheDocument()
  })
})
