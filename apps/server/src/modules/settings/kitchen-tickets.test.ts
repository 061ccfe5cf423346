import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// Issue 23 §2: the kitchen tickets' settings, and the one order a ticket's print view loads.

let t: TestApp
let admin = ''
let customer = ''

const send = (method: 'GET' | 'PUT', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // Phở bò, €12.50
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
})
afterAll(() => t.close())

describe('GET and PUT /api/admin/kitchen-tickets', () => {
  it("are the admin's alone", async () => {
    expect((await send('GET', '/api/admin/kitchen-tickets', undefined, customer)).statusCode).toBe(
      403,
    )
    expect((await send('GET', '/api/admin/kitchen-tickets', undefined, '')).statusCode).toBe(401)
    const put = { language: 'vi', printOn: 'arrived' }
    expect((await send('PUT', '/api/admin/kitchen-tickets', put, customer)).statusCode).toBe(403)
  })

  it("follow the restaurant's default language until the owner picks one", async () => {
    const first = await send('GET', '/api/admin/kitchen-tickets')
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual({ language: 'en', printOn: 'accepted' })

    const identity = (await send('GET', '/api/admin/restaurant/identity')).json().data
    const changed = await send('PUT', '/api/admin/restaurant/identity', {
      ...identity,
      defaultLanguage: 'sk',
    })
    expect(changed.statusCode).toBe(200)
    expect((await send('GET', '/api/admin/kitchen-tickets')).json().data.language).toBe('sk')

    const saved = await send('PUT', '/api/admin/kitchen-tickets', {
      language: 'vi',
      printOn: 'arrived',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({ language: 'vi', printOn: 'arrived' })
    // Picked, it stays whatever the restaurant's default becomes.
    await send('PUT', '/api/admin/restaurant/identity', { ...identity, defaultLanguage: 'en' })
    expect((await send('GET', '/api/admin/kitchen-tickets')).json().data).toEqual({
      language: 'vi',
      printOn: 'arrived',
    })
  })

  it('refuse a language or a moment they do not know, by code, and change nothing', async () => {
    await send('PUT', '/api/admin/kitchen-tickets', { language: 'en', printOn: 'accepted' })
    const language = await send('PUT', '/api/admin/kitchen-tickets', {
      language: 'de',
      printOn: 'accepted',
    })
    expect(language.statusCode).toBe(400)
    expect(language.json()).toMatchObject({ success: false, code: 'TICKET_LANGUAGE_INVALID' })
    const moment = await send('PUT', '/api/admin/kitchen-tickets', {
      language: 'sk',
      printOn: 'paid',
    })
    expect(moment.statusCode).toBe(400)
    expect(moment.json()).toMatchObject({ success: false, code: 'TICKET_PRINT_ON_INVALID' })
    const missing = await send('PUT', '/api/admin/kitchen-tickets', { language: 'sk' })
    expect(missing.statusCode).toBe(400)
    expect((await send('GET', '/api/admin/kitchen-tickets')).json().data).toEqual({
      language: 'en',
      printOn: 'accepted',
    })
  })
})

describe('GET /api/admin/orders/:id', () => {
  it('answers the one order whole, to the admin alone', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ notes: 'No coriander' }),
    })
    expect(placed.statusCode).toBe(201)
    const { orderId, trackingCode } = placed.json<{ orderId: string; trackingCode: string }>()

    const found = await send('GET', `/api/admin/orders/${orderId}`)
    expect(found.statusCode).toBe(200)
    expect(found.json().data).toMatchObject({
      _id: orderId,
      trackingCode,
      status: 'Pending',
      notes: 'No coriander',
      items: [{ _id: 'food-1', quantity: 1 }],
      events: [],
    })
    const board = (await send('GET', '/api/admin/orders')).json().data
    expect(found.json().data).toEqual(board.find((order: { _id: string }) => order._id === orderId))

    const missing = await send('GET', '/api/admin/orders/no-such-order')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' })
    expect(
      (await send('GET', `/api/admin/orders/${orderId}`, undefined, customer)).statusCode,
    ).toBe(403)
  })
})
