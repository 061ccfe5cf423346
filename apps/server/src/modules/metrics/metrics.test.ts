import { makeAddress, makeContactBody, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'
import { deadPort } from '../../../test/smtp'
import { bearerMatches } from './routes'

const TOKEN = 'metrics-token-for-the-tests-0123456789'

const scrape = (t: TestApp, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })

/** One series' value in Prometheus's text, e.g. `quan_orders_placed_total{fulfilment="delivery"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers /metrics as an address it does not know, token or not', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' })
    const metrics = await scrape(t)
    expect(metrics.statusCode).toBe(404)
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type'])
    expect(metrics.body).not.toContain('quan_')
  })
})

describe('with METRICS_TOKEN', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        RATE_LIMITS: 'on',
        // Mails and tickets go nowhere: they wait in their queues, their tries fail.
        SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`,
        RESTAURANT_EMAIL: 'kitchen@quan.test',
        PRINTER_URL: `tcp://127.0.0.1:${await deadPort()}`,
        MAIL_POLL_MS: '3600000',
      },
    })
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
    admin = await loginAdmin(t.app)
  })
  afterAll(() => t.close())

  it.each([
    ['no Authorization', ''],
    ['another token', 'Bearer metrics-token-for-the-tests-9876543210'],
    ['the token with a prefix', `Bearer x${TOKEN}`],
    ['the token, not as a bearer', TOKEN],
  ])('refuses %s with 401', async (_name, authorization) => {
    const response = await scrape(t, authorization)
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(response.json()).toEqual({
      success: false,
      message: 'The metrics need METRICS_TOKEN, sent as Authorization: Bearer <token>',
      code: 'METRICS_TOKEN_INVALID',
    })
  })

  it("refuses an admin's login token: the metrics have a token of their own", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${admin}`, token: admin },
    })
    expect(response.statusCode).toBe(401)
  })

  it("answers Prometheus's text with the token", async () => {
    const response = await scrape(t)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    // The process's own: the event loop's delay and the memory.
    expect(response.body).toContain('nodejs_eventloop_lag_p99_seconds')
    expect(response.body).toContain('process_resident_memory_bytes')
    expect(response.body).toContain('nodejs_heap_size_used_bytes')
  })

  it('counts an order placed once, its retry not again, and its group commit', async () => {
    const before = (await scrape(t)).body
    const placed = valueOf(before, 'quan_orders_placed_total{fulfilment="delivery"}') ?? 0
    const batches = valueOf(before, 'quan_order_batch_size_count') ?? 0
    const headers = { 'idempotency-key': 'metrics-order-0001' }
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody(),
        headers,
      })
      expect(response.statusCode).toBe(201)
    }

    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_orders_placed_total{fulfilment="delivery"}')).toBe(placed + 1)
    expect(valueOf(text, 'quan_order_batch_size_count')).toBe(batches + 2)
    expect(valueOf(text, 'quan_order_batch_wait_seconds_count')).toBe(batches + 2)
    expect(valueOf(text, 'quan_order_batch_write_seconds_count')).toBe(batches + 2)
  })

  it("counts refused orders by their answer's code: the rules', the body's", async () => {
    const wrongAmount = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ amount: 99 }),
    })
    expect(wrongAmount.json().code).toBe('AMOUNT_CHANGED')
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ address: makeAddress({ phone: '12' }) }),
    })
    expect(badPhone.statusCode).toBe(400)
    const phoneCode = badPhone.json<{ code: string }>().code

    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_orders_refused_total{code="AMOUNT_CHANGED"}')).toBe(1)
    expect(valueOf(text, `quan_orders_refused_total{code="${phoneCode}"}`)).toBe(1)
  })

  it('times requests by route pattern and status class, never by the raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/admin/orders/some-order-id/receipt' })
    await t.app.inject({ method: 'GET', url: '/api/no-such-call-8d1f' })
    await t.app.inject({ method: 'GET', url: '/api/category' })

    const text = (await scrape(t)).body
    expect(
      valueOf(
        text,
        'quan_http_request_duration_seconds_count{method="GET",route="/api/category",status_class="2xx"}',
      ),
    ).toBe(1)
    expect(
      valueOf(
        text,
        'quan_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/route="\/api\/order\/place",status_class="2xx"/)
    expect(text).not.toContain('no-such-call-8d1f')
    expect(text).not.toContain('some-order-id')
  })

  it('counts the 429s of a rate limit by its budget', async () => {
    // Contact: 5 a minute from one address; the limit is counted before the body is read.
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: makeContactBody(),
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_rate_limit_refusals_total{budget="contact"}')).toBe(2)
  })

  it("reads the mail queue's depth when scraped, and counts failed tries", async () => {
    const queued = Number(
      (
        await t.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('next_attempt_at', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    )
    // The orders and messages above queued mails, which the dead mail server could not take.
    expect(queued).toBeGreaterThan(0)
    await t.app.mailOutbox.drain()

    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_mail_queue_depth')).toBe(queued)
    expect(valueOf(text, 'quan_mail_failures_total{outcome="retry"}')).toBeGreaterThanOrEqual(1)
  })

  it("reads the print queue's depth when scraped, and counts failed tries", async () => {
    const { id } = await t.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()
    expect(valueOf((await scrape(t)).body, 'quan_print_queue_depth')).toBe(0)
    const reprint = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/print`,
      headers: { token: admin },
    })
    expect(reprint.statusCode).toBe(200)
    await t.app.printQueue.drain()

    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_print_queue_depth')).toBe(1)
    expect(valueOf(text, 'quan_print_failures_total{outcome="retry"}')).toBe(1)
  })

  it('counts the open event streams, and the relay only where there is one (PostgreSQL)', async () => {
    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_event_streams_open')).toBe(0)
    // The suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI).
    if (t.engine === 'sqlite') expect(text).not.toContain('quan_pg_relay_connected')
    else expect(valueOf(text, 'quan_pg_relay_connected')).toBeDefined()
  })

  // Last: it uses up this address's order budget for the minute.
  it('counts an order refused by its rate limit as refused, RATE_LIMITED', async () => {
    let limited = 0
    for (let tries = 0; tries < 25 && limited === 0; tries++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/order/place', payload: {} })
      if (response.statusCode === 429) limited++
    }
    expect(limited).toBe(1)
    const text = (await scrape(t)).body
    expect(valueOf(text, 'quan_orders_refused_total{code="RATE_LIMITED"}')).toBe(1)
    expect(valueOf(text, 'quan_rate_limit_refusals_total{budget="placeOrder"}')).toBe(1)
  })
})

describe('the bearer check', () => {
  it('takes only the exact token after Bearer', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false)
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false)
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false)
    expect(bearerMatches(undefined, TOKEN)).toBe(false)
  })
})
