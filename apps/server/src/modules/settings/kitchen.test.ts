import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

let t: TestApp
let admin = ''

/** This file's shop, on a fresh database, with one dish and the admin logged in. */
async function start({ postgres = false } = {}) {
  t = await buildTestApp({
    postgres,
    // Mails are written to the outbox with the order; no worker sends them here.
    env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: '3600000' },
  })
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const NOT_BUSY = {
  paused: false,
  resumesAt: null,
  delayMinutes: 0,
  estimate: { fromMinutes: 30, toMinutes: 60 },
}

const change = (payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/kitchen', headers: { token }, payload })

const place = (app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({
      address: { ...makeOrderBody().address, email: 'lan@example.com' },
      items: [{ _id: 'food-1', quantity: 1 }],
      amount: 14.5,
    }),
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

const configKitchen = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/config' })).json().data.kitchen

/** Minutes after TEST_NOW (Monday 12:00 in Bratislava). */
const at = (minutes: number) =>
  new Date(new Date(TEST_NOW).getTime() + minutes * 60_000).toISOString()

beforeEach(async () => {
  t.clock.set(TEST_NOW)
  expect((await change({ action: 'reopen' })).statusCode).toBe(200)
  expect((await change({ action: 'delay', minutes: 0 })).statusCode).toBe(200)
})

describe('a default install', () => {
  it('takes orders within SPEC’s 30-60 minutes, and says so in the answer and the mail', async () => {
    const fresh = await buildTestApp()
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/config' })
      expect(res.json().data.kitchen).toEqual(NOT_BUSY)
    } finally {
      await fresh.close()
    }
    const res = await place()
    expect(res.statusCode).toBe(201)
    expect(res.json().estimate).toEqual({ fromMinutes: 30, toMinutes: 60 })
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'order-confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.text).toContain('Total: €14.50\nEstimated delivery: 30-60 minutes\n')
  })
})

describe('PUT /api/admin/kitchen', () => {
  it('pauses for 30 minutes from the server’s clock, shown on the board and to the shop', async () => {
    const res = await change({ action: 'pause', minutes: 30 })
    expect(res.statusCode).toBe(200)
    const paused = { ...NOT_BUSY, paused: true, resumesAt: at(30) }
    expect(res.json().data).toEqual(paused)
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kitchen',
      headers: { token: admin },
    })
    expect(board.json().data).toEqual(paused)
    expect(await configKitchen()).toEqual(paused)
  })

  it('pauses until reopened, with no time to resume, and reopens', async () => {
    expect((await change({ action: 'pause', minutes: null })).json().data).toMatchObject({
      paused: true,
      resumesAt: null,
    })
    t.clock.set(at(60 * 24))
    expect(await configKitchen()).toMatchObject({ paused: true, resumesAt: null })
    expect((await change({ action: 'reopen' })).json().data).toEqual(NOT_BUSY)
  })

  it('moves the estimate by the busy delay, in the answer and the mail', async () => {
    expect((await change({ action: 'delay', minutes: 30 })).json().data.estimate).toEqual({
      fromMinutes: 60,
      toMinutes: 90,
    })
    expect((await configKitchen()).estimate).toEqual({ fromMinutes: 60, toMinutes: 90 })
    const res = await place()
    expect(res.json().estimate).toEqual({ fromMinutes: 60, toMinutes: 90 })
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'order-confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.text).toContain('Estimated delivery: 60-90 minutes')
  })

  it.each([
    ['a pause of 45 minutes', { action: 'pause', minutes: 45 }],
    ['a delay of 20 minutes', { action: 'delay', minutes: 20 }],
    ['an end sent by the device', { action: 'pause', minutes: 15, until: at(600) }],
    ['no action', {}],
  ])('refuses %s (400) and keeps the pace', async (_, payload) => {
    const res = await change(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
    expect(await configKitchen()).toEqual(NOT_BUSY)
  })

  it('is for the admin only', async () => {
    const customer = await registerCustomer(t.app)
    expect((await change({ action: 'pause', minutes: null }, customer)).statusCode).toBe(403)
    expect((await change({ action: 'pause', minutes: null }, '')).statusCode).toBe(401)
    expect(await configKitchen()).toEqual(NOT_BUSY)
  })
})

describe('placing an order while the kitchen has paused', () => {
  it('is refused (409) with the instant orders resume, nothing stored, and taken from then on', async () => {
    await change({ action: 'pause', minutes: 15 })
    const before = await countOrders()
    t.clock.set(at(14))
    const res = await place()
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      success: false,
      code: 'KITCHEN_PAUSED',
      message: 'The kitchen has paused new orders for a moment. We take orders again at 12:15.',
      resumesAt: at(15),
    })
    expect(await countOrders()).toBe(before)
    // The pause lifts by itself.
    t.clock.set(at(15))
    expect(await configKitchen()).toEqual(NOT_BUSY)
    expect((await place()).statusCode).toBe(201)
  })

  it('still answers the retry of an order taken before the pause, as it first did', async () => {
    const payload = makeOrderBody({ items: [{ _id: 'food-1', quantity: 2 }], amount: 27 })
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { 'idempotency-key': 'before-the-pause-0001' },
        payload,
      })
    const first = await send()
    expect(first.statusCode).toBe(201)
    await change({ action: 'pause', minutes: 30 })
    const retry = await send()
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
  })

  it('is refused with no instant while paused until reopened', async () => {
    await change({ action: 'pause', minutes: null })
    const res = await place()
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'KITCHEN_PAUSED', resumesAt: null })
    await change({ action: 'reopen' })
    expect((await place()).statusCode).toBe(201)
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
  it('a pause set on one refuses orders on another', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      expect(await configKitchen(other)).toEqual(NOT_BUSY)
      expect((await change({ action: 'pause', minutes: 60 })).statusCode).toBe(200)
      await expect
        .poll(async () => (await configKitchen(other)).paused, { timeout: 5_000 })
        .toBe(true)
      const res = await place(other)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'KITCHEN_PAUSED', resumesAt: at(60) })
    } finally {
      await change({ action: 'reopen' })
      await other.close()
    }
  })
})
