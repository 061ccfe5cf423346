import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

/** SPEC §9, written out: the shop would use these without DELIVERY_HOURS too. */
const SPEC_HOURS = 'mon-sat 11:00-20:00; sun 11:00-17:00'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ env: { DELIVERY_HOURS: SPEC_HOURS } })
  await insertTestFoods(t.db, [{}])
})
afterEach(() => t.clock.set(TEST_NOW))
afterAll(() => t.close())

function place(app: TestApp, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
    headers,
  })
}

const countOrders = async (app: TestApp) =>
  Number(
    (
      await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function configOf(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/config' })
  return response.json().data as { isOpenNow: boolean; nextOpening: unknown }
}

// Bratislava is UTC+1 in these weeks of March 2026 (summer time starts on the 29th).
describe('orders outside the delivery hours', () => {
  it.each([
    ['Monday 12:00', '2026-03-02T11:00:00.000Z'],
    ['Monday 11:00, the minute it opens', '2026-03-02T10:00:00.000Z'],
    ['Monday 19:59, the last minute', '2026-03-02T18:59:00.000Z'],
    ['Sunday 16:30', '2026-03-08T15:30:00.000Z'],
  ])('are taken while open (%s)', async (_when, now) => {
    t.clock.set(now)

    const response = await place(t)

    expect(response.statusCode).toBe(201)
  })

  it.each([
    [
      'on Sunday at 18:00, after Sunday’s early closing',
      '2026-03-08T17:00:00.000Z',
      'We are closed now. We take orders again tomorrow at 11:00.',
      { date: '2026-03-09', time: '11:00' },
    ],
    [
      'at 03:00 in the night',
      '2026-03-03T02:00:00.000Z',
      'We are closed now. We take orders again today at 11:00.',
      { date: '2026-03-03', time: '11:00' },
    ],
    [
      'at 20:00 sharp, when it closes',
      '2026-03-02T19:00:00.000Z',
      'We are closed now. We take orders again tomorrow at 11:00.',
      { date: '2026-03-03', time: '11:00' },
    ],
    [
      'on Saturday at 23:30',
      '2026-03-07T22:30:00.000Z',
      'We are closed now. We take orders again tomorrow at 11:00.',
      { date: '2026-03-08', time: '11:00' },
    ],
  ])('are refused %s, saying when orders are taken again', async (_when, now, message, next) => {
    t.clock.set(now)
    const before = await countOrders(t)

    const response = await place(t)

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message,
      code: 'CLOSED_NOW',
      nextOpening: next,
    })
    expect(await countOrders(t)).toBe(before)
  })

  it('still give a retry of an order taken before closing its first answer', async () => {
    t.clock.set('2026-03-02T18:59:30.000Z') // 19:59:30
    const first = await place(t, { 'idempotency-key': 'last-order-of-the-day' })
    t.clock.set('2026-03-02T19:00:30.000Z') // 20:00:30

    const retry = await place(t, { 'idempotency-key': 'last-order-of-the-day' })
    const fresh = await place(t, { 'idempotency-key': 'first-order-after-closing' })

    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(fresh.statusCode).toBe(409)
  })

  it('are told to the checkout before the guest fills the form (GET /api/config)', async () => {
    t.clock.set('2026-03-08T17:00:00.000Z')
    const closed = await configOf(t)
    t.clock.set(TEST_NOW)
    const open = await configOf(t)

    expect(closed).toMatchObject({
      isOpenNow: false,
      nextOpening: { date: '2026-03-09', time: '11:00' },
    })
    expect(open).toMatchObject({ isOpenNow: true, nextOpening: null })
  })

  it('follow DELIVERY_HOURS when it differs from the opening hours', async () => {
    const shop = await buildTestApp({
      env: { DELIVERY_HOURS: 'mon-fri 10:00-22:00; sat,sun closed' },
      now: '2026-03-06T22:30:00.000Z', // Friday 23:30
    })
    try {
      await insertTestFoods(shop.db, [{}])

      const response = await place(shop)

      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        'We are closed now. We take orders again on Monday at 10:00.',
      )
      shop.clock.set('2026-03-02T20:30:00.000Z') // Monday 21:30: open until 22:00 here
      expect((await place(shop)).statusCode).toBe(201)
    } finally {
      await shop.close()
    }
  })

  it('say so plainly when no day has delivery hours at all', async () => {
    const shop = await buildTestApp({ env: { DELIVERY_HOURS: 'mon-sun closed' } })
    try {
      await insertTestFoods(shop.db, [{}])

      const response = await place(shop)

      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        success: false,
        message: 'We are not taking orders at the moment.',
        code: 'NOT_TAKING_ORDERS',
        nextOpening: null,
      })
      expect(await configOf(shop)).toMatchObject({ isOpenNow: false, nextOpening: null })
    } finally {
      await shop.close()
    }
  })

  it('are taken at any hour with DELIVERY_HOURS=always', async () => {
    const shop = await buildTestApp({
      env: { DELIVERY_HOURS: 'always' },
      now: '2026-03-08T02:00:00.000Z', // Sunday 03:00
    })
    try {
      await insertTestFoods(shop.db, [{}])

      expect((await place(shop)).statusCode).toBe(201)
      expect(await configOf(shop)).toMatchObject({ isOpenNow: true, nextOpening: null })
    } finally {
      await shop.close()
    }
  })
})
