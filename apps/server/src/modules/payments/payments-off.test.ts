import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

/** With no STRIPE_* set, the shop takes orders as it always did, and offers no online payment. */

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  admin = await loginAdmin(t.app)
})
afterAll(() => t.close())

const place = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/order/place', payload: makeOrderBody(body) })

const saveMethods = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/payments', headers: { token: admin }, payload })

describe('without a payment provider', () => {
  it('offers cash only, as before', async () => {
    const res = await t.app.inject('/api/config')
    expect(res.json().data.payments).toEqual({ methods: ['cash'] })
    const settings = await t.app.inject({ url: '/api/admin/payments', headers: { token: admin } })
    expect(settings.json().data).toEqual({
      cash: true,
      card: false,
      online: false,
      providerConfigured: false,
      provider: null,
    })
  })

  it('takes an order as it always did: paid at the door, on the board at once', async () => {
    const res = await place({})
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ paymentMethod: 'cash', paymentState: 'none' })
    expect(res.json().paymentUrl).toBeUndefined()
    const board = await t.app.inject({ url: '/api/admin/orders', headers: { token: admin } })
    expect(board.json().data.map((order: { _id: string }) => order._id)).toContain(
      res.json().orderId,
    )
  })

  it('does not offer online even when switched on, and refuses an order that asks for it', async () => {
    expect((await saveMethods({ cash: true, card: true, online: true })).statusCode).toBe(200)
    expect((await t.app.inject('/api/config')).json().data.payments.methods).toEqual([
      'cash',
      'card',
    ])
    const online = await place({ paymentMethod: 'online' })
    expect(online.statusCode).toBe(409)
    expect(online.json()).toMatchObject({
      success: false,
      code: 'PAYMENT_METHOD_NOT_OFFERED',
      paymentMethods: ['cash', 'card'],
    })
    const card = await place({ paymentMethod: 'card' })
    expect(card.statusCode).toBe(201)
    expect(card.json()).toMatchObject({ paymentMethod: 'card', paymentState: 'none' })
  })

  it('refuses a method switched off, and a setting with every method off', async () => {
    expect((await saveMethods({ cash: true, card: false, online: false })).statusCode).toBe(200)
    expect((await place({ paymentMethod: 'card' })).json().code).toBe('PAYMENT_METHOD_NOT_OFFERED')
    const none = await saveMethods({ cash: false, card: false, online: false })
    expect(none.statusCode).toBe(400)
    expect(none.json().code).toBe('PAYMENT_METHODS_EMPTY')
  })

  it('answers the webhook 404 and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: { id: 'evt_1', type: 'checkout.session.completed' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('PAYMENTS_NOT_CONFIGURED')
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([])
  })
})
