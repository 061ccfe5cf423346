import type { SavedAddress } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

// Issue 24 §3: a customer keeps their delivery addresses beside their orders.

const address = (overrides: Partial<SavedAddress>): SavedAddress => ({
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
const HOME = address({ _id: 'home', isDefault: true })
const WORK = address({ _id: 'work', street: 'Mlynské nivy 5', zipcode: '82109' })
const listed = (data: SavedAddress[]) => ({ success: true, message: 'Address saved', data })

function renderAccount(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'POST /api/order/userorders': () => ({ success: true, message: 'Your orders', data: [] }),
    'GET /api/user/addresses': () => listed([HOME, WORK]),
    ...routes,
  })
  renderWithProviders(<MyOrdersPage />, { route: '/myorders', token: 'token-1' })
  return calls
}

describe('My addresses', () => {
  it('lists the addresses with the default marked, and makes another the default', async () => {
    const calls = renderAccount({
      'POST /api/user/addresses/work/default': () =>
        listed([
          { ...WORK, isDefault: true },
          { ...HOME, isDefault: false },
        ]),
    })
    const list = await screen.findByRole('list', { name: 'Your saved addresses' })
    const [home, work] = within(list).getAllByRole('listitem')
    expect(home).toHaveTextContent('Obchodná 1, 81106 Bratislava, Lan Nguyen Default')
    expect(within(home!).queryByRole('button', { name: /the default/ })).toBeNull()

    await userEvent.click(
      within(work!).getByRole('button', {
        name: 'Make Mlynské nivy 5, 82109 Bratislava, Lan Nguyen the default',
      }),
    )
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Mlynské nivy 5, 82109 Bratislava, Lan Nguyen Default',
      ),
    )
    expect(calls.some((call) => call.url === '/api/user/addresses/work/default')).toBe(true)
  })

  it('removes an address', async () => {
    const calls = renderAccount({ 'DELETE /api/user/addresses/work': () => listed([HOME]) })
    const list = await screen.findByRole('list', { name: 'Your saved addresses' })
    await userEvent.click(within(list).getByRole('button', { name: /^Remove Mlynské nivy 5/ }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  })

  it('adds an address, asking first for what is missing', async () => {
    const calls = renderAccount({
      'GET /api/user/addresses': () => listed([]),
      'POST /api/user/addresses': (body) => ({
        status: 201,
        body: listed([address({ _id: 'new', ...(body as object), isDefault: true })]),
      }),
    })
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }))
    const form = screen.getByRole('form', { name: 'New address' })
    await userEvent.type(within(form).getByLabelText('First name'), 'Lan')
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }))
    expect(within(form).getByLabelText('Last name')).toHaveAccessibleDescription(
      'Please fill in: Last name',
    )
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/addresses')).toBe(
      false,
    )

    for (const [label, value] of [
      ['Last name', 'Nguyen'],
      ['Street and number', 'Nová 7'],
      ['City', 'Bratislava'],
      ['State / region', 'BA'],
      ['Zip code', '81106'],
      ['Country', 'Slovakia'],
      ['Phone', '0901234567'],
    ] as const) {
      await userEvent.type(within(form).getByLabelText(label), value)
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }))
    const list = await screen.findByRole('list', { name: 'Your saved addresses' })
    expect(list).toHaveTextContent('Nová 7, 81106 Bratislava, Lan Nguyen Default')
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull()
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/user/addresses')
    expect(sent!.body).toEqual({
      firstName: 'Lan',
      lastName: 'Nguyen',
      street: 'Nová 7',
      city: 'Bratislava',
      state: 'BA',
      zipcode: '81106',
      country: 'Slovakia',
      phone: '0901234567',
    })
  })

  it('says why a save was refused, in the reader’s words', async () => {
    renderAccount({
      'PUT /api/user/addresses/home': () => ({
        status: 404,
        body: { success: false, code: 'SAVED_ADDRESS_NOT_FOUND', message: 'Address not found' },
      }),
    })
    const list = await screen.findByRole('list', { name: 'Your saved addresses' })
    await userEvent.click(within(list).getByRole('button', { name: /^Edit Obchodná 1/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    // The addresses' own alert: the page's data section below has one of its own.
    const addresses = screen.getByRole('region', { name: 'My addresses' })
    expect(await within(addresses).findByRole('alert')).toHaveTextContent(
      'This address is no longer in your account.',
    )
  })
})
