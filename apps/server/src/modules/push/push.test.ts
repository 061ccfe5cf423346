import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER } from '@quan/domain'
import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { FakePushService, type FakeSubscription } from '../../../test/fake-push-service'
import { FakeStripe } from '../../../test/fake-stripe'
import { insertTestFoods } from '../../../test/seed'
import { PUSH_MAX_ATTEMPTS, PUSH_SUBSCRIPTION_KEEP_MS } from './queue'

// Issue 24 §2: live news of an order by Web Push, sent for real (web-push: VAPID, aes128gcm) to
// a local push service that decrypts each push as the browser would.

const PHONE = '0901234567'
let t: TestApp
let fake: FakePushService
/** Stripe, faked: an online order left unpaid is let go (payments/service.ts). */
let stripe: FakeStripe
let admin: string

beforeAll(async () => {
  fake = await FakePushService.start()
  stripe = await FakeStripe.start()
  t = await buildTestApp({
    // The poll stays out of the way: each test drains the queue when it wants the pushes out.
    env: { ...stripe.env(), PUSH_SERVICE_HOSTS: '127.0.0.1', MAIL_POLL_MS: '3600000' },
    pushAgent: fake.agent(),
  })
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  admin = await loginAdmin(t.app)
  const key = await t.app.inject('/api/push/key')
  expect(key.statusCode).toBe(200)
  fake.serverKey = key.json<{ data: { publicKey: string } }>().data.publicKey
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
  await stripe?.close()
  expect(fake.refused).toEqual([])
})

async function place(overrides: Parameters<typeof makeOrderBody>[0] = {}, token?: string) {
  t.clock.set(TEST_NOW)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(overrides),
    headers: token ? { token } : {},
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ orderId: string; trackingCode: string }>()
}

const subscribe = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders/push/subscribe', payload: body, headers })

async function turnOn(trackingCode: string, language?: string): Promise<FakeSubscription> {
  const subscription = fake.subscribe()
  const response = await subscribe({ trackingCode, phone: PHONE, subscription, language })
  expect(response.statusCode, response.body).toBe(201)
  return subscription
}

async function move(id: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { token: admin },
    payload: body,
  })
  expect(response.statusCode, response.body).toBe(200)
}

const subscriptionsOf = (orderId: string) =>
  t.db.selectFrom('push_subscriptions').selectAll().where('order_id', '=', orderId).execute()

const news = (subscription: FakeSubscription) =>
  fake.pushesTo(subscription).map((push) => push.json as { title: string; body: string })

