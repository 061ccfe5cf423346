import { DEMO_IDENTITY } from '@quan/domain'
import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { listenOnFreePort, openEventStream } from '../../../test/event-stream'
import { insertTestFoods } from '../../../test/seed'
import { orderLate } from '../mail/templates/order'

// Issue 23 §1: the owner tells one guest their order runs late (decision 028).

const PHONE = '0901234567'
let t: TestApp
let admin: string
let customer: string
let base: string

beforeAll(async () => {
  t = await buildTestApp({
    // The poll stays out of the way: the mails are read in the outbox.
    env: {
      PUBLIC_URL: 'https://quan.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_POLL_MS: '3600000',
    },
  })
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
  base = await listenOnFreePort(t.app)
})
afterAll(() => t.close())

async function place(overrides: Parameters<typeof makeOrderBody>[0] = {}, language = 'en') {
  t.clock.set(TEST_NOW)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(overrides),
    headers: { 'accept-language': language },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ orderId: string; trackingCode: string }>()
}

const late = (id: string, body: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/late`,
    headers: { token },
    payload: body as object,
  })

const move = async (id: string, body: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { token: admin },
    payload: body,
  })
  expect(response.statusCode).toBe(200)
}

const lateMails = async (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'order-late')
    .where('to', '=', to)
    .orderBy('created_at')
    .execute()

describe('POST /api/admin/orders/:id/late', () => {
  it('tells the guest, keeps the notice in the history, and adds up the notices', async () => {
    const { orderId } = await place({ address: { ...makeOrderBody().address, email: 'a@x.sk' } })

    const first = await late(orderId, { minutes: 15 })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      data: {
        _id: orderId,
        status: 'Pending',
        lateMinutes: 15,
        events: [{ late: 15, reason: 'late +15 min', by: { name: expect.any(String) } }],
      },
    })
    const second = await late(orderId, { minutes: 10 })
    expect(second.json().data.lateMinutes).toBe(25)
    expect(second.json().data.events.map((event: { late: number }) => event.late)).toEqual([15, 10])

    // An order as soon as possible, placed at 12:00 in Bratislava: 30-60 minutes, so 13:00,
    // then 15 and 25 minutes late.
    const mails = await lateMails('a@x.sk')
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({ language: 'en', sent_at: null })
    expect(mails[0]!.subject).toMatch(/^Your order [A-Z]{2}\d{6} at .+ is running late$/)
    expect(mails[0]!.text).toContain('is running about 15 minutes late.')
    expect(mails[0]!.text).toContain('We now expect to deliver it at 13:15.')
    expect(mails[0]!.text).toContain('https://quan.example/track-order?code=')
    expect(mails[1]!.text).toContain('is running about 25 minutes late.')
    expect(mails[1]!.text).toContain('We now expect to deliver it at 13:25.')
  })

  it('writes the mail in the guest’s language, with a pickup’s ready time and another day’s date', async () => {
    // A pickup for tomorrow 12:30 in Bratislava, told 20 minutes late.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ordering',
      headers: { token: admin },
      payload: {
        pickup: true,
        laterOrders: true,
        deliveryLeadMinutes: 45,
        pickupLeadMinutes: 20,
        slotCap: null,
      },
    })
    const { orderId } = await place(
      {
        fulfilment: 'pickup',
        amount: 12.5, // no delivery fee
        dueAt: '2026-03-03T11:30:00.000Z',
        address: { ...makeOrderBody().address, email: 'sk@x.sk' },
      },
      'sk',
    )

    expect((await late(orderId, { minutes: 20 })).statusCode).toBe(200)

    const [mail] = await lateMails('sk@x.sk')
    expect(mail).toMatchObject({ language: 'sk' })
    expect(mail!.text).toContain('mešká asi 20 minút.')
    expect(mail!.text).toContain('Na vyzdvihnutie bude pripravená o 12:50 (3. 3. 2026).')
  })

  it('sends no mail to a guest who gave no e-mail, and still tells them on the track page', async () => {
    const { orderId, trackingCode } = await place({
      address: { ...makeOrderBody().address, email: '' },
    })
    const before = await t.db.selectFrom('mail_outbox').select('id').execute()

    expect((await late(orderId, { minutes: 30 })).statusCode).toBe(200)

    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(before.length)
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode, phone: PHONE },
    })
    expect(tracked.json().data).toMatchObject({ lateMinutes: 30 })
    expect(tracked.json().data).not.toHaveProperty('events')
  })

  it('sends the changed order to the board and to the guest’s track page', async () => {
    const { orderId, trackingCode } = await place()
    const board = await openEventStream(`${base}/api/admin/orders/stream`, { token: admin })
    const page = await openEventStream(
      `${base}/api/orders/track/stream?code=${trackingCode}&phone=${PHONE}`,
    )
    expect(await page.next()).toMatchObject({ data: { lateMinutes: 0 } })

    await late(orderId, { minutes: 15 })

    expect(await board.next()).toMatchObject({
      event: 'order',
      data: { _id: orderId, lateMinutes: 15, events: [{ late: 15 }] },
    })
    expect(await page.next()).toMatchObject({
      event: 'order',
      data: { trackingCode, lateMinutes: 15 },
    })
    board.close()
    page.close()
  })

  it('refuses an order that is delivered or cancelled with a 409, and changes nothing', async () => {
    const delivered = await place()
    for (const status of ['Preparing', 'Out for delivery', 'Delivered'])
      await move(delivered.orderId, { status })
    const cancelled = await place()
    await move(cancelled.orderId, { status: 'Cancelled', reason: 'Out of noodles' })

    for (const { orderId } of [delivered, cancelled]) {
      const response = await late(orderId, { minutes: 15 })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ success: false, code: 'ORDER_FINAL' })
      const row = await t.db
        .selectFrom('orders')
        .select('late_minutes')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      expect(row.late_minutes).toBe(0)
    }
  })

  it('refuses a total past four hours with a 409', async () => {
    const { orderId } = await place()
    for (let i = 0; i < 2; i++) expect((await late(orderId, { minutes: 120 })).statusCode).toBe(200)

    const response = await late(orderId, { minutes: 5 })

    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ success: false, code: 'LATE_TOO_LONG' })
  })

  it.each([0, 3, 7, 125, -15, 15.5, '15', null])(
    'refuses %s minutes with a 400',
    async (minutes) => {
      const { orderId } = await place()

      const response = await late(orderId, { minutes })

      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'LATE_MINUTES_INVALID' })
    },
  )

  it('answers 404 for an order that does not exist', async () => {
    const response = await late('no-such-order', { minutes: 15 })

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Order not found',
      code: 'ORDER_NOT_FOUND',
    })
  })

  it('is for the restaurant admin only', async () => {
    const { orderId } = await place()

    expect((await late(orderId, { minutes: 15 }, '')).statusCode).toBe(401)
    expect((await late(orderId, { minutes: 15 }, customer)).statusCode).toBe(403)
  })
})

describe('the late notice’s mail', () => {
  it('is written in Vietnamese too, a delivery told its new time', () => {
    const mail = orderLate(
      {
        restaurant: DEMO_IDENTITY,
        trackingCode: 'AB123456',
        firstName: 'Lan',
        language: 'vi',
        fulfilment: 'delivery',
        lateMinutes: 15,
        expected: { date: null, time: '19:45' },
      },
      'https://quan.example',
    )

    expect(mail.subject).toBe(`Đơn hàng AB123456 của bạn tại ${DEMO_IDENTITY.name} bị chậm`)
    expect(mail.text).toContain('Xin chào Lan,')
    expect(mail.text).toContain('đơn hàng AB123456 của bạn sẽ chậm khoảng 15 phút.')
    expect(mail.text).toContain('Chúng tôi dự kiến giao đơn hàng lúc 19:45.')
    expect(mail.text).toContain('https://quan.example/track-order?code=AB123456')
  })
})
