import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

// Issue 11 §1 and the settings of §5 it needs: pickup on or off, orders for later, lead times
// and the slot cap, and what a pickup order is on the way through.

let t: TestApp
let admin = ''

/** This file's shop, on a fresh database, with one dish and the admin logged in. */
async function start({ postgres = false } = {}) {
  t = await buildTestApp({
    postgres,
    // Mails are written to the outbox with the order; no worker sends them here.
    env: {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_POLL_MS: '3600000',
      RESTAURANT_EMAIL: 'kitchen@quan.test',
    },
  })
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const SPEC_SETTINGS = {
  pickup: false,
  laterOrders: false,
  deliveryLeadMinutes: 45,
  pickupLeadMinutes: 20,
  slotCap: null,
}

const save = (payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/ordering', headers: { token }, payload })

/** A pickup order: name and phone, no street, city or postal code, and no delivery fee. */
const pickupBody = (overrides: object = {}) => ({
  address: { firstName: 'Lan', lastName: 'Nguyen', phone: '0901234567', email: 'lan@example.com' },
  items: [{ _id: 'food-1', quantity: 1 }],
  amount: 12.5,
  orderType: 'guest',
  fulfilment: 'pickup',
  ...overrides,
})

const place = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/order/place', payload })

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

beforeEach(async () => {
  t.clock.set(TEST_NOW)
  expect((await save(SPEC_SETTINGS)).statusCode).toBe(200)
})

describe('a default install', () => {
  it('delivers only, as soon as possible, and tells the shop so', async () => {
    const fresh = await buildTestApp()
    try {
      const config = (await fresh.app.inject({ method: 'GET', url: '/api/config' })).json().data
      expect(config.ordering).toEqual({
        pickup: false,
        laterOrders: false,
        leadMinutes: { delivery: 45, pickup: 20 },
        fullSlots: [],
      })
      // PICKUP_HOURS unset: the opening hours.
      expect(config.pickupHours).toEqual(config.openingHours)
      const settings = await fresh.app.inject({
        method: 'GET',
        url: '/api/admin/ordering',
        headers: { token: await loginAdmin(fresh.app) },
      })
      expect(settings.json().data).toEqual(SPEC_SETTINGS)
    } finally {
      await fresh.close()
    }
  })

  it('refuses a pickup order (409 PICKUP_NOT_OFFERED) and stores nothing', async () => {
    const before = await countOrders()
    const res = await place(pickupBody())
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ success: false, code: 'PICKUP_NOT_OFFERED' })
    expect(await countOrders()).toBe(before)
  })

  it('takes SPEC’s body as it is, a delivery', async () => {
    const res = await place(makeOrderBody())
    expect(res.statusCode).toBe(201)
    const row = await t.db
      .selectFrom('orders')
      .select(['fulfilment', 'due_at', 'delivery_fee_cents'])
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ fulfilment: 'delivery', due_at: null, delivery_fee_cents: 200 })
  })
})

describe('PUT /api/admin/ordering', () => {
  it('saves every setting, and the shop config tells guests at once', async () => {
    const next = { ...SPEC_SETTINGS, pickup: true, pickupLeadMinutes: 15, slotCap: 4 }
    const res = await save(next)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(next)
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data
    expect(config.ordering).toEqual({
      pickup: true,
      laterOrders: false,
      leadMinutes: { delivery: 45, pickup: 15 },
      fullSlots: [],
    })
  })

  it.each([
    [{ ...SPEC_SETTINGS, slotCap: 0 }, 'SLOT_CAP_INVALID', 'slotCap'],
    [{ ...SPEC_SETTINGS, slotCap: 2.5 }, 'SLOT_CAP_INVALID', 'slotCap'],
    [{ ...SPEC_SETTINGS, deliveryLeadMinutes: -5 }, 'LEAD_MINUTES_INVALID', 'deliveryLeadMinutes'],
    [{ ...SPEC_SETTINGS, pickupLeadMinutes: 721 }, 'LEAD_MINUTES_INVALID', 'pickupLeadMinutes'],
    [{ ...SPEC_SETTINGS, pickup: 'yes' }, 'ORDERING_SWITCH_INVALID', 'pickup'],
  ])('refuses %j (400 %s) and keeps what was stored', async (payload, code, field) => {
    const res = await save(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code })
    expect(Object.keys(res.json().errors)).toContain(field)
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/admin/ordering',
      headers: { token: admin },
    })
    expect(stored.json().data).toEqual(SPEC_SETTINGS)
  })

  it('refuses a field it does not know (400): nothing else is stored under the key', async () => {
    const res = await save({ ...SPEC_SETTINGS, closedOn: 'mon' })
    expect(res.statusCode).toBe(400)
  })
})

describe('several instances on PostgreSQL', () => {
  // Two pools on one database, which SQLite in memory cannot be: this block's shop is on
  // PostgreSQL in any case (TEST_DATABASE_URL's, or the run's own: test/services.ts).
  let fileShop: TestApp
  beforeAll(async () => {
    fileShop = t
    await start({ postgres: true })
  })
  afterAll(async () => {
    await t.close()
    t = fileShop
    admin = await loginAdmin(t.app)
  })
  it('hear each other change the settings', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: '/api/config' })).json().data.ordering.pickup
      expect(await read()).toBe(false)
      expect((await save({ ...SPEC_SETTINGS, pickup: true })).statusCode).toBe(200)
      await expect.poll(read, { timeout: 5_000 }).toBe(true)
      // The other instance takes pickup orders now too.
      expect((await place(pickupBody(), other)).statusCode).toBe(201)
    } finally {
      await other.close()
    }
  })
})

