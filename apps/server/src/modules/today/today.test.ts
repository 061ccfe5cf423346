import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

let t: TestApp
let admin: string
let customer: string

const CREATED_AT = '2026-01-01T00:00:00.000Z'

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [
    { _id: 'today-dish', sku: 'TD-1' }, // Phở bò, €12.50
    { _id: 'tea', sku: 'DR-1', name: 'Trà đá', category: 'Drinks', priceCents: 200 },
  ])
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
})
afterEach(() => t.clock.set(TEST_NOW))
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

describe('who may see the day at a glance', () => {
  it('GET /api/admin/today: 401 without a token', async () => {
    const response = await send('GET', '/api/admin/today', undefined, '')

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in as the restaurant admin.',
      code: 'ADMIN_LOGIN_REQUIRED',
    })
  })

  it('GET /api/admin/today: 403 for a customer', async () => {
    const response = await send('GET', '/api/admin/today', undefined, customer)

    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      success: false,
      message: 'Only the restaurant admin can do this.',
      code: 'ADMIN_ONLY',
    })
  })
})

describe('GET /api/admin/today', () => {
  const DAY = '2026-03-05' // a Thursday; Bratislava is UTC+1 then

  async function placeAt(at: string, items = [{ _id: 'today-dish', quantity: 1 }], amount = 14.5) {
    t.clock.set(at)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ items, amount }),
    })
    expect(response.statusCode).toBe(201)
    return response.json<{ orderId: string }>().orderId
  }

  const move = (id: string, status: string, reason?: string) =>
    send('POST', `/api/admin/orders/${id}/status`, { status, reason })
  const pay = (id: string) => send('POST', `/api/admin/orders/${id}/payment`, { paid: true })

  beforeAll(async () => {
    await placeAt('2026-03-04T22:30:00.000Z') // 23:30 on the 4th in Bratislava: the day before
    const pending = await placeAt('2026-03-04T23:10:00.000Z') // 00:10 on the 5th
    const preparing = await placeAt(
      '2026-03-05T11:00:00.000Z',
      [{ _id: 'today-dish', quantity: 2 }],
      27,
    )
    const delivered = await placeAt('2026-03-05T18:00:00.000Z', [{ _id: 'tea', quantity: 3 }], 8)
    const cancelled = await placeAt('2026-03-05T19:00:00.000Z')
    await placeAt('2026-03-05T23:05:00.000Z') // 00:05 on the 6th
    t.clock.set('2026-03-05T20:00:00.000Z')
    expect(pending).toBeTruthy()
    expect((await move(preparing, 'Preparing')).statusCode).toBe(200)
    expect((await pay(preparing)).statusCode).toBe(200)
    for (const status of ['Preparing', 'Out for delivery', 'Delivered']) {
      expect((await move(delivered, status)).statusCode).toBe(200)
    }
    expect((await move(cancelled, 'Cancelled', 'The guest called')).statusCode).toBe(200)
    expect((await pay(cancelled)).statusCode).toBe(200)

    const booking = (id: string, date: string, people: number, status: string) => ({
      id,
      customer_name: 'Lan Nguyen',
      phone: '0901234567',
      email: 'lan@example.com',
      reservation_date: date,
      reservation_time: '19:00',
      number_of_people: people,
      note: null,
      status,
      message_id: null,
      created_at: CREATED_AT,
      updated_at: null,
      handled_by: null,
      language: 'en' as const,
    })
    await t.db
      .insertInto('reservations')
      .values([
        booking('b-1', DAY, 4, 'pending'),
        booking('b-2', DAY, 2, 'confirmed'),
        booking('b-3', DAY, 6, 'cancelled'),
        booking('b-4', '2026-03-06', 8, 'pending'),
      ])
      .execute()
    const message = (id: string, handled: boolean) => ({
      id,
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'general',
      message: 'Do you deliver to Petržalka?',
      created_at: CREATED_AT,
      handled_at: handled ? CREATED_AT : null,
      handled_by: handled ? 'Admin' : null,
      language: 'en' as const,
    })
    await t.db
      .insertInto('contact_messages')
      .values([message('m-1', false), message('m-2', false), message('m-3', true)])
      .execute()
  })

  const expected = {
    day: DAY,
    orders: {
      count: 4,
      byStatus: {
        Pending: 1,
        Preparing: 1,
        'Out for delivery': 0,
        Delivered: 1,
        Cancelled: 1,
      },
      // Issue 11 §1: all three orders that count are deliveries (SPEC's body names none).
      byFulfilment: { delivery: 3, pickup: 0, 'dine-in': 0 },
    },
    // 14.50 pending + 27 preparing (paid) + 8 delivered; the cancelled 14.50 counts for nothing.
    revenue: 49.5,
    paidRevenue: 27,
    bookings: { count: 2, covers: 6, pending: 1 },
    messages: { unhandled: 2 },
  }

  it('sums up the day asked for, in the restaurant’s zone', async () => {
    const response = await send('GET', `/api/admin/today?day=${DAY}`)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true })
    expect(response.json().data).toEqual(expected)
  })

  it('takes today in the restaurant’s zone without a day', async () => {
    // 23:30 in UTC on the 4th is already the 5th in Bratislava.
    t.clock.set('2026-03-04T23:30:00.000Z')

    const response = await send('GET', '/api/admin/today')

    expect(response.json().data).toEqual(expected)
  })

  it('answers zeros for a quiet day, still counting all unhandled messages', async () => {
    const response = await send('GET', '/api/admin/today?day=2026-02-01')

    expect(response.json().data).toEqual({
      day: '2026-02-01',
      orders: {
        count: 0,
        byStatus: { Pending: 0, Preparing: 0, 'Out for delivery': 0, Delivered: 0, Cancelled: 0 },
        byFulfilment: { delivery: 0, pickup: 0, 'dine-in': 0 },
      },
      revenue: 0,
      paidRevenue: 0,
      bookings: { count: 0, covers: 0, pending: 0 },
      messages: { unhandled: 2 },
    })
  })

  it('refuses a day that is not a date (400)', async () => {
    const response = await send('GET', '/api/admin/today?day=2026-02-30')

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: 'Please enter a valid date' })
  })
})

