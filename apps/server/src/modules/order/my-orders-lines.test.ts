import { makeAddress, makeOptionGroup, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// Issue 19 §2.1 and §2.2: My orders shows the guest's note and every line of the total.
const NOTE = 'Severe peanut allergy. 3rd floor, ring twice.'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{}])
})

afterAll(async () => {
  await t.close()
})

async function place(phone: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ address: makeAddress({ phone }), notes: NOTE }),
    headers,
  })
  expect(res.statusCode).toBe(201)
}

describe('My orders', () => {
  it("a customer's own list has the note, the dishes and the delivery fee", async () => {
    const token = await registerCustomer(t.app)
    await place('0901111222', { token })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { token },
    })
    expect(res.json().data).toEqual([
      expect.objectContaining({ notes: NOTE, subtotal: 12.5, deliveryFee: 2, amount: 14.5 }),
    ])
  })

  it("a customer's own lines carry the dish, its price and the choices, for Order again", async () => {
    await insertTestFoods(t.db, [
      { _id: 'food-sized', sku: 'SIZED-1', options: [makeOptionGroup()] },
    ])
    const token = await registerCustomer(t.app)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token },
      payload: makeOrderBody({
        items: [
          { _id: 'food-1', quantity: 2 },
          { _id: 'food-sized', quantity: 1, selectedOptions: { Size: 'l' } },
        ],
        amount: 12.5 * 2 + 14 + 2,
      }),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { token },
    })
    expect(res.json().data[0].items).toEqual([
      expect.objectContaining({ _id: 'food-1', price: 12.5, quantity: 2 }),
      expect.objectContaining({
        _id: 'food-sized',
        price: 14,
        quantity: 1,
        selectedOptions: { Size: 'l' },
      }),
    ])
    expect(res.json().data[0].items[0]).not.toHaveProperty('selectedOptions')
  })

  it('a phone alone finds the lines of the total but never the note', async () => {
    await place('0902222333')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone: '0902222333' },
    })
    const [order] = res.json().data
    expect(order).toMatchObject({ subtotal: 12.5, deliveryFee: 2, amount: 14.5 })
    // A doorbell or a floor is not for whoever guesses a phone number.
    expect(order).not.toHaveProperty('notes')
    // Nor the dishes' ids: Order again is for the customer's own list (issue 24 §3).
    expect(order.items[0]).toEqual({
      name: expect.any(String),
      nameVI: expect.any(String),
      nameEN: expect.any(String),
      nameSK: expect.any(String),
      quantity: 1,
    })
  })
})
