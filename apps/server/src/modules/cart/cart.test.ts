import { MAX_CART_LINES } from '@quan/domain'
import { makeOptionGroup } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCustomer, userIdOf } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'
import { up as canonicalCartKeys } from '../../db/migrations/2026-11-23-0006-canonical-cart-keys'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [
    { _id: 'food-1' },
    { _id: 'food-2', sku: 'PHO-002', options: [makeOptionGroup()] },
    { _id: 'food-3', sku: 'CHE-003', name: 'Chè', status: 'inactive' },
    { _id: 'food-4', sku: 'OLD-004', name: 'Old soup', status: 'archived' },
    {
      _id: 'food-5',
      sku: 'BUN-005',
      name: 'Bún',
      options: [
        makeOptionGroup(),
        makeOptionGroup({
          name: 'Broth',
          pricingMode: 'add',
          defaultChoiceCode: 'clear',
          choices: [
            { code: 'clear', label: 'Clear', priceCents: 0 },
            { code: 'spicy', label: 'Spicy', priceCents: 50 },
          ],
        }),
      ],
    },
    ...Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      _id: `many-${i}`,
      sku: `MANY-${i}`,
      name: `Dish ${i}`,
    })),
  ])
})

afterAll(async () => {
  await t.close()
})

const call = (path: 'add' | 'remove' | 'get', token: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/${path}`,
    payload,
    headers: token ? { token } : {},
  })

const add = (token: string, itemId: string) => call('add', token, { itemId })
const remove = (token: string, itemId: string) => call('remove', token, { itemId })

async function cartOf(token: string): Promise<Record<string, number>> {
  const response = await call('get', token)
  expect(response.statusCode).toBe(200)
  return response.json().cartData
}

const SIZE_L = 'food-2_{"Size":"l"}'

describe('the server cart', () => {
  it.each([
    ['food-3', 'Chè is not available right now. Please remove it from your cart.'],
    ['food-4', 'Old soup is no longer on the menu. Please remove it from your cart.'],
  ])('refuses to add %s, which cannot be ordered (409)', async (id, message) => {
    const token = await registerCustomer(t.app)
    const response = await add(token, id)

    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(message)
    expect(await cartOf(token)).toEqual({})
  })

  it.each(['add', 'remove', 'get'] as const)('needs a token for %s (401)', async (path) => {
    const response = await call(path, undefined, { itemId: 'food-1' })

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in to continue.',
      code: 'LOGIN_REQUIRED',
    })
  })

  it('starts empty', async () => {
    const token = await registerCustomer(t.app)

    const response = await call('get', token)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, cartData: {} })
  })

  it('counts a dish added twice as 2', async () => {
    const token = await registerCustomer(t.app)

    const first = await add(token, 'food-1')
    const second = await add(token, 'food-1')

    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ success: true, message: 'Added to cart' })
    expect(second.statusCode).toBe(200)
    expect(await cartOf(token)).toEqual({ 'food-1': 2 })
  })

  it('keeps a dish with chosen options as its own line under the options key', async () => {
    const token = await registerCustomer(t.app)

    await add(token, SIZE_L)
    await add(token, 'food-2_{"Size":"s"}')
    await add(token, SIZE_L)

    expect(await cartOf(token)).toEqual({ [SIZE_L]: 2, 'food-2_{"Size":"s"}': 1 })
  })

  it('answers 404 for a dish that does not exist', async () => {
    const token = await registerCustomer(t.app)

    for (const itemId of ['no-such-dish', 'no-such-dish_{"Size":"l"}']) {
      const response = await add(token, itemId)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        success: false,
        message: 'Dish not found',
        code: 'DISH_NOT_FOUND',
      })
    }
    expect(await cartOf(token)).toEqual({})
  })

  it.each([
    ['an unknown option', 'food-2_{"Colour":"red"}', 'Unknown option "Colour" for this dish'],
    ['an unknown choice', 'food-2_{"Size":"xl"}', 'Unknown choice "xl" for option "Size"'],
    ['options on a dish without any', 'food-1_{"Size":"l"}', 'Unknown option "Size" for this dish'],
    ['malformed options JSON', 'food-2_{"Size":', 'This cart item is not valid'],
    ['options that are not a map of codes', 'food-2_{"Size":1}', 'This cart item is not valid'],
  ])('refuses %s in the key with 400', async (_case, itemId, message) => {
    const token = await registerCustomer(t.app)

    const response = await add(token, itemId)

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await cartOf(token)).toEqual({})
  })

  it('asks for the item id', async () => {
    const token = await registerCustomer(t.app)

    const response = await call('add', token, {})

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Item id is required' })
  })

  it('takes one off on remove and drops the line at 0', async () => {
    const token = await registerCustomer(t.app)
    await add(token, 'food-1')
    await add(token, 'food-1')
    await add(token, SIZE_L)

    const first = await remove(token, 'food-1')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ success: true, message: 'Removed from cart' })
    expect(await cartOf(token)).toEqual({ 'food-1': 1, [SIZE_L]: 1 })

    await remove(token, 'food-1')
    expect(await cartOf(token)).toEqual({ [SIZE_L]: 1 })
    const stored = await t.db
      .selectFrom('cart_lines')
      .select('cart_key')
      .where('user_id', '=', await userIdOf(t.app, token))
      .execute()
    expect(stored.map((line) => line.cart_key)).toEqual([SIZE_L])
  })

  it('does nothing when removing a known dish that is not in the cart', async () => {
    const token = await registerCustomer(t.app)
    await add(token, SIZE_L)

    const response = await remove(token, 'food-1')

    expect(response.statusCode).toBe(200)
    expect(await cartOf(token)).toEqual({ [SIZE_L]: 1 })
  })

  it('answers 404 when removing a dish that does not exist', async () => {
    const token = await registerCustomer(t.app)

    const response = await remove(token, 'no-such-dish')

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Dish not found',
      code: 'DISH_NOT_FOUND',
    })
  })

  it('refuses a 100th portion of one line with 409', async () => {
    const token = await registerCustomer(t.app)
    await t.db
      .insertInto('cart_lines')
      .values({ user_id: await userIdOf(t.app, token), cart_key: 'food-1', quantity: 98 })
      .execute()

    const ninetyNinth = await add(token, 'food-1')
    const hundredth = await add(token, 'food-1')

    expect(ninetyNinth.statusCode).toBe(200)
    expect(hundredth.statusCode).toBe(409)
    expect(hundredth.json()).toEqual({
      success: false,
      message: 'You can order at most 99 of one dish',
      code: 'LINE_QUANTITY_LIMIT',
    })
    expect(await cartOf(token)).toEqual({ 'food-1': 99 })
  })

  it('keeps one cart per customer', async () => {
    const lan = await registerCustomer(t.app)
    const minh = await registerCustomer(t.app)

    await add(lan, 'food-1')
    await add(minh, SIZE_L)

    expect(await cartOf(lan)).toEqual({ 'food-1': 1 })
    expect(await cartOf(minh)).toEqual({ [SIZE_L]: 1 })
    expect(await cartOf(await registerCustomer(t.app))).toEqual({})
  })

  it('keeps one line for the spellings of one dish key', async () => {
    const token = await registerCustomer(t.app)

    for (const itemId of ['food-1', 'food-1_{}', 'food-1_{ }', 'food-1_{  }']) {
      expect((await add(token, itemId)).statusCode).toBe(200)
    }

    expect(await cartOf(token)).toEqual({ 'food-1': 4 })
  })

  it('keeps one line for the spellings of one choice of options, as the web app writes it', async () => {
    const token = await registerCustomer(t.app)
    const web = 'food-5_{"Size":"l","Broth":"spicy"}'

    for (const itemId of [
      web,
      'food-5_{"Broth":"spicy","Size":"l"}',
      'food-5_{ "Size" : "l", "Broth" : "spicy" }',
      'food-5_{"Broth":"spicy","Size":"l"}',
    ]) {
      expect((await add(token, itemId)).statusCode).toBe(200)
    }
    // A key without options, or with only some, means the defaults the detail opens at.
    for (const itemId of ['food-5', 'food-5_{}', 'food-5_{"Size":"m"}']) {
      expect((await add(token, itemId)).statusCode).toBe(200)
    }

    expect(await cartOf(token)).toEqual({ [web]: 4, 'food-5_{"Size":"m","Broth":"clear"}': 3 })
  })

  it('takes one off whichever spelling the remove uses', async () => {
    const token = await registerCustomer(t.app)
    await add(token, 'food-1')
    await add(token, 'food-5_{"Broth":"spicy","Size":"l"}')

    await remove(token, 'food-1_{ }')
    await remove(token, 'food-5_{ "Size":"l","Broth":"spicy" }')

    expect(await cartOf(token)).toEqual({})
  })

  it('holds the 99 cap of one dish across the spellings of its key', async () => {
    const token = await registerCustomer(t.app)
    await t.db
      .insertInto('cart_lines')
      .values({ user_id: await userIdOf(t.app, token), cart_key: 'food-1', quantity: 98 })
      .execute()

    const ninetyNinth = await add(token, 'food-1_{}')
    const spellings = await Promise.all(
      ['food-1', 'food-1_{}', 'food-1_{ }', 'food-1_{  }'].map((itemId) => add(token, itemId)),
    )

    expect(ninetyNinth.statusCode).toBe(200)
    expect(spellings.map((response) => response.statusCode)).toEqual([409, 409, 409, 409])
    expect(await cartOf(token)).toEqual({ 'food-1': 99 })
  })

  it(`refuses a ${MAX_CART_LINES + 1}st different line with 409, and still grows the lines held`, async () => {
    const token = await registerCustomer(t.app)
    for (let i = 0; i < MAX_CART_LINES; i++) {
      expect((await add(token, `many-${i}`)).statusCode).toBe(200)
    }

    const extra = await add(token, 'food-1')
    const more = await add(token, 'many-0')

    expect(extra.statusCode).toBe(409)
    expect(extra.json()).toEqual({
      success: false,
      message: `Your cart can hold at most ${MAX_CART_LINES} different items. Please remove some first.`,
      code: 'CART_FULL',
    })
    expect(more.statusCode).toBe(200)
    const cart = await cartOf(token)
    expect(Object.keys(cart)).toHaveLength(MAX_CART_LINES)
    expect(cart['many-0']).toBe(2)
    expect(cart['food-1']).toBeUndefined()
  })

  it(`keeps the ${MAX_CART_LINES} line cap when new lines arrive at once`, async () => {
    const token = await registerCustomer(t.app)
    for (let i = 0; i < MAX_CART_LINES - 2; i++) await add(token, `many-${i}`)

    const answers = await Promise.all(
      [MAX_CART_LINES - 2, MAX_CART_LINES - 1, 'food-1', 'food-2', 'food-5'].map((id) =>
        add(token, typeof id === 'number' ? `many-${id}` : id),
      ),
    )

    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(2)
    expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(3)
    expect(Object.keys(await cartOf(token))).toHaveLength(MAX_CART_LINES)
  })
})

describe('the server cart under concurrent calls', () => {
  it('counts 20 adds of one dish sent at once as 20', async () => {
    const token = await registerCustomer(t.app)

    const answers = await Promise.all(Array.from({ length: 20 }, () => add(token, SIZE_L)))

    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    expect(await cartOf(token)).toEqual({ [SIZE_L]: 20 })
  })

  it('stops 20 adds sent at once at the 99 cap', async () => {
    const token = await registerCustomer(t.app)
    await t.db
      .insertInto('cart_lines')
      .values({ user_id: await userIdOf(t.app, token), cart_key: 'food-1', quantity: 90 })
      .execute()

    const answers = await Promise.all(Array.from({ length: 20 }, () => add(token, 'food-1')))

    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(9)
    expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(11)
    expect(await cartOf(token)).toEqual({ 'food-1': 99 })
  })

  it('counts 20 removes sent at once as 20', async () => {
    const token = await registerCustomer(t.app)
    await t.db
      .insertInto('cart_lines')
      .values({ user_id: await userIdOf(t.app, token), cart_key: 'food-1', quantity: 25 })
      .execute()

    const answers = await Promise.all(Array.from({ length: 20 }, () => remove(token, 'food-1')))

    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    expect(await cartOf(token)).toEqual({ 'food-1': 5 })
  })
})

describe('the upgrade to canonical cart keys', () => {
  it('merges the lines stored under other spellings of one key, up to the 99 cap', async () => {
    const token = await registerCustomer(t.app)
    const other = await registerCustomer(t.app)
    const userId = await userIdOf(t.app, token)
    const stored = {
      'food-1': 2,
      'food-1_{}': 1,
      'food-1_{ }': 3,
      'food-5_{"Broth":"spicy","Size":"l"}': 2,
      'food-5_{ "Size":"l", "Broth":"spicy" }': 1,
      'food-5': 1,
      [SIZE_L]: 98,
      'food-2_{ "Size": "l" }': 5,
      // Left as they are: a deleted dish's line, and options the dish no longer has.
      'gone-dish': 1,
      'food-2_{"Size":"xl"}': 1,
    }
    await t.db
      .insertInto('cart_lines')
      .values([
        ...Object.entries(stored).map(([cart_key, quantity]) => ({
          user_id: userId,
          cart_key,
          quantity,
        })),
        { user_id: await userIdOf(t.app, other), cart_key: 'food-1_{ }', quantity: 1 },
      ])
      .execute()

    await canonicalCartKeys(t.db)

    const lines = await t.db
      .selectFrom('cart_lines')
      .select(['cart_key', 'quantity'])
      .where('user_id', '=', userId)
      .execute()
    expect(Object.fromEntries(lines.map((line) => [line.cart_key, line.quantity]))).toEqual({
      'food-1': 6,
      'food-5_{"Size":"l","Broth":"spicy"}': 3,
      'food-5_{"Size":"m","Broth":"clear"}': 1,
      [SIZE_L]: 99,
      'gone-dish': 1,
      'food-2_{"Size":"xl"}': 1,
    })
    expect(await cartOf(other)).toEqual({ 'food-1': 1 })
    await add(token, 'food-1_{ }')
    expect((await cartOf(token))['food-1']).toBe(7)
  })
})