describe('a pickup order, when the restaurant offers pickup', () => {
  beforeEach(async () => {
    expect((await save({ ...SPEC_SETTINGS, pickup: true })).statusCode).toBe(200)
  })

  it('needs name and phone only, pays no delivery fee, and is stored as pickup', async () => {
    const res = await place(pickupBody())
    expect(res.statusCode).toBe(201)
    expect(res.json().amount).toBe(12.5)
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      fulfilment: 'pickup',
      delivery_fee_cents: 0,
      amount_cents: 1250,
      street: '',
      zipcode: '',
    })
  })

  // Issue 19 §2.5: not the delivery estimate.
  it('is promised the pickup lead time in the answer, not the delivery estimate', async () => {
    expect((await save({ ...SPEC_SETTINGS, pickup: true, pickupLeadMinutes: 25 })).statusCode).toBe(
      200,
    )
    const res = await place(pickupBody())
    expect(res.statusCode).toBe(201)
    expect(res.json().estimate).toEqual({ fromMinutes: 25, toMinutes: 25 })
    // A delivery keeps the restaurant's delivery estimate.
    const delivery = await place(makeOrderBody())
    expect(delivery.json().estimate).toEqual({ fromMinutes: 30, toMinutes: 60 })
  })

  it('ignores the delivery areas: no postal code is outside them', async () => {
    const areas = [
      { name: 'Old Town', postalCodes: ['81101'], fee: 3, minimum: 20, freeFrom: null },
    ]
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/delivery-areas',
        headers: { token: admin },
        payload,
      })
    expect((await put({ areas })).statusCode).toBe(200)
    try {
      // A delivery there is refused, the same order as pickup is taken (below the minimum too).
      const delivery = await place(makeOrderBody({ address: { ...makeOrderBody().address } }))
      expect(delivery.json().code).toBe('OUTSIDE_DELIVERY_AREA')
      expect((await place(pickupBody({ address: makeOrderBody().address }))).statusCode).toBe(201)
    } finally {
      await put({
        areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
      })
    }
  })

  it('refuses the amount with a delivery fee (409 AMOUNT_CHANGED, fee 0)', async () => {
    const res = await place(pickupBody({ amount: 14.5 }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'AMOUNT_CHANGED', amount: 12.5, deliveryFee: 0 })
  })

  it.each([
    [{ fulfilment: 'drone' }, 'FULFILMENT_INVALID'],
    [{ address: { firstName: 'Lan', lastName: 'Nguyen' } }, 'REQUIRED_FIELDS'],
    [{ address: { firstName: 'Lan', lastName: 'Nguyen', phone: '12' } }, 'PHONE_INVALID'],
  ])('refuses %j (400 %s)', async (change, code) => {
    const res = await place(pickupBody(change))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code })
  })

  it('still asks a delivery for its address (400 REQUIRED_FIELDS)', async () => {
    const res = await place(pickupBody({ fulfilment: 'delivery' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('REQUIRED_FIELDS')
  })

  it('is told as pickup on the track page, in My orders and in Today', async () => {
    const placed = (await place(pickupBody())).json()
    const phone = '0901234567'
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode: placed.trackingCode, phone },
    })
    expect(tracked.json().data).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0 })
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone },
    })
    const summary = mine
      .json()
      .data.find((order: { trackingCode: string }) =>
        placed.trackingCode.startsWith(order.trackingCode.replace(/·+$/, '')),
      )
    expect(summary.fulfilment).toBe('pickup')
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { token: admin },
    })
    expect(today.json().data.orders.byFulfilment.pickup).toBeGreaterThanOrEqual(1)
  })

  it('mails the guest where to collect it, and the kitchen that it is a pickup', async () => {
    const placed = (await place(pickupBody())).json()
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text'])
      .where('text', 'like', `%${placed.trackingCode}%`)
      .execute()
    const confirmation = mails.find((mail) => mail.kind === 'order-confirmation')!
    expect(confirmation.text).toContain('You collect your order at:')
    expect(confirmation.text).toContain('Obchodná 12')
    expect(confirmation.text).not.toMatch(/^Delivery:/m)
    const alert = mails.find((mail) => mail.kind === 'order-alert')!
    expect(alert.subject).toContain('New pickup order')
    expect(alert.text).toContain('Pickup: the guest collects it at the restaurant.')
  })
})

describe('pickup hours (PICKUP_HOURS)', () => {
  it('refuse a pickup outside them (409 CLOSED_NOW) while delivery is taken', async () => {
    // TEST_NOW is Monday 12:00 in Bratislava: pickup only in the evening.
    const shop = await buildTestApp({ env: { PICKUP_HOURS: 'mon-sun 17:00-21:00' } })
    try {
      await insertTestFoods(shop.db, [{ _id: 'food-1' }])
      const token = await loginAdmin(shop.app)
      await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/ordering',
        headers: { token },
        payload: { ...SPEC_SETTINGS, pickup: true },
      })
      const config = (await shop.app.inject({ method: 'GET', url: '/api/config' })).json().data
      expect(config.pickupOrdering).toEqual({
        isOpenNow: false,
        nextOpening: { date: '2026-03-02', time: '17:00' },
      })
      const pickup = await place(pickupBody(), shop.app)
      expect(pickup.statusCode).toBe(409)
      expect(pickup.json()).toMatchObject({
        code: 'CLOSED_NOW',
        nextOpening: { date: '2026-03-02', time: '17:00' },
      })
      expect((await place(makeOrderBody(), shop.app)).statusCode).toBe(201)
    } finally {
      await shop.close()
    }
  })
})
