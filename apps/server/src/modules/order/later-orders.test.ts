import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

// Issue 11 §2: orders for later, in 15-minute slots inside the hours, from the lead time up to
// 7 days ahead, and the cap of orders per slot, on SQLite and PostgreSQL alike.

let t: TestApp
let admin = ''

// TEST_NOW is Monday 2 March 2026, 12:00 in Bratislava (UTC+1); SPEC's hours, 11:00 to 20:00.
const TUESDAY_1230 = '2026-03-03T11:30:00.000Z'
const TUESDAY_1245 = '2026-03-03T11:45:00.000Z'
const TUESDAY_1215 = '2026-03-03T11:15:00.000Z'

/** This file's shop, on a fresh database, with one dish and the admin logged in. */
async function start({ postgres = false } = {}) {
  t = await buildTestApp({
    postgres,
    env: {
      // SPEC's hours for delivery and pickup; the other tests take orders round the clock.
      DELIVERY_HOURS: '',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_POLL_MS: '3600000',
    },
  })
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const LATER = {
  pickup: true,
  laterOrders: true,
  deliveryLeadMinutes: 45,
  pickupLeadMinutes: 20,
  slotCap: null as number | null,
}

const configure = async (settings: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/ordering',
    headers: { token: admin },
    payload: { ...LATER, ...settings },
  })
  expect(res.statusCode).toBe(200)
}

const kitchen = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/kitchen', headers: { token: admin }, payload })

const place = (dueAt: string | null | undefined, extra: object = {}, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: {
      ...makeOrderBody(),
      ...(dueAt === undefined ? {} : { dueAt }),
      ...extra,
    },
  })

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Orders still counting for a slot are not cancelled: cancel them all between tests. */
async function cancelAll() {
  await t.db.updateTable('orders').set({ status: 'Cancelled' }).execute()
}

beforeEach(async () => {
  t.clock.set(TEST_NOW)
  await configure({})
  expect((await kitchen({ action: 'reopen' })).statusCode).toBe(200)
  await cancelAll()
})

describe('a default install', () => {
  it('takes orders as soon as possible only: a time is refused (409 LATER_NOT_OFFERED)', async () => {
    await configure({ laterOrders: false })
    const before = await countOrders()
    const res = await place(TUESDAY_1230)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ success: false, code: 'LATER_NOT_OFFERED' })
    expect(await countOrders()).toBe(before)
    // null and absent are as soon as possible, as SPEC's body has it.
    expect((await place(null)).statusCode).toBe(201)
    expect((await place(undefined)).statusCode).toBe(201)
  })
})

describe('an order for later', () => {
  it('is stored for its slot and told back on the answer and the track page', async () => {
    const res = await place(TUESDAY_1230)
    expect(res.statusCode).toBe(201)
    expect(res.json().dueAt).toBe(TUESDAY_1230)
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode: res.json().trackingCode, phone: makeOrderBody().address.phone },
    })
    expect(tracked.json().data.dueAt).toBe(TUESDAY_1230)
  })

  it('writes the slot in the same form however the instant was written', async () => {
    const res = await place('2026-03-03T12:30:00+01:00')
    expect(res.statusCode).toBe(201)
    expect(res.json().dueAt).toBe(TUESDAY_1230)
  })

  it('promises the time in the confirmation mail, on the restaurant’s clock', async () => {
    const res = await place(TUESDAY_1230)
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'order-confirmation')
      .where('text', 'like', `%${res.json().trackingCode}%`)
      .executeTakeFirstOrThrow()
    expect(mail.text).toContain('Delivery at: Tuesday 3 March 2026, 12:30')
    expect(mail.text).not.toContain('Estimated delivery')
  })

  it.each([
    ['off the quarter hour', '2026-03-03T11:20:00.000Z'],
    ['before the lead time (in 30 minutes)', '2026-03-02T11:30:00.000Z'],
    ['outside the hours (21:00)', '2026-03-03T20:00:00.000Z'],
    ['more than 7 days ahead', '2026-03-10T11:30:00.000Z'],
    ['in the past', '2026-03-01T11:30:00.000Z'],
  ])('is refused %s (409 SLOT_NOT_OFFERED) with the nearest free slots', async (_, dueAt) => {
    const before = await countOrders()
    const res = await place(dueAt)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'SLOT_NOT_OFFERED' })
    expect(res.json().freeSlots).toHaveLength(3)
    expect(await countOrders()).toBe(before)
  })

  it('refuses what is not an instant (400 DUE_AT_INVALID)', async () => {
    for (const dueAt of ['tomorrow', '2026-03-03 12:30', 1234, '2026-13-03T11:30:00Z']) {
      const res = await place(dueAt as string)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 'DUE_AT_INVALID' })
    }
  })

  it('is taken while the restaurant is closed, for a slot when it is open', async () => {
    t.clock.set('2026-03-02T21:00:00.000Z') // Monday 22:00
    const asap = await place(null)
    expect(asap.statusCode).toBe(409)
    expect(asap.json().code).toBe('CLOSED_NOW')
    expect((await place(TUESDAY_1230)).statusCode).toBe(201)
  })

  it('takes a pickup for its own lead time and hours', async () => {
    const pickup = {
      fulfilment: 'pickup',
      amount: 12.5,
      address: { firstName: 'Lan', lastName: 'Nguyen', phone: '0901234567' },
    }
    // 12:30 today is within the 20 minutes of pickup's lead time but not delivery's 45.
    expect((await place('2026-03-02T11:30:00.000Z', pickup)).statusCode).toBe(201)
    expect((await place('2026-03-02T11:30:00.000Z')).json().code).toBe('SLOT_NOT_OFFERED')
  })

  it('is taken during a pause for a slot after it, refused for one during it', async () => {
    expect((await kitchen({ action: 'pause', minutes: 60 })).statusCode).toBe(200) // to 13:00
    const during = await place('2026-03-02T11:45:00.000Z') // 12:45
    expect(during.statusCode).toBe(409)
    expect(during.json().code).toBe('KITCHEN_PAUSED')
    expect((await place('2026-03-02T12:00:00.000Z')).statusCode).toBe(201) // 13:00
    expect((await place(null)).json().code).toBe('KITCHEN_PAUSED')
  })

  it('is refused during a pause until reopened, whatever the slot', async () => {
    expect((await kitchen({ action: 'pause', minutes: null })).statusCode).toBe(200)
    const res = await place(TUESDAY_1230)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('KITCHEN_PAUSED')
  })
})

