import { makeAddress, makeOptionGroup, makeOrderBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer, userIdOf } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { listenOnFreePort, openEventStream } from '../../../test/event-stream'
import { insertTestFoods } from '../../../test/seed'
import { searchPage, type SearchCursor } from './repo'

let t: TestApp
let admin: string
let adminId: string
let customer: string

const SIZE = makeOptionGroup()

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [
    { _id: 'food-1' }, // €12.50, its allergens not stated
    {
      _id: 'food-2',
      name: 'Bún bò Huế',
      nameVI: 'Bún bò Huế',
      nameEN: 'Hue beef noodle soup',
      nameSK: 'Hovädzia polievka z Hue',
      sku: 'BUN-1',
      // With its texts per language (issue 12 §1), which the order keeps as sold.
      options: [
        {
          ...SIZE,
          nameSK: 'Veľkosť',
          choices: SIZE.choices.map((choice) =>
            choice.code === 'l' ? { ...choice, labelSK: 'Veľká' } : choice,
          ),
        },
      ],
      allergens: ['crustaceans', 'fish'],
    },
  ])
  admin = await loginAdmin(t.app)
  adminId = await userIdOf(t.app, admin)
  // A name to see in the history, rather than the default 'Admin'.
  await t.db.updateTable('users').set({ name: 'Thu Trang' }).where('id', '=', adminId).execute()
  customer = await registerCustomer(t.app)
})
afterEach(() => t.clock.set(TEST_NOW))
afterAll(() => t.close())

interface Placed {
  orderId: string
  trackingCode: string
}

/** A guest order placed through the API at `at` (the shop's clock). */
async function placeAt(at: string, overrides: Parameters<typeof makeOrderBody>[0] = {}) {
  t.clock.set(at)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(overrides),
  })
  expect(response.statusCode).toBe(201)
  return response.json<Placed>()
}

const list = (query = '', token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { token } })

const move = (id: string, body: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { token },
    payload: body as object,
  })

const markPaid = (id: string, body: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    headers: { token },
    payload: body as object,
  })

const eventsOf = (orderId: string) =>
  t.db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute()

const statusOf = async (orderId: string) =>
  (
    await t.db
      .selectFrom('orders')
      .select(['status', 'payment', 'updated_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status

describe('who may use the orders back office', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: '/api/admin/orders/stream' },
    {
      method: 'POST',
      url: '/api/admin/orders/some-order/status',
      payload: { status: 'Preparing' },
    },
    { method: 'POST', url: '/api/admin/orders/some-order/payment', payload: { paid: true } },
  ] as const

  it.each(routes)('$method $url: 401 without a token', async (route) => {
    const response = await t.app.inject(route)

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in as the restaurant admin.',
      code: 'ADMIN_LOGIN_REQUIRED',
    })
  })

  it.each(routes)('$method $url: 403 for a customer', async (route) => {
    const response = await t.app.inject({ ...route, headers: { token: customer } })

    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      success: false,
      message: 'Only the restaurant admin can do this.',
      code: 'ADMIN_ONLY',
    })
  })

  it.each(routes)('$method $url: 401 for a token that is not valid', async (route) => {
    const response = await t.app.inject({ ...route, headers: { token: 'not-a-token' } })

    expect(response.statusCode).toBe(401)
  })

  it.each(routes.filter((route) => !route.url.endsWith('/stream')))(
    '$method $url: never takes the token from the address',
    async (route) => {
      const response = await t.app.inject({ ...route, url: `${route.url}?token=${admin}` })

      expect(response.statusCode).toBe(401)
    },
  )
})

