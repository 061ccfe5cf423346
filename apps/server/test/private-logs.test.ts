import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort, openEventStream } from './event-stream'
import { insertTestFoods } from './seed'
import { MailSink } from './smtp'

/** What would open the guest's order or tell who they are, in every spelling a URL may have. */
const PHONE = '+421 905 111 222'
const EMAIL = 'hoa.tran@example.com'
const guest = makeAddress({
  firstName: 'Hoa',
  lastName: 'Tranová',
  street: 'Hviezdoslavovo námestie 7',
  phone: PHONE,
  email: EMAIL,
})

function personal(code: string) {
  return [
    code,
    code.toLowerCase(),
    PHONE,
    encodeURIComponent(PHONE),
    '905111222',
    EMAIL,
    encodeURIComponent(EMAIL),
    'Tranová',
    'Hviezdoslavovo',
  ]
}

describe('the logs keep nothing that opens an order or names a guest', () => {
  const sink = new MailSink()
  let t: TestApp
  let base: string
  let code: string

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, captureLogs: 'info' })
    await insertTestFoods(t.db, [{}])
    base = await listenOnFreePort(t.app)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ address: guest, notes: 'Call Hoa at the gate' }),
    })
    code = placed.json().trackingCode
  })

  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('request lines of a track stream, a track link and failing requests', async () => {
    const query = `code=${code}&phone=${encodeURIComponent(PHONE)}`
    const page = await openEventStream(`${base}/api/orders/track/stream?${query}`)
    expect(page.status).toBe(200)
    await page.next()
    page.close()
    const wrongPhone = await openEventStream(
      `${base}/api/orders/track/stream?code=${code}&phone=0900000000`,
    )
    expect(wrongPhone.status).toBe(404)
    // The confirmation mail's link, and requests that fail in other ways.
    await t.app.inject({ method: 'GET', url: `/track-order?${query}` })
    await t.app.inject({ method: 'GET', url: `/api/nowhere?${query}&email=${EMAIL}` })
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/stream?token=secret-jwt-value` })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { trackingCode: code, phone: '0900000000' },
    })
    expect(bad.statusCode).toBe(404)
    // The stream's 'request completed' line comes once the server sees it closed.
    await new Promise((resolve) => setTimeout(resolve, 100))

    const requestLines = t.logs.filter((line) => line.msg === 'incoming request')
    expect(requestLines.length).toBeGreaterThanOrEqual(6)
    const streamLine = requestLines.find((line) =>
      String((line.req as { url: string }).url).startsWith('/api/orders/track/stream'),
    )
    // Still says which call it was, only not for whom.
    expect((streamLine!.req as { url: string }).url).toBe(
      '/api/orders/track/stream?code=[hidden]&phone=[hidden]',
    )
    const text = JSON.stringify(t.logs)
    for (const secret of [...personal(code), 'secret-jwt-value']) expect(text).not.toContain(secret)
  })

  it("a mail the mail server refuses is logged without the guest's address", async () => {
    sink.refuse = true
    await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ address: guest }),
    })
    await t.app.mailOutbox.drain()
    const warnings = t.logs.filter((line) => line.msg === 'mail not sent; will try again')
    expect(warnings.length).toBeGreaterThan(0)
    expect(JSON.stringify(warnings)).not.toContain(EMAIL)
    sink.refuse = false
  })
})
