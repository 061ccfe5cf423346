import { makeAddress, makeOptionGroup, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

let t: TestApp

const EXTRAS = makeOptionGroup({
  name: 'Extras',
  pricingMode: 'add',
  defaultChoiceCode: 'none',
  choices: [
    { code: 'none', label: 'None', priceCents: 0 },
    { code: 'egg', label: 'Egg', priceCents: 100 },
  ],
})

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [
    { _id: 'food-1' }, // €12.50
    { _id: 'food-2', name: 'Bún bò Huế', sku: 'BUN-1', options: [makeOptionGroup(), EXTRAS] },
    { _id: 'food-3', name: 'Chè', sku: 'CHE-1', status: 'inactive', category: 'Desserts' },
    {
      _id: 'food-4',
      name: 'Cà phê',
      sku: 'CAF-1',
      category: 'Drinks',
      priceCents: 400,
      isPromotion: true,
      originalPriceCents: 400,
      promotionPriceCents: 300,
    },
  ])
})
afterAll(() => t.close())

function place(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/order/place', payload: body as object, headers })
}

async function register(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Minh', email, password: 'password-1' },
  })
  return res.json().token as string
}

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /api/order/place', () => {
  it('places a guest order, priced by the server, with a tracking code of two letters and six digits', async () => {
    const res = await place(makeOrderBody())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Order placed successfully',
      amount: 14.5,
    })
    expect(body.trackingCode).toMatch(/^[A-Z]{2}\d{6}$/)
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('tracking_code', '=', body.trackingCode)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      status: 'Pending',
      payment: 0,
      order_type: 'guest',
      user_id: null,
      subtotal_cents: 1250,
      delivery_fee_cents: 200,
      amount_cents: 1450,
    })
  })

  it('prices options: the override group replaces the base, add groups add, defaults fill in', async () => {
    const res = await place(
      makeOrderBody({
        items: [
          { _id: 'food-2', quantity: 2, selectedOptions: { Size: 'l', Extras: 'egg' } }, // 2 × 15
          { _id: 'food-2', quantity: 1 }, // default Medium 12.50 + none
          { _id: 'food-4', quantity: 1 }, // promotion 3.00
        ],
        amount: 30 + 12.5 + 3 + 2,
      }),
    )
    expect(res.statusCode).toBe(201)
    const lines = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', res.json().orderId)
      .orderBy('position')
      .execute()
    expect(lines.map((l) => [l.name, l.unit_price_cents, l.quantity, l.options])).toEqual([
      ['Bún bò Huế', 1500, 2, JSON.stringify({ Size: 'l', Extras: 'egg' })],
      ['Bún bò Huế', 1250, 1, JSON.stringify({ Size: 'm', Extras: 'none' })],
      ['Cà phê', 300, 1, null],
    ])
  })

  it('ignores prices, names and ids the client sends inside items', async () => {
    const res = await place(
      makeOrderBody({
        items: [{ _id: 'food-1', quantity: 1, price: 0.01, name: 'Free', userId: 'x' } as never],
      }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().amount).toBe(14.5)
  })

  it('refuses an amount that differs from the server total by a cent, stores nothing, and says the current total', async () => {
    const before = await countOrders()
    const res = await place(makeOrderBody({ amount: 14.49 }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      success: false,
      amount: 14.5,
      items: [{ _id: 'food-1', name: 'Phở bò', price: 12.5, quantity: 1 }],
    })
    expect(res.json().message).toContain('€14.50')
    expect(await countOrders()).toBe(before)
  })

  it.each([
    [
      'a missing first name',
      { address: makeAddress({ firstName: '' }) },
      'Please fill in all required fields',
    ],
    [
      'a blank street',
      { address: makeAddress({ street: '   ' }) },
      'Please fill in all required fields',
    ],
    [
      'a short phone',
      { address: makeAddress({ phone: '090123' }) },
      'Please enter a valid phone number (minimum 10 digits)',
    ],
    [
      'ten characters but fewer digits',
      { address: makeAddress({ phone: '090-123-45' }) },
      'Please enter a valid phone number (minimum 10 digits)',
    ],
    ['an empty cart', { items: [] }, 'Your cart is empty. Please add some items first.'],
  ])('refuses %s with the spec message', async (_case, overrides, message) => {
    const res = await place(makeOrderBody(overrides as never))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message })
  })

  it('reports the required fields before the phone and the phone before the cart (SPEC §5 order)', async () => {
    const res = await place(
      makeOrderBody({ address: makeAddress({ city: '', phone: '1' }), items: [] }),
    )
    expect(res.json().message).toBe('Please fill in all required fields')
    const res2 = await place(makeOrderBody({ address: makeAddress({ phone: '1' }), items: [] }))
    expect(res2.json().message).toBe('Please enter a valid phone number (minimum 10 digits)')
  })

  it('accepts an order without e-mail', async () => {
    const res = await place(makeOrderBody({ address: makeAddress({ email: undefined }) }))
    expect(res.statusCode).toBe(201)
  })

  it('refuses an unknown dish (400), an inactive dish (409) and an unknown option or choice (400)', async () => {
    const unknown = await place(makeOrderBody({ items: [{ _id: 'nope', quantity: 1 }] }))
    expect(unknown.statusCode).toBe(400)
    const inactive = await place(makeOrderBody({ items: [{ _id: 'food-3', quantity: 1 }] }))
    expect(inactive.statusCode).toBe(409)
    expect(inactive.json().message).toBe(
      'Chè is not available right now. Please remove it from your cart.',
    )
    const badChoice = await place(
      makeOrderBody({ items: [{ _id: 'food-2', quantity: 1, selectedOptions: { Size: 'xxl' } }] }),
    )
    expect(badChoice.statusCode).toBe(400)
    const badGroup = await place(
      makeOrderBody({ items: [{ _id: 'food-2', quantity: 1, selectedOptions: { Sauce: 'x' } }] }),
    )
    expect(badGroup.statusCode).toBe(400)
  })

  it.each([0, -1, 1.5, 100, '2'])('refuses a quantity of %s', async (quantity) => {
    const res = await place(
      makeOrderBody({ items: [{ _id: 'food-1', quantity: quantity as number }] }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })

  it('never takes registered or userId from the body', async () => {
    const res = await place(makeOrderBody({ orderType: 'registered', userId: 'someone' }))
    const order = await t.db
      .selectFrom('orders')
      .select(['order_type', 'user_id'])
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ order_type: 'guest', user_id: null })
  })

  it('makes an order registered from a valid token, clears the server cart, and lists it in userorders', async () => {
    const token = await register('minh@example.com')
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token },
      payload: { itemId: 'food-1' },
    })
    const res = await place(makeOrderBody({ orderType: 'guest' }), { token })
    expect(res.statusCode).toBe(201)
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart/get', headers: { token } })
    expect(cart.json().cartData).toEqual({})
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { token },
    })
    expect(mine.json()).toMatchObject({
      success: true,
      data: [
        {
          trackingCode: res.json().trackingCode,
          amount: 14.5,
          status: 'Pending',
          items: [{ name: 'Phở bò', quantity: 1 }],
        },
      ],
    })
    const row = await t.db
      .selectFrom('orders')
      .select('order_type')
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(row.order_type).toBe('registered')
  })

  it('refuses a bad token instead of quietly ordering as a guest', async () => {
    const res = await place(makeOrderBody(), { token: 'not-a-token' })
    expect(res.statusCode).toBe(401)
  })
})

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and stores one order', async () => {
    const before = await countOrders()
    const headers = { 'idempotency-key': 'checkout-attempt-0001' }
    const first = await place(makeOrderBody(), headers)
    const second = await place(makeOrderBody(), headers)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(await countOrders()).toBe(before + 1)
  })

  it('keeps one order when the same submit arrives several times at once', async () => {
    const before = await countOrders()
    const headers = { 'idempotency-key': 'checkout-attempt-0002' }
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => place(makeOrderBody(), headers)))
    const codes = new Set(answers.map((a) => a.json().trackingCode))
    expect(answers.every((a) => a.statusCode === 201)).toBe(true)
    expect(codes.size).toBe(1)
    expect(await countOrders()).toBe(before + 1)
  })

  it('refuses the same key with a different order', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0003' }
    await place(makeOrderBody(), headers)
    const other = await place(
      makeOrderBody({ items: [{ _id: 'food-1', quantity: 2 }], amount: 27 }),
      headers,
    )
    expect(other.statusCode).toBe(409)
  })

  it('does not remember failures: a corrected retry with the same key goes through', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0004' }
    expect((await place(makeOrderBody({ amount: 1 }), headers)).statusCode).toBe(409)
    expect((await place(makeOrderBody(), headers)).statusCode).toBe(201)
  })

  it('lets keys go after a day, at the next start', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-0005' }
    const first = await place(makeOrderBody(), headers)
    t.clock.set('2026-03-03T12:00:01Z') // a day and a second later
    const restarted = await buildAppOnSameDatabase(t)
    await restarted.close()
    const again = await place(makeOrderBody(), headers)
    expect(again.statusCode).toBe(201)
    expect(again.json().trackingCode).not.toBe(first.json().trackingCode)
    t.clock.set('2026-03-02T11:00:00Z')
  })

  it('refuses a malformed key', async () => {
    const res = await place(makeOrderBody(), { 'idempotency-key': 'short' })
    expect(res.statusCode).toBe(400)
  })
})

