import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'
import { deadPort } from '../../../test/smtp'
import { listenOnFreePort, openEventStream } from '../../../test/event-stream'

// Issue 24 §4: the guest's data in their hands: export, erase, anonymised by age, and logged.

let t: TestApp
let admin: string

beforeAll(async () => {
  // A mail server that never answers: the mails stay in the outbox.
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` } })
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  admin = await loginAdmin(t.app)
})
afterAll(() => t.close())

let guests = 0
/** An order of one dish (€12.50 and €2 delivery), from a phone and e-mail of its own. */
async function place(token?: string) {
  guests += 1
  const phone = `0903${String(guests).padStart(6, '0')}`
  const email = `guest-${guests}@example.com`
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: token ? { token } : {},
    payload: makeOrderBody({
      address: makeAddress({ phone, email, firstName: 'Lan', lastName: `Nguyen ${guests}` }),
      notes: 'Ring twice, 3rd floor',
    }),
  })
  expect(response.statusCode, response.body).toBe(201)
  const { orderId, trackingCode } = response.json<{ orderId: string; trackingCode: string }>()
  return { id: orderId, trackingCode, phone, email }
}

async function cancel(id: string) {
  const moved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { token: admin },
    payload: { status: 'Cancelled', reason: 'Closed early' },
  })
  expect(moved.statusCode, moved.body).toBe(200)
}

const orderRow = (id: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const logOf = (column: 'user_id' | 'order_id', id: string) =>
  t.db.selectFrom('personal_data_log').selectAll().where(column, '=', id).execute()

/** What a stripped order must still hold, and must no longer hold. */
async function expectStripped(id: string) {
  const row = await orderRow(id)
  expect(row).toMatchObject({
    first_name: '',
    last_name: '',
    phone: '',
    phone_key: '',
    email: null,
    email_key: null,
    street: '',
    city: '',
    zipcode: '',
    notes: null,
    user_id: null,
    // Kept for the restaurant's accounts.
    amount_cents: 1450,
    subtotal_cents: 1250,
    delivery_fee_cents: 200,
  })
  // The board's search finds it by its code alone (migration 0023).
  expect(row.search_text).toBe(`${row.tracking_code.toLowerCase()}\n\n`)
  expect(row.anonymised_at).toBeTruthy()
  const lines = await t.db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', id)
    .execute()
  expect(lines).toHaveLength(1)
}

const mailsTo = (to: string) =>
  t.db.selectFrom('mail_outbox').select('id').where('to', '=', to).execute()

describe('a customer', () => {
  it('downloads their account and orders with lines, and only theirs; logged without the data', async () => {
    const token = await registerCustomer(t.app, { name: 'Mai Tran', email: 'mai@example.com' })
    const other = await registerCustomer(t.app)
    const mine = await place(token)
    const theirs = await place(other)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/data',
      headers: { token },
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.account).toMatchObject({ name: 'Mai Tran', email: 'mai@example.com' })
    expect(data.account).not.toHaveProperty('password_hash')
    expect(JSON.stringify(data)).not.toContain('scrypt')
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      id: mine.id,
      phone: mine.phone,
      email: mine.email,
      notes: 'Ring twice, 3rd floor',
      amount: 14.5,
      address: { street: 'Obchodná 1', city: 'Bratislava' },
    })
    expect(data.orders[0].lines).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 12.5 }),
    ])
    expect(JSON.stringify(data)).not.toContain(theirs.id)
    const userId = data.account.id as string
    const log = await logOf('user_id', userId)
    expect(log).toEqual([
      expect.objectContaining({ action: 'export', asked_by: 'customer', actor_id: userId }),
    ])
    expect(JSON.stringify(log)).not.toMatch(/Mai|mai@example|0903/)
  })

  it('hands over and deletes their saved addresses and the browsers told of their orders', async () => {
    const token = await registerCustomer(t.app, { email: 'regular@example.com' })
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/addresses',
      headers: { token },
      payload: makeAddress({ street: 'Saved street 7' }),
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const order = await place(token)
    const endpoint = 'https://fcm.googleapis.com/fcm/send/regular-browser'
    await t.db
      .insertInto('push_subscriptions')
      .values({
        id: 'sub-regular',
        order_id: order.id,
        user_id: null,
        endpoint,
        p256dh: 'key',
        auth: 'secret',
        language: 'sk',
        created_at: '2026-03-02T11:00:00.000Z',
      })
      .execute()

    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/user/data', headers: { token } })
    ).json()
    expect(data.addresses).toEqual([
      expect.objectContaining({ street: 'Saved street 7', isDefault: true }),
    ])
    expect(data.pushSubscriptions).toEqual([
      { orderId: order.id, endpoint, language: 'sk', subscribedAt: '2026-03-02T11:00:00.000Z' },
    ])

    await cancel(order.id)
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { token },
      payload: { password: 'customer-password' },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const userId = data.account.id as string
    expect(
      await t.db
        .selectFrom('customer_addresses')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([])
    expect(
      await t.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('order_id', '=', order.id)
        .execute(),
    ).toEqual([])
  })

  it('needs to be signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/data' })
    expect(response.statusCode).toBe(401)
  })

  it('deletes their account with their password: orders stay with totals, without their details', async () => {
    const token = await registerCustomer(t.app, { email: 'leaving@example.com' })
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })
    ).json()
    const userId = data._id as string
    const order = await place(token)
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token },
      payload: { itemId: 'food-1' },
    })
    const remove = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/delete',
        headers: { token },
        payload: { password },
      })

    // A wrong password changes nothing.
    const wrong = await remove('not my password')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ success: false, code: 'PASSWORD_WRONG' })
    // An order still on its way needs its address.
    const open = await remove('customer-password')
    expect(open.statusCode).toBe(409)
    expect(open.json()).toMatchObject({ success: false, code: 'ORDER_STILL_OPEN' })
    expect((await orderRow(order.id)).phone).toBe(order.phone)

    await cancel(order.id)
    expect((await mailsTo(order.email)).length).toBeGreaterThan(0)
    const deleted = await remove('customer-password')
    expect(deleted.statusCode, deleted.body).toBe(200)

    await expectStripped(order.id)
    expect((await orderRow(order.id)).status).toBe('Cancelled')
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await t.db.selectFrom('cart_lines').select('user_id').where('user_id', '=', userId).execute(),
    ).toEqual([])
    expect(await mailsTo(order.email)).toEqual([])
    // The token is worth nothing now, and the password opens nothing.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { token } })
    expect(me.statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'leaving@example.com', password: 'customer-password' },
    })
    expect(login.statusCode).toBe(401)
    const log = await logOf('user_id', userId)
    expect(log.map((row) => [row.action, row.order_id])).toEqual(
      expect.arrayContaining([
        ['erase', null],
        ['erase', order.id],
      ]),
    )
  })

  it('cannot delete the admin account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { token: admin },
      payload: { password: 'admin-password' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ success: false, code: 'ADMIN_ACCOUNT_KEPT' })
  })
})

describe('a guest without an account', () => {
  const ask = (path: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/orders/personal-data${path}`, payload: body })

  it('downloads the order by its code and phone; a wrong phone is refused', async () => {
    const order = await place()
    const wrong = await ask('', { trackingCode: order.trackingCode, phone: '0903999999' })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' })
    const right = await ask('', { trackingCode: order.trackingCode, phone: order.phone })
    expect(right.statusCode).toBe(200)
    const { data } = right.json()
    expect(data.account).toBeNull()
    expect(data.orders).toEqual([
      expect.objectContaining({ id: order.id, phone: order.phone, email: order.email }),
    ])
    expect(await logOf('order_id', order.id)).toEqual([
      expect.objectContaining({ action: 'export', asked_by: 'guest', actor_id: null }),
    ])
  })

  it('erases a done order by its code and phone: a wrong phone or an open order is refused', async () => {
    const order = await place()
    const sibling = await place()
    const body = { trackingCode: order.trackingCode, phone: order.phone }
    const wrong = await ask('/erase', { ...body, phone: sibling.phone })
    expect(wrong.statusCode).toBe(404)
    const open = await ask('/erase', body)
    expect(open.statusCode).toBe(409)
    expect((await orderRow(order.id)).first_name).toBe('Lan')

    await cancel(order.id)
    const erased = await ask('/erase', body)
    expect(erased.statusCode, erased.body).toBe(200)
    await expectStripped(order.id)
    expect(await mailsTo(order.email)).toEqual([])
    // Nothing to find by that phone any more; another order is untouched.
    expect((await ask('', body)).statusCode).toBe(404)
    expect((await orderRow(sibling.id)).first_name).toBe('Lan')
    const log = await logOf('order_id', order.id)
    expect(log).toEqual([expect.objectContaining({ action: 'erase', asked_by: 'guest' })])
  })
})