describe('GET /api/admin/orders', () => {
  it('lists the day’s orders newest first, with everything the kitchen and the rider need', async () => {
    const first = await placeAt('2026-04-07T09:00:00.000Z')
    const second = await placeAt('2026-04-07T10:30:00.000Z', {
      address: makeAddress({ firstName: 'Minh', lastName: 'Tran', phone: '+421 902 345 678' }),
      items: [
        { _id: 'food-2', quantity: 2, selectedOptions: { Size: 'l' } },
        { _id: 'food-1', quantity: 1 },
      ],
      amount: 2 * 14 + 12.5 + 2,
      notes: 'Ring twice',
    })

    const response = await list('?day=2026-04-07')

    expect(response.statusCode).toBe(200)
    const { success, data } = response.json()
    expect(success).toBe(true)
    expect(data.map((order: { _id: string }) => order._id)).toEqual([second.orderId, first.orderId])
    expect(data[0]).toEqual({
      _id: second.orderId,
      trackingCode: second.trackingCode,
      customerInfo: { name: 'Minh Tran', phone: '+421 902 345 678', email: 'lan@example.com' },
      address: {
        firstName: 'Minh',
        lastName: 'Tran',
        street: 'Obchodná 1',
        city: 'Bratislava',
        state: 'Bratislavský kraj',
        postalCode: '81106',
        country: 'Slovakia',
      },
      subtotal: 40.5,
      deliveryFee: 2,
      amount: 42.5,
      payment: false,
      // Issue 22 §1: paid at the door, as every order before payments.
      paymentMethod: 'cash',
      paymentState: 'none',
      refunds: [],
      lateMinutes: 0,
      date: '2026-04-07T10:30:00.000Z',
      createdAt: '2026-04-07T10:30:00.000Z',
      updatedAt: '2026-04-07T10:30:00.000Z',
      status: 'Pending',
      orderType: 'guest',
      // Issue 11 §1, §2: SPEC's body is a delivery, as soon as possible.
      fulfilment: 'delivery',
      dueAt: null,
      items: [
        {
          _id: 'food-2',
          name: 'Bún bò Huế',
          nameVI: 'Bún bò Huế',
          nameEN: 'Hue beef noodle soup',
          nameSK: 'Hovädzia polievka z Hue',
          price: 14,
          quantity: 2,
          selectedOptions: { Size: 'l' },
          choices: [
            {
              group: 'Size',
              groupVI: '',
              groupEN: '',
              groupSK: 'Veľkosť',
              code: 'l',
              label: 'Large',
              labelVI: '',
              labelEN: '',
              labelSK: 'Veľká',
            },
          ],
          allergens: ['crustaceans', 'fish'],
        },
        {
          _id: 'food-1',
          name: 'Phở bò',
          nameVI: 'Phở bò',
          nameEN: 'Beef pho',
          nameSK: 'Hovädzie pho',
          price: 12.5,
          quantity: 1,
          choices: [],
          allergens: null,
        },
      ],
      notes: 'Ring twice',
      events: [],
    })
  })

  it('counts the day in the restaurant’s time zone, not in UTC', async () => {
    // 23:30 UTC on 8 April is 01:30 on 9 April in Bratislava (summer time, UTC+2).
    const late = await placeAt('2026-04-08T23:30:00.000Z')
    // 22:30 UTC on 9 April is 00:30 on 10 April there.
    const next = await placeAt('2026-04-09T22:30:00.000Z')

    const ninth = (await list('?day=2026-04-09')).json().data
    const eighth = (await list('?day=2026-04-08')).json().data

    expect(ninth.map((order: { _id: string }) => order._id)).toEqual([late.orderId])
    expect(eighth).toEqual([])
    expect(next.orderId).not.toBe(late.orderId)
  })

  it('shows today in the restaurant’s time zone when no day is given', async () => {
    const placed = await placeAt('2026-04-13T22:30:00.000Z') // 00:30 on 14 April in Bratislava
    await placeAt('2026-04-13T12:00:00.000Z') // the 13th

    t.clock.set('2026-04-14T07:00:00.000Z')
    const response = await list()

    expect(response.json().data.map((order: { _id: string }) => order._id)).toEqual([
      placed.orderId,
    ])
  })

  it('filters by status', async () => {
    const pending = await placeAt('2026-04-15T09:00:00.000Z')
    const preparing = await placeAt('2026-04-15T09:05:00.000Z')
    expect((await move(preparing.orderId, { status: 'Preparing' })).statusCode).toBe(200)

    const onlyPreparing = (await list('?day=2026-04-15&status=Preparing')).json().data
    const onlyPending = (await list('?day=2026-04-15&status=Pending')).json().data
    const all = (await list('?day=2026-04-15&status=')).json().data

    expect(onlyPreparing.map((order: { _id: string }) => order._id)).toEqual([preparing.orderId])
    expect(onlyPending.map((order: { _id: string }) => order._id)).toEqual([pending.orderId])
    expect(all).toHaveLength(2)
  })

  it('shows each order’s history, oldest change first', async () => {
    const placed = await placeAt('2026-04-16T09:00:00.000Z')
    t.clock.set('2026-04-16T09:10:00.000Z')
    await move(placed.orderId, { status: 'Preparing' })
    t.clock.set('2026-04-16T09:20:00.000Z')
    await markPaid(placed.orderId, { paid: true })

    const [order] = (await list('?day=2026-04-16')).json().data

    expect(order.events).toEqual([
      {
        _id: expect.any(String),
        at: '2026-04-16T09:10:00.000Z',
        by: { _id: adminId, name: 'Thu Trang' },
        from: 'Pending',
        to: 'Preparing',
      },
      {
        _id: expect.any(String),
        at: '2026-04-16T09:20:00.000Z',
        by: { _id: adminId, name: 'Thu Trang' },
        paid: true,
      },
    ])
  })

  it.each([
    [
      '?status=pending',
      'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
    ],
    [
      '?status=Shipped',
      'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
    ],
    ['?day=2026-02-30', 'Please enter a valid date'],
    ['?day=07.04.2026', 'Please enter a valid date'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await list(query)

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })
})

describe('GET /api/admin/orders?q= (issue 23 §1: find an order of any day)', () => {
  const ids = (response: { json(): { data: { _id: string }[] } }) =>
    response.json().data.map((order) => order._id)

  it('finds by code, phone or name across days, newest first, whatever today is', async () => {
    const older = await placeAt('2026-05-02T10:00:00.000Z', {
      address: makeAddress({ firstName: 'Đào', lastName: 'Hoàng', phone: '0944 555 666' }),
    })
    const newer = await placeAt('2026-05-03T10:00:00.000Z', {
      address: makeAddress({
        firstName: 'Zuzana',
        lastName: 'Kováčová',
        phone: '+421 944 777 888',
      }),
    })
    t.clock.set('2026-05-04T10:00:00.000Z')

    expect(ids(await list(`?q=${newer.trackingCode.toLowerCase()}`))).toEqual([newer.orderId])
    // However the phone is written, by the guest or by the owner.
    expect(ids(await list(`?q=${encodeURIComponent('+421944555666')}`))).toEqual([older.orderId])
    expect(ids(await list(`?q=${encodeURIComponent('0944 777 888')}`))).toEqual([newer.orderId])
    // A name without its accents, in any case, and a part of it.
    expect(ids(await list('?q=hoang'))).toEqual([older.orderId])
    expect(ids(await list('?q=KOVACOVA'))).toEqual([newer.orderId])
    expect(ids(await list('?q=DAO%20hoa'))).toEqual([older.orderId])
    // Both, newest first; the day and status filters do not narrow a search.
    expect(ids(await list('?q=0944&day=2026-05-04&status=Preparing'))).toEqual([
      newer.orderId,
      older.orderId,
    ])
  })

  it('takes wildcards as letters and refuses a search longer than 60 characters', async () => {
    await placeAt('2026-05-05T10:00:00.000Z', {
      address: makeAddress({ firstName: 'Wild', lastName: 'Card', phone: '0955 123 123' }),
    })
    for (const q of ['%', '_', '%25', '\\', "' OR 1=1 --"]) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).json().data, q).toEqual([])
    }
    const long = await list(`?q=${'a'.repeat(61)}`)
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({
      success: false,
      message: 'A search must be at most 60 characters long',
    })
    expect((await list(`?q=${'a'.repeat(60)}`)).statusCode).toBe(200)
  })

  it('lists at most 50 orders', async () => {
    for (let minute = 0; minute < 52; minute += 1) {
      await placeAt(
        `2026-05-06T1${Math.floor(minute / 60)}:${String(minute).padStart(2, '0')}:00.000Z`,
        {
          address: makeAddress({ firstName: 'Many', lastName: 'Orders', phone: '0966 000 111' }),
        },
      )
    }
    const found = (await list('?q=many%20orders')).json().data as { createdAt: string }[]
    expect(found).toHaveLength(50)
    expect(found[0]!.createdAt).toBe('2026-05-06T10:51:00.000Z')
  })

  it('reads the orders a page at a time, each once, orders placed in the same instant included', async () => {
    // Three in one instant: the page ends between them, and the next picks up by id.
    for (const at of [
      '2026-05-07T10:00:00.000Z',
      '2026-05-07T11:00:00.000Z',
      '2026-05-07T11:00:00.000Z',
      '2026-05-07T11:00:00.000Z',
      '2026-05-07T12:00:00.000Z',
    ]) {
      await placeAt(at, {
        address: makeAddress({ firstName: 'Paged', lastName: 'Guest', phone: '0977 000 222' }),
      })
    }
    const needles = ['paged']
    const whole = await searchPage(t.db, needles, null, 100)
    expect(whole).toHaveLength(5)
    const walked: string[] = []
    let after: SearchCursor | null = null
    for (let page = 0; page < 10; page += 1) {
      const rows = await searchPage(t.db, needles, after, 2)
      walked.push(...rows.map((row) => row.id))
      const last = rows[rows.length - 1]
      if (rows.length < 2 || !last) break
      after = { createdAt: last.created_at, id: last.id }
    }
    expect(walked).toEqual(whole.map((row) => row.id))
  })
})