describe('turning notifications on', () => {
  it('is refused without the order’s phone, as the track page is', async () => {
    const { trackingCode, orderId } = await place()
    const subscription = fake.subscribe()

    for (const phone of [undefined, '0909999999']) {
      const refused = await subscribe({ trackingCode, phone, subscription })
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' })
    }
    // Another customer's token opens nobody's order either.
    const stranger = await registerCustomer(t.app, { email: 'stranger@example.com' })
    const byStranger = await subscribe({ trackingCode, subscription }, { token: stranger })
    expect(byStranger.statusCode).toBe(404)
    expect(await subscriptionsOf(orderId)).toEqual([])
  })

  it('is allowed to the customer who placed the order, without the phone', async () => {
    const customer = await registerCustomer(t.app, { email: 'owner@example.com' })
    const { trackingCode, orderId } = await place({}, customer)
    const response = await subscribe(
      { trackingCode, subscription: fake.subscribe() },
      { token: customer },
    )
    expect(response.statusCode, response.body).toBe(201)
    const [saved] = await subscriptionsOf(orderId)
    expect(saved?.user_id).not.toBeNull()
  })

  it('takes only a push service’s https address and keys of the right length', async () => {
    const { trackingCode, orderId } = await place()
    const good = fake.subscribe()
    const bad = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'https://evil.example/push/1' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } },
    ]
    const codes = []
    for (const subscription of bad) {
      const response = await subscribe({ trackingCode, phone: PHONE, subscription })
      expect(response.statusCode).toBe(400)
      codes.push(response.json<{ code: string }>().code)
    }
    expect(codes).toEqual([
      'PUSH_SUBSCRIPTION_INVALID',
      'PUSH_SERVICE_UNKNOWN',
      'PUSH_SUBSCRIPTION_INVALID',
      'PUSH_SUBSCRIPTION_INVALID',
    ])
    expect(await subscriptionsOf(orderId)).toEqual([])
  })

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} browsers an order; the same browser again is one`, async () => {
    const { trackingCode, orderId } = await place()
    const first = await turnOn(trackingCode)
    await turnOn(trackingCode)
    for (let more = 2; more < MAX_PUSH_SUBSCRIPTIONS_PER_ORDER; more++) await turnOn(trackingCode)
    const again = await subscribe({ trackingCode, phone: PHONE, subscription: first })
    expect(again.statusCode).toBe(201)

    const sixth = await subscribe({ trackingCode, phone: PHONE, subscription: fake.subscribe() })
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTIONS_FULL' })
    expect(await subscriptionsOf(orderId)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_ORDER)
  })

  it('can be turned off again', async () => {
    const { trackingCode, orderId } = await place()
    const subscription = await turnOn(trackingCode)
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/orders/push/unsubscribe',
      payload: { trackingCode, phone: PHONE, subscription },
    })
    expect(off.statusCode).toBe(200)
    expect(await subscriptionsOf(orderId)).toEqual([])
    await move(orderId, { status: 'Preparing' })
    await t.app.pushQueue.drain()
    expect(fake.pushesTo(subscription)).toEqual([])
  })
})

describe('the news of an order', () => {
  it('arrives, decrypted, at each status change and late notice, in each browser’s language', async () => {
    const { trackingCode, orderId } = await place()
    const vi = await turnOn(trackingCode, 'vi')
    const sk = await turnOn(trackingCode, 'sk')
    const en = fake.subscribe()
    const byHeader = await subscribe(
      { trackingCode, phone: PHONE, subscription: en },
      { 'accept-language': 'en-GB,en;q=0.9' },
    )
    expect(byHeader.statusCode).toBe(201)

    await move(orderId, { status: 'Preparing' })
    await t.app.pushQueue.drain()
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/late`,
      headers: { token: admin },
      payload: { minutes: 15 },
    })
    await t.app.pushQueue.drain()
    await move(orderId, { status: 'Out for delivery' })
    await t.app.pushQueue.drain()
    await move(orderId, { status: 'Delivered' })
    await t.app.pushQueue.drain()

    expect(news(en)).toEqual([
      {
        title: 'Your order is accepted',
        body: `The kitchen is preparing order ${trackingCode}.`,
        url: `/track-order?code=${trackingCode}`,
        tag: `order-${trackingCode}`,
      },
      expect.objectContaining({
        title: 'Your order is running late',
        body: `Order ${trackingCode} will be about 15 minutes later. Sorry for the wait.`,
      }),
      expect.objectContaining({ title: 'Your order is on its way' }),
      expect.objectContaining({ title: 'Your order is delivered' }),
    ])
    expect(news(vi).map((push) => push.title)).toEqual([
      'Đơn hàng đã được nhận',
      'Đơn hàng bị chậm',
      'Đơn hàng đang được giao',
      'Đơn hàng đã được giao',
    ])
    expect(news(sk).map((push) => push.title)).toEqual([
      'Objednávka je prijatá',
      'Objednávka mešká',
      'Objednávka je na ceste',
      'Objednávka je doručená',
    ])
    expect(fake.pushesTo(en).every((push) => push.ttl === '3600')).toBe(true)
    // Done: the order's subscriptions went with its last news.
    expect(await subscriptionsOf(orderId)).toEqual([])
    const queued = await t.db.selectFrom('push_jobs').selectAll().execute()
    expect(queued).toEqual([])
  })

  it('tells a cancel with its reason, then forgets the order’s browsers', async () => {
    const { trackingCode, orderId } = await place()
    const subscription = await turnOn(trackingCode, 'en')
    await move(orderId, { status: 'Cancelled', reason: 'Out of rice tonight' })
    await t.app.pushQueue.drain()

    expect(news(subscription)).toEqual([
      expect.objectContaining({
        title: 'Your order is cancelled',
        body: `Order ${trackingCode} has been cancelled. Reason: Out of rice tonight`,
      }),
    ])
    expect(await subscriptionsOf(orderId)).toEqual([])
    // And a done order takes no new browsers.
    const late = await subscribe({ trackingCode, phone: PHONE, subscription: fake.subscribe() })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'PUSH_ORDER_DONE' })
  })

  it('deletes a subscription the push service says is gone (410), and sends it nothing more', async () => {
    const { trackingCode, orderId } = await place()
    const gone = await turnOn(trackingCode)
    const kept = await turnOn(trackingCode)
    fake.answerWith(gone, 410)

    await move(orderId, { status: 'Preparing' })
    await t.app.pushQueue.drain()
    expect((await subscriptionsOf(orderId)).map((row) => row.endpoint)).toEqual([kept.endpoint])

    await move(orderId, { status: 'Out for delivery' })
    await t.app.pushQueue.drain()
    expect(fake.pushesTo(gone)).toHaveLength(1)
    expect(news(kept).map((push) => push.title)).toEqual([
      'Your order is accepted',
      'Your order is on its way',
    ])
  })

  it('tries again while the push service fails (500), and delivers once', async () => {
    const { trackingCode, orderId } = await place()
    const subscription = await turnOn(trackingCode)
    fake.answerWith(subscription, 500, 503)

    await move(orderId, { status: 'Preparing' })
    await t.app.pushQueue.drain()
    expect(fake.pushesTo(subscription).map((push) => push.status)).toEqual([500])
    // Not due again until its pause is over.
    await t.app.pushQueue.drain()
    expect(fake.pushesTo(subscription)).toHaveLength(1)

    t.clock.set(new Date(Date.parse(TEST_NOW) + 60_000).toISOString())
    await t.app.pushQueue.drain()
    t.clock.set(new Date(Date.parse(TEST_NOW) + 10 * 60_000).toISOString())
    await t.app.pushQueue.drain()
    await t.app.pushQueue.drain()
    expect(fake.pushesTo(subscription).map((push) => push.status)).toEqual([500, 503, 201])
    expect(news(subscription).map((push) => push.title)).toEqual([
      'Your order is accepted',
      'Your order is accepted',
      'Your order is accepted',
    ])
    expect(await t.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
    // Still subscribed: the order is not done.
    expect(await subscriptionsOf(orderId)).toHaveLength(1)
  })

  it('tells a pickup it is ready, then collected', async () => {
    const ordering = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/ordering',
      headers: { token: admin },
      payload: {
        pickup: true,
        laterOrders: false,
        deliveryLeadMinutes: 45,
        pickupLeadMinutes: 20,
        slotCap: null,
      },
    })
    expect(ordering.statusCode, ordering.body).toBe(200)
    const { trackingCode, orderId } = await place({ fulfilment: 'pickup', amount: 12.5 })
    const subscription = await turnOn(trackingCode, 'sk')
    for (const status of ['Preparing', 'Out for delivery', 'Delivered']) {
      await move(orderId, { status })
      await t.app.pushQueue.drain()
    }
    expect(news(subscription).map((push) => push.title)).toEqual([
      'Objednávka je prijatá',
      'Objednávka je pripravená na vyzdvihnutie',
      'Objednávka je vyzdvihnutá',
    ])
  })

  it(`gives up after ${PUSH_MAX_ATTEMPTS} tries and keeps the subscription`, async () => {
    const { trackingCode, orderId } = await place()
    const subscription = await turnOn(trackingCode)
    fake.answerWith(subscription, ...Array<number>(PUSH_MAX_ATTEMPTS + 1).fill(500))

    await move(orderId, { status: 'Preparing' })
    for (let hour = 0; hour <= PUSH_MAX_ATTEMPTS; hour++) {
      t.clock.set(new Date(Date.parse(TEST_NOW) + hour * 3_600_000).toISOString())
      await t.app.pushQueue.drain()
    }
    expect(fake.pushesTo(subscription)).toHaveLength(PUSH_MAX_ATTEMPTS)
    expect(await t.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
    expect(await subscriptionsOf(orderId)).toHaveLength(1)
  })
})