// Issue 22 §1: the day's orders by way of paying, and payments of another amount to check.
describe('GET /api/admin/today: ways of paying', () => {
  const DAY = '2026-03-12'

  async function placePaidBy(
    at: string,
    method: 'cash' | 'card' | 'online',
    state: 'none' | 'paid' | 'mismatch' | 'awaiting',
  ) {
    t.clock.set(at)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ items: [{ _id: 'today-dish', quantity: 1 }], amount: 14.5 }),
    })
    expect(response.statusCode).toBe(201)
    const id = response.json<{ orderId: string }>().orderId
    await t.db
      .updateTable('orders')
      .set({ payment_method: method, payment_state: state })
      .where('id', '=', id)
      .execute()
  }

  beforeAll(async () => {
    await placePaidBy('2026-03-12T10:00:00.000Z', 'cash', 'none')
    await placePaidBy('2026-03-12T10:10:00.000Z', 'card', 'none')
    await placePaidBy('2026-03-12T10:20:00.000Z', 'online', 'paid')
    await placePaidBy('2026-03-12T10:30:00.000Z', 'online', 'mismatch')
    // Not paid yet: not the restaurant's order, counted nowhere.
    await placePaidBy('2026-03-12T10:40:00.000Z', 'online', 'awaiting')
  })

  it('counts the orders by way of paying and flags a payment of another amount', async () => {
    const response = await send('GET', `/api/admin/today?day=${DAY}`)

    expect(response.statusCode).toBe(200)
    expect(response.json().data.orders).toMatchObject({
      count: 4,
      byPayment: { cash: 1, card: 1, online: 2 },
      paymentMismatches: 1,
    })
  })
})

// Issue 23 §1: an order counts on the day it is due, so a pickup for tomorrow ordered today is
// in tomorrow's revenue; one as soon as possible is due the day it is placed.
describe('GET /api/admin/today: by the day orders are due', () => {
  const MONDAY = '2026-03-09'
  const TUESDAY = '2026-03-10'
  const WEDNESDAY = '2026-03-11'

  async function placeDue(at: string, dueAt: string | null, pickup = false) {
    t.clock.set(at)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: {
        ...makeOrderBody({
          items: [{ _id: 'today-dish', quantity: 1 }],
          amount: pickup ? 12.5 : 14.5,
        }),
        ...(pickup ? { fulfilment: 'pickup' } : {}),
        ...(dueAt ? { dueAt } : {}),
      },
    })
    expect(response.statusCode, response.body).toBe(201)
  }

  beforeAll(async () => {
    const ordering = await send('PUT', '/api/admin/ordering', {
      pickup: true,
      laterOrders: true,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    })
    expect(ordering.statusCode).toBe(200)
    // Tuesday 11:00 in Bratislava: one now, one pickup for Wednesday 12:30.
    await placeDue('2026-03-10T10:00:00.000Z', null)
    await placeDue('2026-03-10T10:05:00.000Z', '2026-03-11T11:30:00.000Z', true)
    // Monday: a delivery for Tuesday at 00:15 in Bratislava (23:15 on Monday in UTC).
    await placeDue('2026-03-09T18:00:00.000Z', '2026-03-09T23:15:00.000Z')
  })

  it('counts each order on the day it is due, in the restaurant’s zone', async () => {
    const day = async (date: string) =>
      (await send('GET', `/api/admin/today?day=${date}`)).json().data
    const [monday, tuesday, wednesday] = await Promise.all([MONDAY, TUESDAY, WEDNESDAY].map(day))

    expect(monday.orders.count).toBe(0)
    expect(monday.revenue).toBe(0)
    expect(tuesday.orders).toMatchObject({ count: 2, byFulfilment: { delivery: 2, pickup: 0 } })
    expect(tuesday.revenue).toBe(29)
    expect(wednesday.orders).toMatchObject({ count: 1, byFulfilment: { delivery: 0, pickup: 1 } })
    expect(wednesday.revenue).toBe(12.5)
  })
})
