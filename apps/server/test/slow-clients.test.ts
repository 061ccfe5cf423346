import { makeOrderBody } from '@quan/domain/testing'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort, openEventStream } from './event-stream'
import { insertTestFoods } from './seed'

/** Short enough for a test; the server checks its connections every CHECK_MS. */
const HEADERS_MS = 400
const REQUEST_MS = 800
const CHECK_MS = 50

describe('slow clients on a listening server', () => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    t = await buildTestApp({
      timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, checkEveryMs: CHECK_MS },
    })
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
    base = await listenOnFreePort(t.app)
  })

  afterAll(async () => {
    await t.close()
  })

  /**
   * Sends `head` at once, then `text` a byte every 50 ms; resolves with what the server said
   * once it hung up.
   */
  async function trickle(text: string, head = '') {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1')
    socket.on('error', () => {})
    socket.write(head)
    let sent = 0
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < text.length) socket.write(text[sent++]!)
    }, 50)
    const started = Date.now()
    const answer = await new Promise<string>((resolve) => {
      let received = ''
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
      socket.on('close', () => resolve(received))
      // Not cut by then: the test has failed; hang up so the server can close.
      setTimeout(() => socket.destroy(), 5_000)
    })
    clearInterval(timer)
    return { answer, elapsed: Date.now() - started, finished: sent === text.length }
  }

  it('cuts a client that sends its headers byte by byte once headersTimeout is up', async () => {
    // Four seconds of headers if nobody stops it.
    const { answer, elapsed, finished } = await trickle(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(80)}`,
    )

    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_MS - CHECK_MS)
    expect(elapsed).toBeLessThan(HEADERS_MS + 1_000)
    expect(finished).toBe(false)
  })

  it('cuts a client that sends its body byte by byte once requestTimeout is up', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) })
    const { answer, elapsed, finished } = await trickle(
      body,
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    )

    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_MS - CHECK_MS)
    expect(elapsed).toBeLessThan(REQUEST_MS + 1_000)
    expect(finished).toBe(false)
  })

  it('keeps an open event stream past requestTimeout, and it still hears of changes', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody(),
    })
    const { trackingCode, orderId } = placed.json<{ trackingCode: string; orderId: string }>()
    const stream = await openEventStream(
      `${base}/api/orders/track/stream?code=${trackingCode}&phone=0901234567`,
    )
    expect(stream.status).toBe(200)
    expect((await stream.next())?.event).toBe('order')

    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS * 2 + CHECK_MS * 4))
    const admin = await loginAdmin(t.app)
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Preparing' },
    })
    expect(moved.statusCode).toBe(200)

    const change = await stream.next(2_000)
    expect(change?.event).toBe('order')
    expect(change?.data).toMatchObject({ status: 'Preparing' })
    stream.close()
  })
})