describe('POST /api/admin/orders/:id/status', () => {
  it('moves an order through the kitchen to the door, keeping when and who for each step', async () => {
    const { orderId, trackingCode } = await placeAt(TEST_NOW)
    const steps = [
      ['Preparing', '2026-03-02T11:05:00.000Z'],
      ['Out for delivery', '2026-03-02T11:30:00.000Z'],
      ['Delivered', '2026-03-02T11:55:00.000Z'],
    ] as const

    for (const [status, at] of steps) {
      t.clock.set(at)
      const response = await move(orderId, { status })

      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        success: true,
        message: `The order is now ${status}.`,
        data: { _id: orderId, status, updatedAt: at },
      })
    }

    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('Delivered')
    expect(row.updated_at).toBe('2026-03-02T11:55:00.000Z')
    expect(row.created_at).toBe(TEST_NOW)
    // The kitchen's moments the reports' preparation times read (migration 0022).
    expect([row.accepted_at, row.ready_at, row.done_at]).toEqual(steps.map(([, at]) => at))
    expect(
      (await eventsOf(orderId)).map((e) => [
        e.at,
        e.actor_id,
        e.actor_name,
        e.from_status,
        e.to_status,
      ]),
    ).toEqual([
      ['2026-03-02T11:05:00.000Z', adminId, 'Thu Trang', 'Pending', 'Preparing'],
      ['2026-03-02T11:30:00.000Z', adminId, 'Thu Trang', 'Preparing', 'Out for delivery'],
      ['2026-03-02T11:55:00.000Z', adminId, 'Thu Trang', 'Out for delivery', 'Delivered'],
    ])
    // The guest's track page shows it too.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode, phone: '0901234567' },
    })
    expect(tracked.json().data.status).toBe('Delivered')
  })

  const REFUSED = 'ORDER_MOVE_REFUSED'
  it.each([
    ['Pending', 'Delivered', 'An order that is Pending cannot become Delivered.', REFUSED],
    [
      'Pending',
      'Out for delivery',
      'An order that is Pending cannot become Out for delivery.',
      REFUSED,
    ],
    ['Preparing', 'Pending', 'An order that is Preparing cannot become Pending.', REFUSED],
    ['Delivered', 'Pending', 'An order that is Delivered cannot become Pending.', REFUSED],
    ['Delivered', 'Cancelled', 'An order that is Delivered cannot become Cancelled.', REFUSED],
    ['Pending', 'Pending', 'This order is already Pending.', 'ORDER_ALREADY_IN_STATUS'],
  ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to, message, code) => {
    const { orderId } = await placeAt(TEST_NOW)
    const path = {
      Pending: [],
      Preparing: ['Preparing'],
      Delivered: ['Preparing', 'Out for delivery', 'Delivered'],
    }[from]
    for (const status of path) expect((await move(orderId, { status })).statusCode).toBe(200)
    const before = await eventsOf(orderId)

    const response = await move(orderId, { status: to, reason: 'Testing' })

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message, code })
    expect(await statusOf(orderId)).toBe(from)
    expect(await eventsOf(orderId)).toEqual(before)
  })

  it('cancels with the reason kept, and a cancelled order stays cancelled', async () => {
    const { orderId } = await placeAt(TEST_NOW)
    await move(orderId, { status: 'Preparing' })

    const response = await move(orderId, { status: 'Cancelled', reason: '  Out of beef  ' })

    expect(response.statusCode).toBe(200)
    expect(response.json().data.events.at(-1)).toMatchObject({
      from: 'Preparing',
      to: 'Cancelled',
      reason: 'Out of beef',
      by: { _id: adminId, name: 'Thu Trang' },
    })
    const again = await move(orderId, { status: 'Preparing' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('An order that is Cancelled cannot become Preparing.')
  })

  it('can cancel an order that is already on its way', async () => {
    const { orderId } = await placeAt(TEST_NOW)
    await move(orderId, { status: 'Preparing' })
    await move(orderId, { status: 'Out for delivery' })

    const response = await move(orderId, { status: 'Cancelled', reason: 'Nobody at the door' })

    expect(response.statusCode).toBe(200)
    expect(await statusOf(orderId)).toBe('Cancelled')
  })

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }]])(
    'refuses a cancellation without a reason (%j) with 400',
    async (extra) => {
      const { orderId } = await placeAt(TEST_NOW)

      const response = await move(orderId, { status: 'Cancelled', ...extra })

      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: 'Please say why the order is cancelled',
        code: 'CANCEL_REASON_REQUIRED',
        errors: { reason: 'Please say why the order is cancelled' },
        fieldCodes: { reason: 'CANCEL_REASON_REQUIRED' },
      })
      expect(await statusOf(orderId)).toBe('Pending')
      expect(await eventsOf(orderId)).toEqual([])
    },
  )

  it.each([
    [{}, 'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled'],
    [
      { status: 'Shipped' },
      'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
    ],
    [
      { status: 'preparing' },
      'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
    ],
    [
      { status: 'Cancelled', reason: 'x'.repeat(501) },
      'The reason must be at most 500 characters long',
    ],
    [[], 'Request body must be a JSON object'],
  ])('refuses the body %j with 400', async (body, message) => {
    const { orderId } = await placeAt(TEST_NOW)

    const response = await move(orderId, body)

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await statusOf(orderId)).toBe('Pending')
  })

  it('answers 404 for an order that does not exist', async () => {
    const response = await move('no-such-order', { status: 'Preparing' })

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Order not found',
      code: 'ORDER_NOT_FOUND',
    })
  })

  it('lets only one of two admins acting at once move the order', async () => {
    const { orderId } = await placeAt(TEST_NOW)

    const answers = await Promise.all([
      move(orderId, { status: 'Preparing' }),
      move(orderId, { status: 'Preparing' }),
    ])

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      'This order is already Preparing.',
    )
    expect(await eventsOf(orderId)).toHaveLength(1)
    expect(await statusOf(orderId)).toBe('Preparing')
  })
})

