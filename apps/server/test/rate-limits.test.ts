import { makeContactBody, makeOrderBody, makeReservationBody } from '@quan/domain/testing'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES } from '../src/modules/admin-menu/image-upload'
import { RATE_LIMITS } from '../src/plugins/security'
import { loginAdmin, registerCustomer } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { insertTestFoods } from './seed'

type Limit = { max: number }

const TOO_MANY = {
  success: false,
  message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
  code: 'RATE_LIMITED',
}

/** Each test's client gets an address of its own, so budgets used up elsewhere do not count. */
let clients = 0
const newClient = () => `198.51.100.${++clients}`

function expectRefused(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBe(429)
  expect(response.json(), what).toEqual(TOO_MANY)
}

/** Sends `limit.max` requests that must all get through, then one more that must be refused. */
async function flood(limit: Limit, send: (attempt: number) => Promise<LightMyRequestResponse>) {
  for (let attempt = 1; attempt <= limit.max; attempt++) {
    const response = await send(attempt)
    expect(response.statusCode, `attempt ${attempt}: ${response.body}`).not.toBe(429)
    expect(response.headers['x-ratelimit-limit'], `attempt ${attempt}`).toBe(String(limit.max))
  }
  expectRefused(await send(limit.max + 1), `attempt ${limit.max + 1}`)
}

