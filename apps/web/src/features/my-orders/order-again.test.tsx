import type { OrderSummary } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { heldAnswer, mockApi } from '../../test/mock-api'
import { foodList, sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

// Issue 24 §3: "Order again" puts a past order's lines back in the cart as they were chosen,
// telling first what changed since; nothing is placed.

const names = (name: string) => ({ name, nameVI: '', nameEN: '', nameSK: '' })
const large = {
  group: 'Size',
  groupVI: '',
  groupEN: '',
  groupSK: '',
  code: 'l',
  label: 'Large',
  labelVI: '',
  labelEN: '',
  labelSK: '',
}

const pastOrder = (items: OrderSummary['items']): OrderSummary => ({
  _id: 'o1',
  trackingCode: 'AB123456',
  items,
  subtotal: 40,
  deliveryFee: 2,
  amount: 42,
  status: 'Delivered',
  payment: true,
  paymentMethod: 'cash',
  paymentState: 'none',
  createdAt: '2026-11-22T14:05:00',
  date: '2026-11-22T14:05:00',
  fulfilment: 'delivery',
  dueAt: null,
})

const phoLine = { _id: 'pho', ...names('Phở bò'), price: 12.5, quantity: 2, choices: [] }
const bunLarge = {
  _id: 'bun',
  ...names('Bún chả'),
  price: 14,
  quantity: 1,
  selectedOptions: { Size: 'l' },
  choices: [large],
}

function renderOrders(
  menu: ReturnType<typeof wireFood>[],
  items: OrderSummary['items'],
  menuAnswer: Parameters<typeof mockApi>[0][string] = foodList(menu),
) {
  const calls = mockApi({
    'GET /api/food/list': menuAnswer,
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'POST /api/cart/add': () => ({ success: true, message: 'Added To Cart' }),
    'POST /api/order/userorders': () => ({
      success: true,
      message: 'Your orders',
      data: [pastOrder(items)],
    }),
  })
  renderWithProviders(<MyOrdersPage />, { route: '/myorders', token: 'token-1' })
  return calls
}

const added = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url === '/api/cart/add').map((call) => call.body)

describe('Order again', () => {
  it('puts the lines back as chosen at once when nothing changed, and places nothing', async () => {
    const calls = renderOrders(
      [wireFood(), wireFood({ _id: 'bun', name: 'Bún chả', options: [sizeOption] })],
      [phoLine, bunLarge],
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Order again AB123456' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(added(calls)).toEqual([
        { itemId: 'pho' },
        { itemId: 'pho' },
        { itemId: 'bun_{"Size":"l"}' },
      ]),
    )
    expect(calls.some((call) => call.url === '/api/order/place')).toBe(false)
  })

  it('tells what changed first: a new price kept, a sold-out choice and a dish gone left out', async () => {
    const group = sizeOption
    const largeSoldOut = {
      ...group,
      choices: group.choices.map((choice) =>
        choice.code === 'l' ? { ...choice, soldOutUntil: '2999-01-01T00:00:00.000Z' } : choice,
      ),
    }
    const calls = renderOrders(
      [wireFood({ price: 13 }), wireFood({ _id: 'bun', name: 'Bún chả', options: [largeSoldOut] })],
      [
        phoLine,
        bunLarge,
        { _id: 'tea', ...names('Trà sen'), price: 3.5, quantity: 1, choices: [] },
      ],
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Order again AB123456' }))

    const dialog = await screen.findByRole('dialog', { name: 'Since you ordered' })
    const changes = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(changes).toEqual([
      'Phở bò: now €13 (was €12.50)',
      'Bún chả: Large is sold out today: left out',
      'Trà sen is no longer on the menu: left out',
    ])
    // Nothing is in the cart until the guest says so.
    expect(added(calls)).toEqual([])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Put the rest in my cart' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(added(calls)).toEqual([{ itemId: 'pho' }, { itemId: 'pho' }]))
  })

  it('pressed before the menu has come, waits for it and then tells what changed', async () => {
    const menu = [wireFood({ price: 13 })]
    const held = heldAnswer(foodList(menu))
    const calls = renderOrders(menu, [phoLine], held.handler)
    const again = await screen.findByRole('button', { name: 'Order again AB123456' })
    await userEvent.click(again)
    await userEvent.click(again)
    expect(await screen.findByText('The menu is loading…')).toBeInTheDocument()

    held.release()
    const dialog = await screen.findByRole('dialog', { name: 'Since you ordered' })
    // Once, for both presses; and the menu asked for once.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phở bò: now €13 (was €12.50)'])
    expect(screen.queryByText('The menu is loading…')).toBeNull()
    expect(calls.filter((call) => call.url.startsWith('/api/food/list'))).toHaveLength(1)
  })

  it('pressed twice while the menu comes, puts the lines in once', async () => {
    const menu = [wireFood()]
    const held = heldAnswer(foodList(menu))
    const calls = renderOrders(menu, [phoLine], held.handler)
    const again = await screen.findByRole('button', { name: 'Order again AB123456' })
    await userEvent.click(again)
    await userEvent.click(again)
    held.release()
    await waitFor(() => expect(added(calls)).toEqual([{ itemId: 'pho' }, { itemId: 'pho' }]))
    await waitFor(() => expect(screen.queryByText('The menu is loading…')).toBeNull())
    expect(added(calls)).toHaveLength(2)
  })

  it('says so when the menu it waited for cannot be had, and puts nothing in the cart', async () => {
    const held = heldAnswer(() => ({ status: 500, body: { success: false, message: 'Down' } }))
    const calls = renderOrders([wireFood()], [phoLine], held.handler)
    await userEvent.click(await screen.findByRole('button', { name: 'Order again AB123456' }))
    expect(await screen.findByText('The menu is loading…')).toBeInTheDocument()
    held.release()
    expect(
      await screen.findByText(
        'The menu could not be loaded. Please check your connection and try again.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(added(calls)).toEqual([])
  })

  it('puts nothing in the cart when the guest cancels, or when nothing can be ordered', async () => {
    const calls = renderOrders([wireFood({ status: 'inactive' })], [phoLine])
    await userEvent.click(await screen.findByRole('button', { name: 'Order again AB123456' }))

    const dialog = await screen.findByRole('dialog', { name: 'Since you ordered' })
    expect(dialog).toHaveTextContent('Phở bò is not available right now: left out')
    expect(dialog).toHaveTextContent('Nothing from this order can be ordered now.')
    expect(within(dialog).queryByRole('button', { name: 'Put the rest in my cart' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(added(calls)).toEqual([])
  })
})