describe('POST /api/admin/orders/:id/payment', () => {
  it('marks an order paid and unpaid, keeping each change with when and who', async () => {
    const { orderId } = await placeAt(TEST_NOW)

    t.clock.set('2026-03-02T11:20:00.000Z')
    const paid = await markPaid(orderId, { paid: true })
    t.clock.set('2026-03-02T11:25:00.000Z')
    const unpaid = await markPaid(orderId, { paid: false })

    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({
      success: true,
      message: 'The order is marked as paid.',
      data: { _id: orderId, payment: true, updatedAt: '2026-03-02T11:20:00.000Z' },
    })
    expect(unpaid.json()).toMatchObject({
      message: 'The order is marked as unpaid.',
      data: { payment: false },
    })
    expect(
      (await eventsOf(orderId)).map((e) => [e.at, e.actor_name, e.payment, e.to_status]),
    ).toEqual([
      ['2026-03-02T11:20:00.000Z', 'Thu Trang', 1, null],
      ['2026-03-02T11:25:00.000Z', 'Thu Trang', 0, null],
    ])
  })

  it('changes nothing when the order is already so', async () => {
    const { orderId } = await placeAt(TEST_NOW)
    await markPaid(orderId, { paid: true })

    const again = await markPaid(orderId, { paid: true })

    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      message: 'The order was already marked as paid.',
      data: { payment: true },
    })
    expect(await eventsOf(orderId)).toHaveLength(1)
  })

  it.each([[{}], [{ paid: 'yes' }], [{ paid: 1 }], [{ paid: null }]])(
    'refuses %j with 400',
    async (body) => {
      const { orderId } = await placeAt(TEST_NOW)

      const response = await markPaid(orderId, body)

      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Say whether the order is paid: true or false',
      })
    },
  )

  it('answers 404 for an order that does not exist', async () => {
    const response = await markPaid('no-such-order', { paid: true })

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Order not found',
      code: 'ORDER_NOT_FOUND',
    })
  })
})

