import { makeReservationBody } from '@quan/domain/testing'
import type { ReservationBody } from '@quan/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer, userIdOf } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'

// TEST_NOW is Monday 2026-03-02, 12:00 in Bratislava.
const TODAY = '2026-03-02'

let t: TestApp
let adminToken: string
let adminId: string
let customerToken: string

beforeAll(async () => {
  t = await buildTestApp()
  adminToken = await loginAdmin(t.app)
  adminId = await userIdOf(t.app, adminToken)
  customerToken = await registerCustomer(t.app)
})

afterEach(() => {
  t.clock.set(TEST_NOW)
})

afterAll(async () => {
  await t.close()
})

/** Books through the guest's own call and returns the booking's id. */
async function book(overrides: Partial<ReservationBody> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reservation',
    payload: makeReservationBody(overrides),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ reservationId: string }>().reservationId
}

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { token: adminToken }, payload })

const listDay = (day?: string) =>
  asAdmin('GET', day ? `/api/admin/reservations?day=${day}` : '/api/admin/reservations')

const confirm = (id: string) => asAdmin('POST', `/api/admin/reservations/${id}/confirm`)
const cancel = (id: string, payload: object = {}) =>
  asAdmin('POST', `/api/admin/reservations/${id}/cancel`, payload)

const eventsOf = (id: string) =>
  t.db
    .selectFrom('reservation_events')
    .select(['at', 'actor_id', 'actor_name', 'from_status', 'to_status', 'reason'])
    .where('reservation_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute()

describe('who may use the back office calls', () => {
  const calls = [
    ['GET', '/api/admin/reservations', undefined],
    ['POST', '/api/admin/reservations/some-id/confirm', undefined],
    ['POST', '/api/admin/reservations/some-id/cancel', {}],
  ] as const

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload })

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in as the restaurant admin.',
      code: 'ADMIN_LOGIN_REQUIRED',
    })
  })

  it.each(calls)('%s %s answers 401 with a forged token', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: 'Bearer not.a.token' },
    })

    expect(response.statusCode).toBe(401)
  })

  it.each(calls)('%s %s answers 403 to a customer', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { token: customerToken },
    })

    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      success: false,
      message: 'Only the restaurant admin can do this.',
      code: 'ADMIN_ONLY',
    })
  })

  it('changes nothing for a customer', async () => {
    const id = await book({ reservationDate: '2030-04-02', reservationTime: '12:00' })

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cancel`,
      headers: { token: customerToken },
      payload: {},
    })

    expect(await eventsOf(id)).toEqual([])
    const stored = await t.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('pending')
  })
})

describe('GET /api/admin/reservations', () => {
  it("lists the day's bookings in time order with every field", async () => {
    const day = '2030-01-22'
    const late = await book({
      reservationDate: day,
      reservationTime: '19:00',
      customerName: 'Minh Tran',
      phone: '+421 902 000 111',
      email: 'minh.list@example.com',
      numberOfPeople: 6,
      note: 'Window table',
    })
    const early = await book({
      reservationDate: day,
      reservationTime: '12:30',
      customerName: 'Lan Nguyen',
      email: 'lan.list@example.com',
      numberOfPeople: 2,
    })
    await book({ reservationDate: '2030-01-23', reservationTime: '12:30' })

    const response = await listDay(day)

    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(body.day).toBe(day)
    expect(body.data).toEqual([
      {
        _id: early,
        customerName: 'Lan Nguyen',
        phone: '0901234567',
        email: 'lan.list@example.com',
        reservationDate: day,
        reservationTime: '12:30',
        numberOfPeople: 2,
        note: '',
        status: 'pending',
        createdAt: TEST_NOW,
        updatedAt: null,
        handledBy: null,
      },
      {
        _id: late,
        customerName: 'Minh Tran',
        phone: '+421 902 000 111',
        email: 'minh.list@example.com',
        reservationDate: day,
        reservationTime: '19:00',
        numberOfPeople: 6,
        note: 'Window table',
        status: 'pending',
        createdAt: TEST_NOW,
        updatedAt: null,
        handledBy: null,
      },
    ])
  })

  it('puts bookings of the same time in the order they came', async () => {
    const day = '2030-01-29'
    const first = await book({ reservationDate: day, reservationTime: '18:00' })
    t.clock.set('2026-03-02T11:05:00.000Z')
    const second = await book({ reservationDate: day, reservationTime: '18:00' })

    const ids = (await listDay(day)).json().data.map((booking: { _id: string }) => booking._id)

    expect(ids).toEqual([first, second])
  })

  it('counts the guests of every slot against the capacity, leaving cancelled ones out', async () => {
    const day = '2030-01-15' // a Tuesday: 11:00 to 19:30
    await book({ reservationDate: day, reservationTime: '19:00', numberOfPeople: 6 })
    await book({ reservationDate: day, reservationTime: '19:00', numberOfPeople: 4 })
    const cancelled = await book({ reservationDate: day, reservationTime: '11:30' })
    expect((await cancel(cancelled)).statusCode).toBe(200)

    const { slots } = (await listDay(day)).json()

    expect(slots).toHaveLength(18)
    expect(slots[0]).toEqual({ time: '11:00', booked: 0, capacity: 40 })
    expect(slots[1]).toEqual({ time: '11:30', booked: 0, capacity: 40 })
    expect(slots.find((slot: { time: string }) => slot.time === '19:00')).toEqual({
      time: '19:00',
      booked: 10,
      capacity: 40,
    })
    expect(slots.at(-1)).toEqual({ time: '19:30', booked: 0, capacity: 40 })
  })

  it("lists a Sunday's shorter day of slots", async () => {
    const { slots } = (await listDay('2030-01-20')).json()

    expect(slots.map((slot: { time: string }) => slot.time)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
  })

  it('shows an empty day with all its slots free', async () => {
    const response = await listDay('2031-06-03')

    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([])
    expect(response.json().slots.every((slot: { booked: number }) => slot.booked === 0)).toBe(true)
  })

  it("shows today in the restaurant's zone when no day is given", async () => {
    const today = await book({ reservationDate: TODAY, reservationTime: '18:30' })

    const response = await listDay()

    expect(response.statusCode).toBe(200)
    expect(response.json().day).toBe(TODAY)
    expect(response.json().data.map((booking: { _id: string }) => booking._id)).toContain(today)
  })

  it('takes the Bratislava date for today, not the UTC one', async () => {
    // 23:30 UTC on 03-02 is 00:30 on 03-03 in Bratislava.
    t.clock.set('2026-03-02T23:30:00Z')

    const response = await listDay()

    expect(response.json().day).toBe('2026-03-03')
  })

  it.each([['2030-02-30'], ['tomorrow'], ['15.01.2030'], ['']])(
    'refuses the day %j with 400',
    async (day) => {
      const response = await asAdmin('GET', `/api/admin/reservations?day=${day}`)

      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Please enter a valid date',
      })
    },
  )
})

describe('POST /api/admin/reservations/:id/confirm', () => {
  it('confirms a pending booking and records when and by whom', async () => {
    const id = await book({ reservationDate: '2030-02-05', reservationTime: '12:00' })
    t.clock.set('2026-03-02T13:15:00.000Z')

    const response = await confirm(id)

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Booking confirmed',
      data: {
        _id: id,
        status: 'confirmed',
        updatedAt: '2026-03-02T13:15:00.000Z',
        handledBy: 'Admin',
      },
    })
    expect(await eventsOf(id)).toEqual([
      {
        at: '2026-03-02T13:15:00.000Z',
        actor_id: adminId,
        actor_name: 'Admin',
        from_status: 'pending',
        to_status: 'confirmed',
        reason: null,
      },
    ])
    const listed = (await listDay('2030-02-05')).json().data
    expect(listed.find((booking: { _id: string }) => booking._id === id).status).toBe('confirmed')
  })

  it('refuses a booking that is already confirmed with 409, and records nothing', async () => {
    const id = await book({ reservationDate: '2030-02-05', reservationTime: '12:30' })
    await confirm(id)

    const again = await confirm(id)

    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      success: false,
      message: 'This booking is already confirmed.',
      code: 'BOOKING_MOVE_REFUSED',
    })
    expect(await eventsOf(id)).toHaveLength(1)
  })

  it('refuses a cancelled booking with 409', async () => {
    const id = await book({ reservationDate: '2030-02-05', reservationTime: '13:00' })
    await cancel(id)

    const response = await confirm(id)

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: 'A cancelled booking cannot be confirmed.',
      code: 'BOOKING_MOVE_REFUSED',
    })
  })

  it('answers 404 for a booking that does not exist', async () => {
    const response = await confirm('no-such-booking')

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Booking not found',
      code: 'BOOKING_NOT_FOUND',
    })
  })

  it('confirms once when two admins press at the same moment', async () => {
    const id = await book({ reservationDate: '2030-02-05', reservationTime: '13:30' })

    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(id)))

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await eventsOf(id)).toHaveLength(1)
  })
})

describe('POST /api/admin/reservations/:id/cancel', () => {
  it('cancels a confirmed booking with a reason, keeping both moves', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '12:00' })
    t.clock.set('2026-03-02T11:10:00.000Z')
    await confirm(id)
    t.clock.set('2026-03-02T11:20:00.000Z')

    const response = await cancel(id, { reason: '  The guest called to cancel  ' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Booking cancelled',
      data: { _id: id, status: 'cancelled', updatedAt: '2026-03-02T11:20:00.000Z' },
    })
    expect(await eventsOf(id)).toEqual([
      {
        at: '2026-03-02T11:10:00.000Z',
        actor_id: adminId,
        actor_name: 'Admin',
        from_status: 'pending',
        to_status: 'confirmed',
        reason: null,
      },
      {
        at: '2026-03-02T11:20:00.000Z',
        actor_id: adminId,
        actor_name: 'Admin',
        from_status: 'confirmed',
        to_status: 'cancelled',
        reason: 'The guest called to cancel',
      },
    ])
  })

  it('cancels a pending booking, also when no body is sent', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '12:30' })

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cancel`,
      headers: { token: adminToken },
    })

    expect(response.statusCode).toBe(200)
    expect(response.json().data.status).toBe('cancelled')
    expect(await eventsOf(id)).toMatchObject([
      { from_status: 'pending', to_status: 'cancelled', reason: null },
    ])
  })

  it('refuses a booking that is already cancelled with 409', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '13:00' })
    await cancel(id)

    const again = await cancel(id, { reason: 'twice' })

    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      success: false,
      message: 'This booking is already cancelled.',
      code: 'BOOKING_MOVE_REFUSED',
    })
    expect(await eventsOf(id)).toHaveLength(1)
  })

  it('answers 404 for a booking that does not exist', async () => {
    const response = await cancel('no-such-booking')

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Booking not found',
      code: 'BOOKING_NOT_FOUND',
    })
  })

  it('refuses a reason over 500 characters with 400, and cancels nothing', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '13:30' })

    const response = await cancel(id, { reason: 'x'.repeat(501) })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The reason must be at most 500 characters long',
      errors: { reason: 'The reason must be at most 500 characters long' },
    })
    expect(await eventsOf(id)).toEqual([])
  })

  it('refuses a body that is no JSON object with 400', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '14:00' })

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${id}/cancel`,
      headers: { token: adminToken, 'content-type': 'application/json' },
      payload: '"because"',
    })

    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Request body must be a JSON object')
  })

  it('gives the seats back: a full slot takes a guest again', async () => {
    const slot = { reservationDate: '2030-02-19', reservationTime: '19:00' }
    // Each party its own guest: one guest may hold only 3 pending bookings a day.
    const guest = (i: number) => ({ phone: `0933 000 00${i}`, email: `party-${i}@example.com` })
    const ids: string[] = []
    for (let i = 0; i < 4; i++) ids.push(await book({ ...slot, ...guest(i), numberOfPeople: 10 }))
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/reservation',
      payload: makeReservationBody({ ...slot, ...guest(5), numberOfPeople: 2 }),
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/fully booked/)

    await cancel(ids[0]!)

    await book({ ...slot, ...guest(6), numberOfPeople: 10 })
    const load = (await listDay(slot.reservationDate))
      .json()
      .slots.find((s: { time: string }) => s.time === '19:00')
    expect(load).toEqual({ time: '19:00', booked: 40, capacity: 40 })
  })

  it('cancels once when two admins press at the same moment', async () => {
    const id = await book({ reservationDate: '2030-02-12', reservationTime: '14:30' })

    const answers = await Promise.all([cancel(id), cancel(id), cancel(id)])

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    expect(await eventsOf(id)).toHaveLength(1)
  })
})
