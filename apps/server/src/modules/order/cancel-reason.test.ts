import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { listenOnFreePort, openEventStream } from '../../../test/event-stream'
import { insertTestFoods } from '../../../test/seed'
import { MailSink } from '../../../test/smtp'

/** In the words the restaurant typed, diacritics and all. */
const REASON = 'Hết bánh phở hôm nay, xin lỗi quý khách!'
const PHONE = '0901234567'

const sink = new MailSink()
let t: TestApp
let admin: string
let base: string

beforeAll(async () => {
  const port = await sink.listen()
  t = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://quan.example',
      // The poll stays out of the way; each test drains by hand.
      MAIL_POLL_MS: '3600000',
    },
  })
  await insertTestFoods(t.db, [{}])
  admin = await loginAdmin(t.app)
  base = await listenOnFreePort(t.app)
})

afterAll(async () => {
  await t.close()
  await sink.close()
})

async function place(
  overrides: Parameters<typeof makeOrderBody>[0] = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(overrides),
    headers,
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { trackingCode: string; orderId: string }
}

async function move(orderId: string, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { token: admin },
    payload: body,
  })
  expect(res.statusCode).toBe(200)
}

const track = (url: string, trackingCode: string, phone = PHONE) =>
  t.app.inject({ method: 'POST', url, payload: { trackingCode, phone } })

describe("a cancelled order's reason reaches the guest", () => {
  it('the track calls carry cancelReason, in the words the restaurant typed', async () => {
    const order = await place()
    await move(order.orderId, { status: 'Preparing' })
    await move(order.orderId, { status: 'Cancelled', reason: REASON })

    for (const url of ['/api/orders/track', '/api/order/track']) {
      const res = await track(url, order.trackingCode)
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ status: 'Cancelled', cancelReason: REASON })
    }
  })

  it('an order that is not cancelled has no cancelReason', async () => {
    const order = await place()
    await move(order.orderId, { status: 'Preparing' })
    const res = await track('/api/orders/track', order.trackingCode)
    expect(res.json().data.status).toBe('Preparing')
    expect(res.json().data).not.toHaveProperty('cancelReason')
  })

  it('the live track page is pushed the reason when the order is cancelled while it is open', async () => {
    const order = await place()
    const page = await openEventStream(
      `${base}/api/orders/track/stream?code=${order.trackingCode}&phone=${PHONE}`,
    )
    expect(page.status).toBe(200)
    expect((await page.next())!.data).not.toHaveProperty('cancelReason')

    await move(order.orderId, { status: 'Cancelled', reason: REASON })

    expect(await page.next()).toMatchObject({
      event: 'order',
      data: { status: 'Cancelled', cancelReason: REASON },
    })
    page.close()
    // Opened afresh on a cancelled order, the stream says why at once.
    const again = await openEventStream(
      `${base}/api/orders/track/stream?code=${order.trackingCode}&phone=${PHONE}`,
    )
    expect((await again.next())!.data).toMatchObject({ cancelReason: REASON })
    again.close()
  })

  it("a registered customer's My orders shows it", async () => {
    const token = await registerCustomer(t.app)
    const order = await place({}, { token })
    await move(order.orderId, { status: 'Cancelled', reason: REASON })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/userorders',
      headers: { token },
    })
    expect(res.json().data).toEqual([
      expect.objectContaining({ _id: order.orderId, status: 'Cancelled', cancelReason: REASON }),
    ])
  })
})

describe('the cancellation mail', () => {
  it("goes to the guest in the order's language, with the reason and the track page", async () => {
    const email = 'zuzana@example.sk'
    const order = await place(
      { address: makeAddress({ firstName: 'Zuzana', email }) },
      { 'accept-language': 'sk' },
    )
    await t.app.mailOutbox.drain()
    expect(sink.to(email)).toHaveLength(1)

    await move(order.orderId, { status: 'Cancelled', reason: REASON })
    await t.app.mailOutbox.drain()

    const [, cancelled, ...more] = sink.to(email)
    expect(more).toEqual([])
    expect(cancelled!.subject).toBe(`Vaša objednávka ${order.trackingCode} bola zrušená – Quán`)
    expect(cancelled!.text).toContain('Dobrý deň, Zuzana,')
    expect(cancelled!.text).toContain(`Dôvod: ${REASON}`)
    expect(cancelled!.text).toContain(`https://quan.example/track-order?code=${order.trackingCode}`)
  })

  it('is written with the move: a refused cancel sends nothing, nor a move that is no cancel', async () => {
    const email = 'nocancel@example.com'
    const order = await place({ address: makeAddress({ email }) }, { 'accept-language': 'en' })
    await move(order.orderId, { status: 'Preparing' })
    await move(order.orderId, { status: 'Cancelled', reason: REASON })
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Cancelled', reason: 'again' },
    })
    expect(refused.statusCode).toBe(409)
    await t.app.mailOutbox.drain()

    const mails = sink.to(email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.trackingCode} at Quán`,
      `Your order ${order.trackingCode} at Quán has been cancelled`,
    ])
    expect(mails[1]!.text).toContain(`Reason: ${REASON}`)
  })

  it('is not sent when the guest gave no e-mail', async () => {
    const before = sink.received.length
    const order = await place({ address: makeAddress({ email: '' }) })
    await move(order.orderId, { status: 'Cancelled', reason: REASON })
    await t.app.mailOutbox.drain()
    expect(sink.received.length).toBe(before)
  })
})