describe('live streams', () => {
  let base: string

  beforeAll(async () => {
    base = await listenOnFreePort(t.app)
  })

  describe('GET /api/admin/orders/stream', () => {
    it('sends each new order to the board as it is placed, and each change to it', async () => {
      const board = await openEventStream(`${base}/api/admin/orders/stream`, { token: admin })
      expect(board.status).toBe(200)
      expect(board.headers['content-type']).toBe('text/event-stream')
      expect(board.headers['cache-control']).toBe('no-cache')
      expect(board.headers['x-accel-buffering']).toBe('no')

      const placed = await placeAt(TEST_NOW)
      const created = await board.next()
      t.clock.set('2026-03-02T11:10:00.000Z')
      await move(placed.orderId, { status: 'Preparing' })
      const moved = await board.next()
      await markPaid(placed.orderId, { paid: true })
      const paid = await board.next()

      expect(created).toMatchObject({
        event: 'order',
        data: {
          _id: placed.orderId,
          trackingCode: placed.trackingCode,
          status: 'Pending',
          customerInfo: { name: 'Lan Nguyen', phone: '0901234567' },
          amount: 14.5,
          events: [],
        },
      })
      expect(moved).toMatchObject({
        event: 'order',
        data: {
          _id: placed.orderId,
          status: 'Preparing',
          events: [{ from: 'Pending', to: 'Preparing', by: { name: 'Thu Trang' } }],
        },
      })
      expect(paid).toMatchObject({ data: { _id: placed.orderId, payment: true } })
      // The same shape as the list, so the board can put it straight in.
      const [listed] = (await list('?day=2026-03-02')).json().data
      expect(paid!.data).toEqual(listed)
      board.close()
    })

    it('takes the token from the address, since EventSource sends no headers', async () => {
      const board = await openEventStream(`${base}/api/admin/orders/stream?token=${admin}`)

      expect(board.status).toBe(200)
      const placed = await placeAt(TEST_NOW)
      expect(await board.next()).toMatchObject({ data: { _id: placed.orderId } })
      board.close()
    })

    it('answers 401 and 403 as JSON before any stream starts', async () => {
      const nobody = await openEventStream(`${base}/api/admin/orders/stream`)
      const guest = await openEventStream(`${base}/api/admin/orders/stream?token=${customer}`)

      expect(nobody.status).toBe(401)
      expect(await nobody.json()).toMatchObject({ success: false })
      expect(guest.status).toBe(403)
      expect(await guest.json()).toMatchObject({ success: false })
    })
  })

  describe('GET /api/orders/track/stream', () => {
    const trackStream = (code: string, phone = '0901234567') =>
      openEventStream(
        `${base}/api/orders/track/stream?code=${code}&phone=${encodeURIComponent(phone)}`,
      )

    it('sends the tracked order at once, then again at each change of it, and of it only', async () => {
      const ours = await placeAt(TEST_NOW)
      const other = await placeAt(TEST_NOW)
      const page = await trackStream(ours.trackingCode)
      expect(page.status).toBe(200)
      expect(page.headers['content-type']).toBe('text/event-stream')

      const first = await page.next()
      await move(other.orderId, { status: 'Preparing' })
      await move(ours.orderId, { status: 'Preparing' })
      const second = await page.next()
      await markPaid(ours.orderId, { paid: true })
      const third = await page.next()

      const tracked = await t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { trackingCode: ours.trackingCode, phone: '0901234567' },
      })
      expect(first).toEqual({
        event: 'order',
        data: { ...tracked.json().data, status: 'Pending', payment: false },
      })
      expect(second).toEqual({
        event: 'order',
        data: { ...tracked.json().data, payment: false },
      })
      expect(third).toEqual({ event: 'order', data: tracked.json().data })
      // The history and the admin's name are for the back office only.
      expect(third!.data).not.toHaveProperty('events')
      page.close()
    })

    it('takes the code in any letter case and the phone in any spelling, as tracking does', async () => {
      const ours = await placeAt(TEST_NOW)

      const page = await trackStream(ours.trackingCode.toLowerCase(), '+090 123 4567')

      expect(page.status).toBe(200)
      expect(await page.next()).toMatchObject({ data: { _id: ours.orderId } })
      page.close()
    })

    it('answers 404 when the code and the phone do not belong together', async () => {
      const ours = await placeAt(TEST_NOW)

      const wrongPhone = await trackStream(ours.trackingCode, '0900000000')
      const wrongCode = await trackStream('ZZ999999')

      expect(wrongPhone.status).toBe(404)
      expect(await wrongPhone.json()).toEqual({
        success: false,
        message: 'Order not found',
        code: 'ORDER_NOT_FOUND',
      })
      expect(wrongCode.status).toBe(404)
    })

    it('answers 400 without a code or a phone', async () => {
      const noPhone = await openEventStream(`${base}/api/orders/track/stream?code=AB123456`)
      const noCode = await openEventStream(`${base}/api/orders/track/stream?phone=0901234567`)

      expect(noPhone.status).toBe(400)
      expect(await noPhone.json()).toMatchObject({
        message: 'Please enter order code and phone number',
      })
      expect(noCode.status).toBe(400)
    })
  })

  it('ends every open stream when the server closes, and closes promptly', async () => {
    const shop = await buildTestApp()
    try {
      await insertTestFoods(shop.db, [{}])
      const address = await listenOnFreePort(shop.app)
      const token = await loginAdmin(shop.app)
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody(),
      })
      const board = await openEventStream(`${address}/api/admin/orders/stream`, { token })
      const page = await openEventStream(
        `${address}/api/orders/track/stream?code=${placed.json().trackingCode}&phone=0901234567`,
      )
      await page.next()

      const started = Date.now()
      await shop.app.close()

      await Promise.all([board.end(), page.end()])
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await shop.close()
    }
  })
})
