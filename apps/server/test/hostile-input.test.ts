import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { insertTestFoods } from './seed'

// What the fuzz suite (fuzz.test.ts) found, each kept as a focused test.
let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await loginAdmin(t.app)
  await insertTestFoods(t.db, [
    { _id: 'food-1' },
    { _id: 'caviar', sku: 'CAV-1', priceCents: 999_999 },
  ])
})
afterAll(() => t.close())

describe('addresses the router refuses', () => {
  it('answers a path that is not valid UTF-8 with the shop’s 400 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/a%ED%A0%80' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is not valid: it holds an encoding that cannot be read',
      code: 'ADDRESS_INVALID',
    })
  })

  it('answers a path parameter over the length limit with the shop’s 414 body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${'a'.repeat(120)}/status`,
      headers: { token: admin },
      payload: { status: 'Preparing' },
    })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is too long',
      code: 'ADDRESS_TOO_LONG',
    })
  })
})

// Prices are kept in cents in 32-bit integer columns: PostgreSQL refused larger figures with an
// error, a 500, while SQLite stored them. Past a sane bound they are now refused up front.
describe('prices and totals too large to store', () => {
  const dish = {
    name: 'Gold leaf pho',
    nameVI: 'Phở vàng',
    nameEN: 'Gold leaf pho',
    nameSK: 'Zlaté pho',
    price: 1e15,
    sku: 'GOLD-1',
    category: 'Noodles',
    status: 'active',
    isPromotion: false,
  }
  const admin_ = () => ({ token: admin })

  it.each([
    ['a price', { price: 1e15 }, 'price'],
    ['a price just over the limit', { price: 10_000.01 }, 'price'],
    [
      'a promotion price',
      { price: 20, isPromotion: true, promotionPrice: -1e15 },
      'promotionPrice',
    ],
    [
      'a choice price',
      {
        price: 20,
        options: [
          {
            name: 'Size',
            pricingMode: 'add',
            defaultChoiceCode: 'small',
            choices: [{ code: 'small', label: 'Small', price: 5e12 }],
          },
        ],
      },
      'options.0.choices.0.price',
    ],
  ])('refuses a dish with %s too large to store (400)', async (_name, change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/foods',
      headers: admin_(),
      payload: { ...dish, ...change },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
    expect(Object.keys(res.json().errors)).toContain(field)
  })

  it('takes a dish at the highest price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/foods',
      headers: admin_(),
      payload: { ...dish, price: 10_000 },
    })
    expect(res.statusCode).toBe(201)
  })

  it('refuses a quick-edit price too large to store (400)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/food/edit/food-1',
      headers: admin_(),
      payload: { name: 'Phở', sku: 'PHO-1', category: 'Noodles', price: 3e7 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toHaveProperty('price')
  })

  it('refuses an order whose total is too large to store (400, not 500)', async () => {
    // 100 lines of 99 dishes at €9,999.99: about €99 million.
    const items = Array.from({ length: 100 }, () => ({ _id: 'caviar', quantity: 99 }))
    const place = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody({ items, amount }),
      })
    // A guest who saw the total (the 409 tells it) and places the order again.
    const first = await place(0)
    const res =
      first.statusCode === 409 ? await place(first.json<{ amount: number }>().amount) : first
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('too large'),
    })
  })
})

// Zod measured the length of a value that had failed its type check: a `length` that cannot
// become a number made parsing throw, a 500 (found by the domain's property test in CI).
describe('a value whose length is not a number', () => {
  const crafted = { length: [{ toString: 0 }] }

  it('is refused as a wrong field, not a failure on our side', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: crafted,
        email: 'lan@example.com',
        subject: 'general',
        message: 'Hello there, a question.',
      },
    })
    expect(contact.statusCode).toBe(400)
    expect(contact.json()).toMatchObject({ success: false, code: 'NAME_REQUIRED' })

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: { ...makeOrderBody(), items: crafted },
    })
    expect(order.statusCode).toBe(400)
    expect(order.json()).toMatchObject({ success: false, code: 'CART_EMPTY' })
  })
})