describe('the owner', () => {
  it('downloads and erases a guest order from the back office; a customer may not', async () => {
    const order = await place()
    const customer = await registerCustomer(t.app)
    for (const [method, path] of [
      ['GET', 'personal-data'],
      ['POST', 'personal-data/erase'],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url: `/api/admin/orders/${order.id}/${path}`,
        headers: { token: customer },
      })
      expect(refused.statusCode).toBe(403)
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/personal-data`,
      headers: { token: admin },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.json().data.orders[0]).toMatchObject({ id: order.id, phone: order.phone })
    await cancel(order.id)
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/personal-data/erase`,
      headers: { token: admin },
    })
    expect(erased.statusCode, erased.body).toBe(200)
    await expectStripped(order.id)
    const log = await logOf('order_id', order.id)
    expect(log.map((row) => [row.action, row.asked_by])).toEqual([
      ['export', 'admin'],
      ['erase', 'admin'],
    ])
    expect(log.every((row) => row.actor_id !== null)).toBe(true)
  })

  it('sees the erased order on the live board at once', async () => {
    const base = await listenOnFreePort(t.app)
    const order = await place()
    await cancel(order.id)
    const board = await openEventStream(`${base}/api/admin/orders/stream`, { token: admin })
    expect(board.status).toBe(200)
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/personal-data/erase`,
      headers: { token: admin },
    })
    expect(erased.statusCode).toBe(200)
    const heard = await board.next()
    board.close()
    expect(heard).toMatchObject({
      data: {
        _id: order.id,
        customerInfo: { name: expect.stringMatching(/^\s*$/), phone: '' },
        amount: 14.5,
      },
    })
  })

  it('sets how long personal data is kept: 24 months unless changed', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/personal-data',
      headers: { token: admin },
    })
    expect(read.json().data).toEqual({ retentionMonths: 24 })
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/personal-data',
      headers: { token: admin },
      payload: { retentionMonths: 0 },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the anonymiser', () => {
  let a: TestApp
  beforeAll(async () => {
    a = await buildTestApp()
    await insertTestFoods(a.db, [{ _id: 'food-1' }])
  })
  afterAll(() => a.close())

  it('takes out orders, bookings and messages done longer ago than the setting, and no others', async () => {
    const placed = await a.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody(),
    })
    const orderId = placed.json().orderId as string
    // Placed at TEST_NOW (2 March 2026); a second order a day later.
    a.clock.set('2026-03-03T11:00:00.000Z')
    const later = (
      await a.app.inject({ method: 'POST', url: '/api/order/place', payload: makeOrderBody() })
    ).json().orderId as string
    const booking = {
      customer_name: 'Lan Nguyen',
      phone: '0901234567',
      email: 'lan@example.com',
      reservation_time: '19:00',
      number_of_people: 2,
      note: 'Window table',
      status: 'Confirmed',
      message_id: null,
      created_at: '2026-02-01T10:00:00.000Z',
      updated_at: null,
      handled_by: null,
      language: 'en' as const,
    }
    await a.db
      .insertInto('reservations')
      .values([
        { ...booking, id: 'old-booking', reservation_date: '2026-03-01' },
        { ...booking, id: 'new-booking', reservation_date: '2026-03-05' },
      ])
      .execute()
    const message = {
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'Allergies',
      message: 'I am allergic to peanuts',
      handled_at: null,
      handled_by: null,
      language: 'en' as const,
    }
    await a.db
      .insertInto('contact_messages')
      .values([
        { ...message, id: 'old-message', created_at: '2026-03-02T10:00:00.000Z' },
        { ...message, id: 'new-message', created_at: '2026-03-05T10:00:00.000Z' },
      ])
      .execute()

    // 24 months after the first order, less a day: nothing is due.
    a.clock.set('2028-03-01T11:00:00.000Z')
    expect(await a.app.anonymisePersonalData()).toBe(0)
    // A day and an hour past 24 months of the first order, the booking's day and the message.
    a.clock.set('2028-03-02T12:00:00.000Z')
    expect(await a.app.anonymisePersonalData()).toBe(3)
    const orders = await a.db
      .selectFrom('orders')
      .select(['id', 'first_name', 'phone', 'email', 'amount_cents', 'anonymised_at'])
      .orderBy('created_at')
      .execute()
    expect(orders).toEqual([
      {
        id: orderId,
        first_name: '',
        phone: '',
        email: null,
        amount_cents: 1450,
        anonymised_at: '2028-03-02T12:00:00.000Z',
      },
      expect.objectContaining({ id: later, first_name: 'Lan', anonymised_at: null }),
    ])
    const bookings = await a.db
      .selectFrom('reservations')
      .select(['id', 'customer_name', 'phone', 'note', 'reservation_date', 'number_of_people'])
      .orderBy('id')
      .execute()
    expect(bookings).toEqual([
      expect.objectContaining({ id: 'new-booking', customer_name: 'Lan Nguyen' }),
      {
        id: 'old-booking',
        customer_name: '',
        phone: '',
        note: null,
        reservation_date: '2026-03-01',
        number_of_people: 2,
      },
    ])
    const messages = await a.db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'message'])
      .orderBy('id')
      .execute()
    expect(messages).toEqual([
      expect.objectContaining({ id: 'new-message', name: 'Lan' }),
      { id: 'old-message', name: '', message: '' },
    ])
    const log = await a.db.selectFrom('personal_data_log').selectAll().orderBy('id').execute()
    expect(
      log.map((row) => [
        row.action,
        row.asked_by,
        row.order_id ?? row.reservation_id ?? row.message_id,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['anonymise', 'schedule', orderId],
        ['anonymise', 'schedule', 'old-booking'],
        ['anonymise', 'schedule', 'old-message'],
      ]),
    )
    expect(log).toHaveLength(3)
    // Done once: a second round finds nothing.
    expect(await a.app.anonymisePersonalData()).toBe(0)
  })

  it('follows the setting, and works through a backlog in batches', async () => {
    const token = await loginAdmin(a.app)
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/personal-data',
      headers: { token },
      payload: { retentionMonths: 36 },
    })
    expect(saved.statusCode).toBe(200)
    // The second order is 24 months and a day old, not 36.
    a.clock.set('2028-03-04T12:00:00.000Z')
    expect(await a.app.anonymisePersonalData()).toBe(0)
    await a.app.inject({
      method: 'PUT',
      url: '/api/admin/personal-data',
      headers: { token },
      payload: { retentionMonths: 1 },
    })
    // A backlog of more than one batch (ANONYMISE_BATCH is 200).
    const messages = Array.from({ length: 450 }, (_, index) => ({
      id: `backlog-${String(index).padStart(3, '0')}`,
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'Hello',
      message: 'Hello',
      created_at: '2028-01-01T10:00:00.000Z',
      handled_at: null,
      handled_by: null,
      language: 'en' as const,
    }))
    await a.db.insertInto('contact_messages').values(messages).execute()
    // The second order, the new booking and message, and the whole backlog.
    expect(await a.app.anonymisePersonalData()).toBe(453)
    const left = await a.db
      .selectFrom('contact_messages')
      .select('id')
      .where('anonymised_at', 'is', null)
      .execute()
    expect(left).toEqual([])
  })
})

describe('the rate limit', () => {
  let r: TestApp
  beforeAll(async () => {
    r = await buildTestApp({ env: { RATE_LIMITS: 'on' } })
  })
  afterAll(() => r.close())

  it('lets an address ask for data a few times an hour, by code and phone or from an account', async () => {
    const guess = (remoteAddress: string) =>
      r.app.inject({
        method: 'POST',
        url: '/api/orders/personal-data',
        payload: { trackingCode: 'AB123456', phone: '0903999999' },
        remoteAddress,
      })
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await guess('198.51.100.7')).statusCode, `attempt ${attempt}`).toBe(404)
    }
    const refused = await guess('198.51.100.7')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    // Erasing draws on the same budget; another address has its own.
    const erase = await r.app.inject({
      method: 'POST',
      url: '/api/orders/personal-data/erase',
      payload: { trackingCode: 'AB123456', phone: '0903999999' },
      remoteAddress: '198.51.100.7',
    })
    expect(erase.statusCode).toBe(429)
    expect((await guess('198.51.100.8')).statusCode).toBe(404)

    const token = await registerCustomer(r.app)
    const mine = () =>
      r.app.inject({
        method: 'GET',
        url: '/api/user/data',
        headers: { token },
        remoteAddress: '198.51.100.9',
      })
    for (let attempt = 1; attempt <= 5; attempt++) expect((await mine()).statusCode).toBe(200)
    expect((await mine()).statusCode).toBe(429)
  })
})
