import type { SavedAddress } from '@quan/domain/answers'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, fill, renderCheckout, placeOrder } from '../../test/checkout-harness'
import type { mockApi } from '../../test/mock-api'
import { storeGuestCart } from '../../test/ordering-fixtures'
import { REMEMBERED_DETAILS_KEY } from './remembered-details'

// Issue 24 §3: a customer picks a saved address (the default first) or types a new one and may
// save it; a guest may let this device remember their details.

const placed = () => ({
  status: 201,
  body: {
    success: true,
    trackingCode: 'AB123456',
    message: 'Order placed successfully',
    orderId: 'o1',
    amount: 8,
  },
})

const saved = (overrides: Partial<SavedAddress>): SavedAddress => ({
  _id: 'a1',
  firstName: 'Lan',
  lastName: 'Nguyen',
  street: 'Obchodná 1',
  city: 'Bratislava',
  state: 'Bratislavský kraj',
  zipcode: '81106',
  country: 'Slovakia',
  phone: '0901234567',
  isDefault: false,
  ...overrides,
})

const HOME = saved({ _id: 'home', street: 'Obchodná 1', isDefault: true, email: 'lan@example.com' })
const WORK = saved({ _id: 'work', street: 'Mlynské nivy 5', zipcode: '82109', phone: '0907654321' })

const bodyOf = (calls: ReturnType<typeof mockApi>, url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url).map((call) => call.body)

function renderCustomer(addresses: SavedAddress[]) {
  return renderCheckout(
    {
      'GET /api/user/me': () => ({
        success: true,
        data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
      }),
      'POST /api/cart/get': () => ({ success: true, cartData: { tea: 2 } }),
      'GET /api/user/addresses': () => ({
        success: true,
        message: 'Your addresses',
        data: addresses,
      }),
      'POST /api/user/addresses': (body) => ({
        status: 201,
        body: {
          success: true,
          message: 'Address saved',
          data: [...addresses, saved({ _id: 'new', ...(body as object) })],
        },
      }),
      'POST /api/order/place': placed,
    },
    { token: 'token-1' },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a customer’s saved addresses at checkout', () => {
  it('preselects the default, fills the fields, and sends the one chosen', async () => {
    const { calls } = renderCustomer([WORK, HOME])
    const home = await screen.findByRole('radio', { name: /Obchodná 1, 81106 Bratislava.*default/ })
    expect(home).toBeChecked()
    expect(screen.getByLabelText('Street and number')).toHaveValue('Obchodná 1')
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('lan@example.com')

    await userEvent.click(screen.getByRole('radio', { name: /Mlynské nivy 5/ }))
    expect(screen.getByLabelText('Street and number')).toHaveValue('Mlynské nivy 5')
    expect(screen.getByLabelText('Phone')).toHaveValue('0907654321')
    // A saved address is saved already: nothing to tick.
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).toBeNull()

    await screen.findByText('Lotus tea')
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(bodyOf(calls, '/api/order/place')[0]).toMatchObject({
      address: { street: 'Mlynské nivy 5', zipcode: '82109', phone: '0907654321' },
    })
    expect(bodyOf(calls, '/api/user/addresses')).toEqual([])
  })

  it('types a new address and saves it to the account when asked', async () => {
    const { calls } = renderCustomer([HOME])
    await userEvent.click(await screen.findByRole('radio', { name: 'A new address' }))
    expect(screen.getByLabelText('Street and number')).toHaveValue('')
    const save = screen.getByRole('checkbox', { name: 'Save this address to my account' })
    expect(save).not.toBeChecked()
    await fill({ ...ADDRESS, 'Street and number': 'Nová 7' })
    await userEvent.click(save)
    await screen.findByText('Lotus tea')
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    await waitFor(() =>
      expect(bodyOf(calls, '/api/user/addresses')).toEqual([
        {
          firstName: 'Lan',
          lastName: 'Nguyen',
          street: 'Nová 7',
          city: 'Bratislava',
          state: 'Bratislavský kraj',
          zipcode: '81106',
          country: 'Slovakia',
          phone: '0901234567',
        },
      ]),
    )
  })

  it('offers only the new address, with its save box, to a customer with none saved', async () => {
    renderCustomer([])
    expect(
      await screen.findByRole('checkbox', { name: 'Save this address to my account' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'A new address' })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /Remember my details/ })).toBeNull()
  })
})

describe('a guest’s details remembered on this device', () => {
  it('is off by default, says where they are kept, and keeps them only when ticked', async () => {
    storeGuestCart({ tea: 1 })
    renderCheckout({ 'POST /api/order/place': placed })
    const remember = await screen.findByRole('checkbox', {
      name: 'Remember my details on this device',
    })
    expect(remember).not.toBeChecked()
    expect(remember).toHaveAccessibleDescription(/kept in this browser only/)
    await screen.findByText('Lotus tea')
    await fill()
    await userEvent.click(remember)
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(JSON.parse(localStorage.getItem(REMEMBERED_DETAILS_KEY)!)).toEqual({
      firstName: 'Lan',
      lastName: 'Nguyen',
      email: '',
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: 'Bratislavský kraj',
      zipcode: '81106',
      country: 'Slovakia',
      phone: '0901234567',
    })
  })

  it('keeps nothing when left unticked', async () => {
    storeGuestCart({ tea: 1 })
    renderCheckout({ 'POST /api/order/place': placed })
    await screen.findByText('Lotus tea')
    await fill()
    await placeOrder()
    await screen.findByRole('dialog', { name: 'Order placed!' })
    expect(localStorage.getItem(REMEMBERED_DETAILS_KEY)).toBeNull()
  })

  it('fills the form from what was kept, and forgets it when unticked', async () => {
    storeGuestCart({ tea: 1 })
    localStorage.setItem(
      REMEMBERED_DETAILS_KEY,
      JSON.stringify({
        ...Object.fromEntries(Object.keys(HOME).map((k) => [k, ''])),
        firstName: 'Lan',
        phone: '0901234567',
        street: 'Obchodná 1',
      }),
    )
    renderCheckout()
    const remember = await screen.findByRole('checkbox', {
      name: 'Remember my details on this device',
    })
    await waitFor(() => expect(remember).toBeChecked())
    expect(screen.getByLabelText('First name')).toHaveValue('Lan')
    expect(screen.getByLabelText('Street and number')).toHaveValue('Obchodná 1')
    expect(screen.getByLabelText('Phone')).toHaveValue('0901234567')

    await userEvent.click(remember)
    expect(remember).not.toBeChecked()
    expect(localStorage.getItem(REMEMBERED_DETAILS_KEY)).toBeNull()
  })
})
