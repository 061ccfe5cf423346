import { makeOptionGroup, makeOrderBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// Issue 12 §3: the kitchen marks a dish, or one choice, sold out until the next opening day; the
// shop shows it, the server refuses it in orders, and it comes back by itself.

let t: TestApp
let admin: string
let customer: string
beforeAll(async () => {
  // Opening hours as SPEC has them, so 'the next opening day' means something.
  t = await buildTestApp({ env: { DELIVERY_HOURS: 'mon-sat 11:00-20:00; sun 11:00-17:00' } })
  await insertTestFoods(t.db, [
    { _id: 'food-1' }, // €12.50
    { _id: 'food-2', name: 'Bún bò', sku: 'BUN-1', options: [makeOptionGroup()] },
  ])
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
})
afterEach(() => t.clock.set(TEST_NOW))
afterAll(() => t.close())

// Monday 2 March 2026, 19:00 in Bratislava: open until 20:00.
const MONDAY_EVENING = '2026-03-02T18:00:00.000Z'

const mark = (id: string, body: object, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/foods/${id}/sold-out`,
    headers: { token },
    payload: body,
  })
const menu = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })).json().data as {
    _id: string
    soldOutUntil: string | null
    options: { choices: { code: string; soldOutUntil?: string }[] }[]
  }[]
const place = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/order/place', payload: body })
const storedOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('sold out today', () => {
  it('lasts until the next opening day, refuses orders and cart adds, and lapses by itself', async () => {
    t.clock.set(MONDAY_EVENING)
    await menu() // a cached menu, which the mark must empty
    const marked = await mark('food-1', { soldOut: true })
    expect(marked.statusCode).toBe(200)
    // Tuesday 11:00 in Bratislava.
    expect(marked.json().data.soldOutUntil).toBe('2026-03-03T10:00:00.000Z')
    expect((await menu()).find((food) => food._id === 'food-1')!.soldOutUntil).toBe(
      '2026-03-03T10:00:00.000Z',
    )

    const before = await storedOrders()
    const refused = await place(makeOrderBody())
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'DISH_SOLD_OUT',
      soldOutUntil: '2026-03-03T10:00:00.000Z',
    })
    expect(await storedOrders()).toBe(before)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token: customer },
      payload: { itemId: 'food-1' },
    })
    expect(added.statusCode).toBe(409)
    expect(added.json().code).toBe('DISH_SOLD_OUT')

    // Tuesday at opening: back, with nobody doing anything, the cached menu included.
    t.clock.set('2026-03-03T10:00:00.000Z')
    expect(await place(makeOrderBody())).toMatchObject({ statusCode: 201 })
  })

  it('marks one choice, keeps it through an edit of the dish, and takes it back', async () => {
    t.clock.set(MONDAY_EVENING)
    expect(
      (await mark('food-2', { soldOut: true, choice: { group: 'Size', code: 'l' } })).statusCode,
    ).toBe(200)
    const large = makeOrderBody({
      items: [{ _id: 'food-2', quantity: 1, selectedOptions: { Size: 'l' } }],
      amount: 16,
    })
    const refused = await place(large)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('CHOICE_SOLD_OUT')
    const medium = makeOrderBody({
      items: [{ _id: 'food-2', quantity: 1, selectedOptions: { Size: 'm' } }],
      amount: 14.5,
    })
    expect((await place(medium)).statusCode).toBe(201)

    const choices = (await menu()).find((food) => food._id === 'food-2')!.options[0]!.choices
    expect(choices.find((choice) => choice.code === 'l')!.soldOutUntil).toBe(
      '2026-03-03T10:00:00.000Z',
    )

    expect(
      (await mark('food-2', { soldOut: false, choice: { group: 'Size', code: 'l' } })).statusCode,
    ).toBe(200)
    expect((await place(large)).statusCode).toBe(201)
  })

  it('keeps a sold-out choice out of the server cart, the default one too (issue 19 §1.7)', async () => {
    t.clock.set(MONDAY_EVENING)
    const add = (itemId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { token: customer },
        payload: { itemId },
      })
    const cart = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token: customer } })
      ).json().cartData as Record<string, number>
    const before = await cart()

    expect(
      (await mark('food-2', { soldOut: true, choice: { group: 'Size', code: 'l' } })).statusCode,
    ).toBe(200)
    const large = await add('food-2_{"Size":"l"}')
    expect(large.statusCode).toBe(409)
    expect(large.json()).toMatchObject({
      success: false,
      code: 'CHOICE_SOLD_OUT',
      soldOutUntil: '2026-03-03T10:00:00.000Z',
    })
    expect((await add('food-2_{"Size":"s"}')).statusCode).toBe(200)

    // Medium is the dish's default: a key that names no size means it.
    expect(
      (await mark('food-2', { soldOut: true, choice: { group: 'Size', code: 'm' } })).statusCode,
    ).toBe(200)
    for (const key of ['food-2', 'food-2_{"Size":"m"}']) {
      const refused = await add(key)
      expect(refused.statusCode, key).toBe(409)
      expect(refused.json().code).toBe('CHOICE_SOLD_OUT')
    }
    expect(await cart()).toEqual({ ...before, 'food-2_{"Size":"s"}': 1 })

    // Tuesday at opening both are back.
    t.clock.set('2026-03-03T10:00:00.000Z')
    expect((await add('food-2')).statusCode).toBe(200)
    expect((await add('food-2_{"Size":"l"}')).statusCode).toBe(200)
  })

  it('takes no end from the client, names no unknown choice, and is the admin’s alone', async () => {
    const withEnd = await mark('food-1', { soldOut: true, until: '2099-01-01T00:00:00.000Z' })
    expect(withEnd.statusCode).toBe(400)
    const unknown = await mark('food-2', { soldOut: true, choice: { group: 'Size', code: 'xl' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().code).toBe('SOLD_OUT_TARGET_UNKNOWN')
    expect((await mark('no-such-dish', { soldOut: true })).statusCode).toBe(404)
    expect((await mark('food-1', { soldOut: true }, customer)).statusCode).toBe(403)
    expect((await mark('food-1', { soldOut: 'yes' })).json().code).toBe('SOLD_OUT_INVALID')
  })
})