describe('every limited route, on default settings', () => {
  let t: TestApp
  const call = (remoteAddress: string, options: InjectOptions) =>
    t.app.inject({ ...options, remoteAddress })

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'on' } })
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
  })

  afterAll(async () => {
    await t.close()
  })

  it.each([
    ['login', 'POST', '/api/user/login', { email: 'guess@example.com', password: 'guessing' }],
    ['register', 'POST', '/api/user/register', {}],
    ['placeOrder', 'POST', '/api/order/place', {}],
    ['contact', 'POST', '/api/contact', makeContactBody({ email: 'no' })],
    ['reservation', 'POST', '/api/reservation', makeReservationBody({ phone: '1' })],
    ['push', 'POST', '/api/orders/push/subscribe', { trackingCode: 'QN1', phone: '1' }],
  ] as const)('%s: %s %s is refused after its limit', async (name, method, url, payload) => {
    const client = newClient()
    await flood(RATE_LIMITS[name], () => call(client, { method, url, payload }))
  })

  it('the tracking calls and a table link’s check share one budget', async () => {
    const client = newClient()
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/orders/track', payload: { trackingCode: 'QN1', phone: '1' } },
      {
        method: 'POST',
        url: '/api/order/track',
        payload: { trackingCode: 'QN1', phone: '0901234567' },
      },
      { method: 'GET', url: '/api/orders/track/stream?code=QN1&phone=0901234567' },
      // Issue 24 §5: a table's token is guessed no faster than an order's code.
      { method: 'GET', url: '/api/table/1.VDM.AAAAAAAAAAAAAAAAAAAAAA' },
    ]

    await flood(RATE_LIMITS.track, (attempt) => call(client, calls[attempt % calls.length]!))

    for (const options of calls) expectRefused(await call(client, options), options.url as string)
  })

  it('looking orders up by phone alone has a harder limit, counted in the tracking budget too', async () => {
    const client = newClient()
    const byPhone = () =>
      call(client, { method: 'POST', url: '/api/order/track', payload: { phone: '0901234567' } })
    const byCode = () =>
      call(client, {
        method: 'POST',
        url: '/api/order/track',
        payload: { trackingCode: 'QN1', phone: '0901234567' },
      })

    for (let attempt = 1; attempt <= RATE_LIMITS.phoneLookup.max; attempt++) {
      expect((await byPhone()).statusCode, `attempt ${attempt}`).toBe(404)
    }
    expectRefused(await byPhone(), 'one phone lookup too many')
    expectRefused(
      await call(client, {
        method: 'POST',
        url: '/api/order/track',
        payload: { phone: '0901234567', trackingCode: '' },
      }),
      'an empty code is no code',
    )

    // The code and the phone still find an order, until the shared budget is used up: the
    // phone lookups, refused or not, were counted in it.
    const used = RATE_LIMITS.phoneLookup.max + 2
    for (let attempt = used + 1; attempt <= RATE_LIMITS.track.max; attempt++) {
      expect((await byCode()).statusCode, `tracking call ${attempt}`).toBe(404)
    }
    expectRefused(await byCode(), 'tracking call over the shared budget')
  })

  it('guessing promo codes is refused after a few tries, known code or not', async () => {
    const client = newClient()
    const guess = (attempt: number) =>
      call(client, {
        method: 'POST',
        url: '/api/promo/check',
        payload: { code: `GUESS-${attempt}`, subtotal: 20 },
      })
    for (let attempt = 1; attempt <= RATE_LIMITS.promoCheck.max; attempt++) {
      expect((await guess(attempt)).json().code, `attempt ${attempt}`).toBe('PROMO_CODE_UNKNOWN')
    }
    expectRefused(await guess(0), 'one guess too many')
    // The hourly budget is the larger; each of these tries was counted in it too.
    expect(RATE_LIMITS.promoCheckHourly.max).toBeGreaterThan(RATE_LIMITS.promoCheck.max)
  })

  it('orders that carry a promo code draw on the promo budget, shared with the check (issue 19 §1.1)', async () => {
    const client = newClient()
    const guess = (attempt: number) =>
      call(client, {
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody({ promoCode: `GUESS-${attempt}`, amount: 0 }),
      })
    for (let attempt = 1; attempt <= RATE_LIMITS.promoCheck.max; attempt++) {
      expect((await guess(attempt)).statusCode, `attempt ${attempt}`).toBe(409)
    }
    // Well inside the order budget, but not the promo budget.
    expect(RATE_LIMITS.placeOrder.max).toBeGreaterThan(RATE_LIMITS.promoCheck.max + 2)
    expectRefused(await guess(0), 'one guess too many')
    expectRefused(
      await call(client, {
        method: 'POST',
        url: '/api/promo/check',
        payload: { code: 'GUESS-0', subtotal: 20 },
      }),
      'a check after the guessed orders',
    )
    // An order without a code is not held back by the promo budget.
    const plain = await call(client, {
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody(),
    })
    expect(plain.statusCode, plain.body).toBe(201)
  })

  it('adding to and removing from the cart share one budget', async () => {
    const token = await registerCustomer(t.app)
    const client = newClient()
    await flood(RATE_LIMITS.cart, (attempt) =>
      call(client, {
        method: 'POST',
        url: attempt % 2 ? '/api/cart/add' : '/api/cart/remove',
        headers: { token },
        payload: { itemId: 'food-1' },
      }),
    )
    expectRefused(
      await call(client, {
        method: 'POST',
        url: '/api/cart/add',
        headers: { token },
        payload: { itemId: 'food-1' },
      }),
      'add after the budget',
    )
  })

  it('image uploads are limited, before the body is read', async () => {
    const token = await loginAdmin(t.app)
    const client = newClient()
    await flood(RATE_LIMITS.imageUpload, (attempt) =>
      call(client, {
        method: 'POST',
        url: '/api/admin/images',
        headers: { token, 'content-type': 'image/png' },
        // The refused one is too large: a 413 would mean it was read.
        payload:
          attempt > RATE_LIMITS.imageUpload.max
            ? Buffer.alloc(IMAGE_MAX_BYTES + 1)
            : Buffer.from('not a picture'),
      }),
    )
  })

  it('reports and their CSV share one budget (issue 23 §3)', async () => {
    const token = await loginAdmin(t.app)
    const client = newClient()
    const range = 'from=2026-03-01&to=2026-03-31'
    await flood(RATE_LIMITS.reports, (attempt) =>
      call(client, {
        method: 'GET',
        url:
          attempt % 2
            ? `/api/admin/reports?${range}`
            : `/api/admin/reports/export?report=dishes&${range}`,
        headers: { token },
      }),
    )
  })

  it('searching every day’s orders is limited, the board’s own list is not (issue 23 §1)', async () => {
    const token = await loginAdmin(t.app)
    const client = newClient()
    await flood(RATE_LIMITS.orderSearch, () =>
      call(client, { method: 'GET', url: '/api/admin/orders?q=nguyen', headers: { token } }),
    )
    const board = await call(client, {
      method: 'GET',
      url: '/api/admin/orders',
      headers: { token },
    })
    expect(board.statusCode).toBe(200)
  })

  it('an IPv6 client cannot get new budgets by moving about its /64', async () => {
    await flood(RATE_LIMITS.login, (attempt) =>
      call(`2001:db8:7:9::${attempt.toString(16)}`, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'guess@example.com', password: 'guessing' },
      }),
    )
    const neighbour = await call('2001:db8:7:a::1', {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'guess@example.com', password: 'guessing' },
    })
    expect(neighbour.statusCode).toBe(401)
  })

  it('a spoofed X-Forwarded-For gets no budget of its own', async () => {
    const client = newClient()
    await flood(RATE_LIMITS.login, (attempt) =>
      call(client, {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: 'guess@example.com', password: 'guessing' },
      }),
    )
  })
})

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp
  const PROXY = '10.0.0.2'
  const login = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'guess@example.com', password: 'guessing' },
    })

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } })
  })

  afterAll(async () => {
    await t.close()
  })

  it('counts the address the proxy saw, however many the client puts before it', async () => {
    await flood(RATE_LIMITS.login, (attempt) => login(`203.0.113.${attempt}, 192.0.2.7`))

    // Another client behind the same proxy has a budget of its own.
    expect((await login('192.0.2.8')).statusCode).toBe(401)
  })
})

describe('behind proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '10.0.0.0/8' } })
  })

  afterAll(async () => {
    await t.close()
  })

  it('counts the first address that is not one of them', async () => {
    await flood(RATE_LIMITS.login, (attempt) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}, 192.0.2.7, 10.1.1.1` },
        payload: { email: 'guess@example.com', password: 'guessing' },
      }),
    )
  })

  it('takes no X-Forwarded-For from a client that is not a proxy', async () => {
    await flood(RATE_LIMITS.login, (attempt) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: 'guess@example.com', password: 'guessing' },
      }),
    )
  })
})