describe('an order that never ends', () => {
  it(`has its browsers forgotten ${PUSH_SUBSCRIPTION_KEEP_MS / 86_400_000} days after they subscribed`, async () => {
    const { trackingCode, orderId } = await place()
    await turnOn(trackingCode)
    const later = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString()
    t.clock.set(later(PUSH_SUBSCRIPTION_KEEP_MS - 60_000))
    await t.app.pushQueue.drain()
    expect(await subscriptionsOf(orderId)).toHaveLength(1)
    t.clock.set(later(PUSH_SUBSCRIPTION_KEEP_MS + 2 * 3_600_000))
    await t.app.pushQueue.drain()
    expect(await subscriptionsOf(orderId)).toEqual([])
  })
})

describe('an online order never paid', () => {
  it('tells the guest it is cancelled when it is let go', async () => {
    stripe.behaviour.delivery = 'never'
    const payments = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payments',
      headers: { token: admin },
      payload: { cash: true, card: false, online: true },
    })
    expect(payments.statusCode, payments.body).toBe(200)
    const { trackingCode, orderId } = await place({ paymentMethod: 'online' })
    const subscription = await turnOn(trackingCode)
    t.clock.set(new Date(Date.parse(TEST_NOW) + 33 * 60_000).toISOString())
    expect(await t.app.sweepUnpaidPayments()).toBeGreaterThanOrEqual(1)
    await t.app.pushQueue.drain()
    expect(news(subscription)).toEqual([
      expect.objectContaining({
        title: 'Your order is cancelled',
        body: `Order ${trackingCode} has been cancelled because it was not paid online in time.`,
      }),
    ])
    expect(await subscriptionsOf(orderId)).toEqual([])
  })
})

describe('the VAPID keys', () => {
  it('are made once and kept in the database, so browsers stay subscribed across restarts', async () => {
    const key = await t.app.inject('/api/push/key')
    const kept = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'vapid_keys')
      .executeTakeFirstOrThrow()
    const pair = JSON.parse(kept.value) as { publicKey: string; privateKey: string }
    expect(key.json()).toEqual({ success: true, data: { publicKey: pair.publicKey } })
    expect(pair.publicKey).toMatch(/^[\w-]{87}$/)
    expect(pair.privateKey).toMatch(/^[\w-]{43}$/)
  })

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const keys = { publicKey: fake.subscribe().keys.p256dh, privateKey: 'A'.repeat(42) + 'E' }
    const other = await buildTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    })
    try {
      const key = await other.app.inject('/api/push/key')
      expect(key.json()).toEqual({ success: true, data: { publicKey: keys.publicKey } })
    } finally {
      await other.close()
    }
  })
})
