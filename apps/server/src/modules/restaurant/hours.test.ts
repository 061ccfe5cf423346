import { DEFAULT_RESTAURANT_HOURS, type RestaurantHours, weekSpansOf } from '@quan/domain'
import { parseWeeklyHours } from '@quan/domain'
import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

// Issue 21 §4: the restaurant's hours and time zone, set in the back office and read by every
// rule from the database. TEST_NOW is Monday 2 March 2026, 12:00 in Bratislava (UTC+1).

let t: TestApp
let admin = ''

async function start({ postgres = false } = {}) {
  t = await buildTestApp({ postgres, env: { RESTAURANT_TZ: 'Europe/Bratislava' } })
  await insertTestFoods(t.db, [{}])
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

/** Lunch and dinner every day but Sunday; delivery in the opening hours, pickup round the clock. */
const LUNCH_AND_DINNER: RestaurantHours = {
  timeZone: 'Europe/Bratislava',
  opening: weekSpansOf(parseWeeklyHours('mon-sat 11:00-14:00, 17:00-22:00; sun closed')),
  delivery: 'opening',
  pickup: 'always',
  closures: [],
}
const NOTE = { vi: 'Nghỉ lễ', en: 'Closed for a holiday', sk: 'Zatvorené na sviatok' }

const save = (payload: object, token = admin, app = t.app) =>
  app.inject({ method: 'PUT', url: '/api/admin/restaurant/hours', headers: { token }, payload })
const read = (token = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/restaurant/hours', headers: { token } })
const config = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/config' })).json().data
const place = () =>
  t.app.inject({ method: 'POST', url: '/api/order/place', payload: makeOrderBody() })
const book = (reservationDate: string, reservationTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservation',
    payload: {
      customerName: 'Lan Nguyen',
      phone: '0901234567',
      email: 'lan@example.com',
      reservationDate,
      reservationTime,
      numberOfPeople: 2,
    },
  })

beforeEach(async () => {
  t.clock.set(TEST_NOW)
  expect((await save(LUNCH_AND_DINNER)).statusCode).toBe(200)
})

describe('the first values', () => {
  it('come from the environment while the hours were never saved; DELIVERY_HOURS=always stays', async () => {
    const fresh = await buildTestApp({ env: { RESTAURANT_TZ: 'Asia/Ho_Chi_Minh' } })
    try {
      const token = await loginAdmin(fresh.app)
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/api/admin/restaurant/hours',
        headers: { token },
      })
      expect(res.statusCode).toBe(200)
      // The tests' shop takes orders at any hour (DELIVERY_HOURS=always).
      expect(res.json().data).toEqual({
        ...DEFAULT_RESTAURANT_HOURS,
        timeZone: 'Asia/Ho_Chi_Minh',
        delivery: 'always',
      })
      expect((await config(fresh.app)).deliveryHours).toBe('always')
    } finally {
      await fresh.close()
    }
  })

  it('read DELIVERY_HOURS and PICKUP_HOURS as their own weeks', async () => {
    const fresh = await buildTestApp({
      env: { DELIVERY_HOURS: 'mon-fri 12:00-14:00, 18:00-21:00', PICKUP_HOURS: '' },
    })
    try {
      const token = await loginAdmin(fresh.app)
      const hours = (
        await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/restaurant/hours',
          headers: { token },
        })
      ).json().data
      expect(hours.delivery.monday).toEqual([
        { open: '12:00', close: '14:00' },
        { open: '18:00', close: '21:00' },
      ])
      expect(hours.delivery.sunday).toEqual([])
      expect(hours.pickup).toBe('opening')
    } finally {
      await fresh.close()
    }
  })
})