describe('tracking', () => {
  let code: string
  beforeAll(async () => {
    const res = await place(
      makeOrderBody({
        address: makeAddress({ phone: '+421 901 234 999' }),
        notes: 'Ring twice',
      }),
    )
    code = res.json().trackingCode
  })

  for (const url of ['/api/orders/track', '/api/order/track']) {
    it(`${url}: finds the order by code in any case and phone by its digits`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { trackingCode: code.toLowerCase(), phone: '421-901-234-999' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({
        trackingCode: code,
        customerInfo: { name: 'Lan Nguyen', phone: '+421 901 234 999', email: 'lan@example.com' },
        address: { street: 'Obchodná 1', city: 'Bratislava', postalCode: '81106' },
        amount: 14.5,
        payment: false,
        status: 'Pending',
        orderType: 'guest',
        items: [{ name: 'Phở bò', price: 12.5, quantity: 1 }],
        notes: 'Ring twice',
      })
      expect(typeof res.json().data.date).toBe('string')
    })

    it(`${url}: a wrong phone or code is 404 'Order not found'`, async () => {
      for (const payload of [
        { trackingCode: code, phone: '0900000000' },
        { trackingCode: 'ZZ000000', phone: '+421 901 234 999' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url, payload })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({
          success: false,
          message: 'Order not found',
          code: 'ORDER_NOT_FOUND',
        })
      }
    })
  }

  it('keeps each line’s texts as sold, in every language, whatever the menu becomes (issue 12 §1)', async () => {
    await t.db
      .updateTable('foods')
      .set({
        name_sk: 'Polievka Bún bò Huế',
        options: JSON.stringify([
          { ...makeOptionGroup(), nameSK: 'Veľkosť' },
          {
            ...EXTRAS,
            nameSK: 'Navyše',
            choices: EXTRAS.choices.map((c) => (c.code === 'egg' ? { ...c, labelSK: 'Vajce' } : c)),
          },
        ]),
      })
      .where('id', '=', 'food-2')
      .execute()
    const placed = await place(
      makeOrderBody({
        address: makeAddress({ phone: '+421 901 777 888' }),
        items: [{ _id: 'food-2', quantity: 1, selectedOptions: { Size: 'l', Extras: 'egg' } }],
        amount: 14 + 1 + 2,
      }),
    )
    expect(placed.statusCode).toBe(201)
    // The kitchen renames the dish and its choice afterwards: the order keeps what was sold.
    await t.db
      .updateTable('foods')
      .set({ name_sk: 'Niečo iné', options: JSON.stringify([makeOptionGroup(), EXTRAS]) })
      .where('id', '=', 'food-2')
      .execute()

    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode: placed.json().trackingCode, phone: '+421 901 777 888' },
    })

    const [line] = tracked.json().data.items
    expect(line).toMatchObject({ name: 'Bún bò Huế', nameSK: 'Polievka Bún bò Huế' })
    expect(line.choices).toEqual([
      {
        group: 'Size',
        groupVI: '',
        groupEN: '',
        groupSK: 'Veľkosť',
        code: 'l',
        label: 'Large',
        labelVI: '',
        labelEN: '',
        labelSK: '',
      },
      {
        group: 'Extras',
        groupVI: '',
        groupEN: '',
        groupSK: 'Navyše',
        code: 'egg',
        label: 'Egg',
        labelVI: '',
        labelEN: '',
        labelSK: 'Vajce',
      },
    ])
  })

  it('finds an order by its phone in any of its forms, with the code or alone (issue 19 §1.2)', async () => {
    const placed = await place(makeOrderBody({ address: makeAddress({ phone: '0933 000 777' }) }))
    const code = placed.json().trackingCode
    for (const phone of ['+421 933 000 777', '00421933000777', '+421 (0)933000777']) {
      const tracked = await t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { trackingCode: code, phone },
      })
      expect(tracked.statusCode, phone).toBe(200)
      // What the guest typed is what staff and the guest see.
      expect(tracked.json().data.customerInfo.phone).toBe('0933 000 777')
      const mine = await t.app.inject({
        method: 'POST',
        url: '/api/order/track',
        payload: { phone },
      })
      expect(mine.statusCode, phone).toBe(200)
      expect(mine.json().data).toHaveLength(1)
    }
  })

  it('the track page needs both code and phone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { phone: '0901234567' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter order code and phone number')
  })

  it('a code longer than 8 characters is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode: 'AB1234567', phone: '0901234567' },
    })
    expect(res.statusCode).toBe(400)
  })

  it('a phone alone lists summaries only: no name, address or e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone: '+421901234999' },
    })
    expect(res.statusCode).toBe(200)
    const [summary] = res.json().data
    expect(Object.keys(summary).sort()).toEqual([
      'amount',
      'createdAt',
      'date',
      // Issue 19 §2.2: the lines of the total, so the list adds up.
      'deliveryFee',
      // Issue 11 §1, §2: My orders says delivery or pickup and any promised time; no address.
      'dueAt',
      'fulfilment',
      'items',
      'payment',
      // Issue 22 §1: how it is paid and where its payment stands.
      'paymentMethod',
      'paymentState',
      'status',
      'subtotal',
      'trackingCode',
    ])
    expect(summary.items).toEqual([
      { name: 'Phở bò', nameVI: 'Phở bò', nameEN: 'Beef pho', nameSK: 'Hovädzie pho', quantity: 1 },
    ])
    expect(JSON.stringify(res.json())).not.toContain('Obchodná')
    expect(JSON.stringify(res.json())).not.toContain('lan@example.com')
    expect(JSON.stringify(res.json())).not.toContain('Ring twice')
  })

  it('a phone alone never gives a full tracking code: it is masked as its first 4 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone: '+421901234999' },
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.stringify(res.json())).not.toContain(code)
    expect(res.json().data.map((o: { trackingCode: string }) => o.trackingCode)).toEqual([
      `${code.slice(0, 4)}····`,
    ])
  })

  it('a masked code opens nothing, on any track call', async () => {
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone: '+421901234999' },
    })
    const masked: string = listed.json().data[0].trackingCode
    const phone = '+421901234999'
    for (const trackingCode of [masked, masked.toLowerCase(), masked.slice(0, 4)]) {
      for (const url of ['/api/orders/track', '/api/order/track']) {
        const res = await t.app.inject({ method: 'POST', url, payload: { trackingCode, phone } })
        // Either refused as malformed or not found; never an order.
        expect([400, 404]).toContain(res.statusCode)
        expect(res.json().success).toBe(false)
        expect(JSON.stringify(res.json())).not.toContain('Lan')
      }
      const stream = await t.app.inject({
        method: 'GET',
        url: '/api/orders/track/stream',
        query: { code: trackingCode, phone },
      })
      expect([400, 404]).toContain(stream.statusCode)
    }
  })

  it('a phone alone with no orders is 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { phone: '0999999999' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().success).toBe(false)
  })
})

describe('POST /api/order/userorders', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/order/userorders' })
    expect(res.statusCode).toBe(401)
  })

  it("lists only the caller's orders, newest first", async () => {
    const token = await register('lists@example.com')
    const codes: string[] = []
    for (const iso of ['2026-03-02T11:00:00Z', '2026-03-02T11:05:00Z', '2026-03-02T11:10:00Z']) {
      t.clock.set(iso)
      codes.push((await place(makeOrderBody(), { token })).json().trackingCode)
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.json().data.map((o: { trackingCode: string }) => o.trackingCode)).toEqual(
      codes.reverse(),
    )
  })
})