describe('the board', () => {
  it('lists an order for later on the day it was placed and on the day it is due', async () => {
    const placed = (await place(TUESDAY_1230)).json()
    const board = async (day: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders?day=${day}`,
          headers: { token: admin },
        })
      )
        .json()
        .data.map((order: { trackingCode: string }) => order.trackingCode)
    expect(await board('2026-03-02')).toContain(placed.trackingCode)
    expect(await board('2026-03-03')).toContain(placed.trackingCode)
    expect(await board('2026-03-04')).not.toContain(placed.trackingCode)
  })
})

describe('the cap of orders per slot', () => {
  it('refuses the slot once full (409 ORDER_SLOT_FULL) with the nearest free ones', async () => {
    await configure({ slotCap: 2 })
    expect((await place(TUESDAY_1230)).statusCode).toBe(201)
    expect((await place(TUESDAY_1230)).statusCode).toBe(201)
    const before = await countOrders()
    const full = await place(TUESDAY_1230)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({
      success: false,
      code: 'ORDER_SLOT_FULL',
      freeSlots: [TUESDAY_1215, TUESDAY_1245, '2026-03-03T11:00:00.000Z'],
    })
    expect(await countOrders()).toBe(before)
    // The shop no longer offers it.
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data
    expect(config.ordering.fullSlots).toEqual([TUESDAY_1230])
  })

  it('counts no cancelled order, and no order as soon as possible', async () => {
    await configure({ slotCap: 1 })
    const first = await place(TUESDAY_1230)
    expect((await place(null)).statusCode).toBe(201)
    expect((await place(TUESDAY_1230)).json().code).toBe('ORDER_SLOT_FULL')
    await t.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('tracking_code', '=', first.json().trackingCode)
      .execute()
    expect((await place(TUESDAY_1230)).statusCode).toBe(201)
  })

  it('says no slot is full without a cap', async () => {
    expect((await place(TUESDAY_1230)).statusCode).toBe(201)
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data
    expect(config.ordering.fullSlots).toEqual([])
  })

  it('lets ten guests racing for three places have three of them, the others a 409', async () => {
    await configure({ slotCap: 3 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(TUESDAY_1245)))
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409])
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('ORDER_SLOT_FULL')
    }
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
  it('give the last place of a slot to one guest only', async () => {
    await configure({ slotCap: 1 })
    const other = await buildAppOnSameDatabase(t, { DELIVERY_HOURS: '' }, { ownPool: true })
    try {
      for (let round = 0; round < 5; round++) {
        // A new slot each round: 12:30, 12:45, ... on Tuesday.
        const slot = new Date(Date.parse(TUESDAY_1230) + round * 15 * 60_000).toISOString()
        const answers = await Promise.all([
          place(slot),
          place(slot, {}, other),
          place(slot),
          place(slot, {}, other),
        ])
        const codes = answers.map((res) => res.statusCode).sort()
        expect(codes).toEqual([201, 409, 409, 409])
      }
    } finally {
      await other.close()
    }
  })
})