describe('GET and PUT /api/admin/restaurant/hours', () => {
  it('are the admin’s only', async () => {
    const customer = await registerCustomer(t.app)
    expect((await read(customer)).statusCode).toBe(403)
    expect((await save(LUNCH_AND_DINNER, customer)).statusCode).toBe(403)
    expect((await read('')).statusCode).toBe(401)
  })

  it('keep what was saved', async () => {
    const withClosure = {
      ...LUNCH_AND_DINNER,
      closures: [{ from: '2026-03-10', to: '2026-03-12', spans: [], note: NOTE }],
    }
    const res = await save(withClosure)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(withClosure)
    expect((await read()).json().data).toEqual(withClosure)
  })

  it('refuse bad hours field by field, with codes, and keep the old ones', async () => {
    const res = await save({
      ...LUNCH_AND_DINNER,
      timeZone: 'Mars/Olympus',
      opening: {
        ...LUNCH_AND_DINNER.opening,
        monday: [
          { open: '11:00', close: '15:00' },
          { open: '14:00', close: '22:00' },
        ],
        tuesday: [{ open: '12:00', close: '11:00' }],
      },
      closures: [
        { from: '2026-03-12', to: '2026-03-10', spans: [], note: { ...NOTE, en: 'x'.repeat(201) } },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      fieldCodes: {
        timeZone: 'TIME_ZONE_INVALID',
        'opening.monday': 'HOURS_SPANS_OVERLAP',
        'opening.tuesday.0.close': 'HOURS_SPAN_ORDER',
        'closures.0.to': 'CLOSURE_DATES_ORDER',
        'closures.0.note.en': 'CLOSURE_NOTE_TOO_LONG',
      },
    })
    expect((await read()).json().data).toEqual(LUNCH_AND_DINNER)
  })
})

describe('every rule reads the saved hours', () => {
  it('takes orders at lunch, refuses them in the afternoon break, naming dinner', async () => {
    expect((await place()).statusCode).toBe(201)
    t.clock.set('2026-03-02T14:30:00.000Z') // 15:30
    const res = await place()
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'CLOSED_NOW',
      message: 'We are closed now. We take orders again today at 17:00.',
      nextOpening: { date: '2026-03-02', time: '17:00' },
    })
    const facts = await config()
    expect(facts).toMatchObject({
      isOpenNow: false,
      nextOpening: { date: '2026-03-02', time: '17:00' },
      // Pickup is round the clock.
      pickupOrdering: { isOpenNow: true, nextOpening: null },
      // SPEC's one span a day: first opening to last closing; every span in `hours`.
      openingHours: { monday: { open: '11:00', close: '22:00' }, sunday: null },
      hours: { opening: { monday: LUNCH_AND_DINNER.opening.monday } },
    })
    expect(facts.reservationSlots.monday).toContain('13:30')
    expect(facts.reservationSlots.monday).not.toContain('15:00')
    expect(facts.reservationSlots.monday).toContain('21:30')
  })

  it('closes for a closure: orders, bookings and the day’s slots, and tells guests its note', async () => {
    const closures = [
      { from: '2026-03-02', to: '2026-03-03', spans: [], note: NOTE },
      { from: '2026-03-20', to: '2026-03-20', spans: [], note: NOTE },
    ]
    expect((await save({ ...LUNCH_AND_DINNER, closures })).statusCode).toBe(200)
    const res = await place()
    expect(res.statusCode).toBe(409)
    expect(res.json().nextOpening).toEqual({ date: '2026-03-04', time: '11:00' })
    const booking = await book('2026-03-03', '12:00')
    expect(booking.statusCode).toBe(400)
    expect(booking.json().code).toBe('CLOSED_DAY')
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reservations?day=2026-03-03',
      headers: { token: admin },
    })
    expect(day.json().slots).toEqual([])
    const facts = await config()
    // Going on now, and within the next 14 days; the one on the 20th not yet.
    expect(facts.closuresAhead).toEqual([closures[0]])
    expect(facts.hours.closures).toEqual(closures)
  })

  it('opens a shorter day for its own spans only', async () => {
    const short = {
      from: '2026-03-03',
      to: '2026-03-03',
      spans: [{ open: '18:00', close: '20:00' }],
      note: NOTE,
    }
    expect((await save({ ...LUNCH_AND_DINNER, closures: [short] })).statusCode).toBe(200)
    expect((await book('2026-03-03', '12:00')).json().code).toBe('TIME_OUTSIDE_SLOTS')
    expect((await book('2026-03-03', '19:30')).statusCode).toBe(201)
    expect((await book('2026-03-04', '12:00')).statusCode).toBe(201)
  })

  it('works on the saved time zone: the day, the opening, the config', async () => {
    // 12:00 in Bratislava is 06:00 in New York: closed until 11:00 there.
    expect((await save({ ...LUNCH_AND_DINNER, timeZone: 'America/New_York' })).statusCode).toBe(200)
    expect(await config()).toMatchObject({
      timeZone: 'America/New_York',
      isOpenNow: false,
      nextOpening: { date: '2026-03-02', time: '11:00' },
    })
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { token: admin },
    })
    expect(today.json().data.day).toBe('2026-03-02')
    t.clock.set('2026-03-03T03:00:00.000Z') // 22:00 on Monday in New York, Tuesday in Europe
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { token: admin },
    })
    expect(later.json().data.day).toBe('2026-03-02')
  })
})

describe('several instances on PostgreSQL', () => {
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

  it('hear each other change the hours, without a restart', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      const closed = {
        ...LUNCH_AND_DINNER,
        closures: [{ from: '2026-03-02', to: '2026-03-02', spans: [], note: NOTE }],
      }
      expect((await config(other)).isOpenNow).toBe(true)
      expect((await save(closed)).statusCode).toBe(200)
      await expect.poll(async () => (await config(other)).isOpenNow, { timeout: 5_000 }).toBe(false)
      const res = await other.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody(),
      })
      expect(res.json().code).toBe('CLOSED_NOW')
    } finally {
      await other.close()
    }
  })
})
