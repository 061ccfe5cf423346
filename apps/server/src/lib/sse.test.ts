import http from 'node:http'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenOnFreePort, openEventStream } from '../../test/event-stream'
import { errorHandler } from '../plugins/error-handler'
import { EventStreams, StreamSlots, type OpenOptions } from './sse'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/**
 * A bare server with one stream route: `/stream/:topic`. The client's address is the
 * `x-address` header when sent, so that one machine can be several clients.
 */
async function serve(
  streams: EventStreams,
  options: (request: FastifyRequest) => Partial<OpenOptions> = () => ({}),
) {
  app = Fastify()
  await app.register(errorHandler)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
  })
  app.addHook('preClose', () => streams.close())
  app.get<{ Params: { topic: string } }>('/stream/:topic', async (request, reply) => {
    const address = request.headers['x-address']
    streams
      .open(reply, request.params.topic, {
        address: typeof address === 'string' ? address : request.ip,
        ...options(request),
      })
      .send('hello', { topic: request.params.topic })
    return reply
  })
  return listenOnFreePort(app)
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
}

/**
 * Everything a stream sends until its connection closes, and whether the server ended the answer
 * (`complete`: the chunked body's last chunk came) rather than dropping the connection.
 */
function readWholeStream(
  url: string,
): Promise<{ body: string; complete: boolean; closedAt: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        // A dropped connection is an 'aborted' error here: `complete` tells it.
        response.on('error', () => {})
        response.on('close', () =>
          resolve({ body, complete: response.complete, closedAt: Date.now() }),
        )
      })
      .on('error', reject)
  })
}

describe('event streams', () => {
  it('answer as an event stream that no proxy buffers, with the headers set before', async () => {
    const base = await serve(new EventStreams())
    const stream = await openEventStream(`${base}/stream/a`)

    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toBe('text/event-stream')
    expect(stream.headers['cache-control']).toBe('no-cache')
    expect(stream.headers['connection']).toBe('keep-alive')
    expect(stream.headers['x-accel-buffering']).toBe('no')
    expect(stream.headers['x-content-type-options']).toBe('nosniff')
    expect(await stream.next()).toEqual({ event: 'hello', data: { topic: 'a' } })
    stream.close()
  })

  it('send a message to the streams of its topic only, worked out once for all', async () => {
    const streams = new EventStreams()
    const base = await serve(streams)
    const [first, second, other] = await Promise.all([
      openEventStream(`${base}/stream/a`),
      openEventStream(`${base}/stream/a`),
      openEventStream(`${base}/stream/b`),
    ])
    for (const stream of [first, second, other]) await stream.next()
    expect([streams.has('a'), streams.has('b'), streams.has('c')]).toEqual([true, true, false])
    const data = vi.fn(() => ({ n: 1 }))

    streams.publish('a', 'change', data)
    streams.publish('b', 'change', () => ({ n: 2 }))

    expect(await first.next()).toEqual({ event: 'change', data: { n: 1 } })
    expect(await second.next()).toEqual({ event: 'change', data: { n: 1 } })
    expect(await other.next()).toEqual({ event: 'change', data: { n: 2 } })
    expect(data).toHaveBeenCalledTimes(1)
    for (const stream of [first, second, other]) stream.close()
  })

  it('work nothing out for a topic no one listens to', async () => {
    const streams = new EventStreams()
    await serve(streams)
    const data = vi.fn(() => ({}))

    streams.publish('nobody', 'change', data)

    expect(data).not.toHaveBeenCalled()
  })

  it('ping every interval so that proxies keep the connection', async () => {
    const base = await serve(new EventStreams({ pingMs: 50 }))
    const stream = await openEventStream(`${base}/stream/a`)

    expect(await stream.comment(2_000)).toBe('ping')
    expect(await stream.comment(2_000)).toBe('ping')
    stream.close()
  })

  it('forget a stream whose client went away', async () => {
    const streams = new EventStreams()
    const base = await serve(streams)
    const stream = await openEventStream(`${base}/stream/a`)
    await stream.next()
    expect(streams.size).toBe(1)

    stream.close()

    await waitFor(() => streams.size === 0)
    expect(streams.has('a')).toBe(false)
  })

  it('end every stream when the server closes, so that closing does not wait for them', async () => {
    const streams = new EventStreams()
    const base = await serve(streams)
    const first = await openEventStream(`${base}/stream/a`)
    const second = await openEventStream(`${base}/stream/b`)
    await Promise.all([first.next(), second.next()])

    const closing = app!.close()
    app = undefined

    await Promise.all([first.end(), second.end()])
    await closing
    expect(streams.size).toBe(0)
  })

  it('end every stream with a reconnect hint when the server closes: a short retry, then a `reconnect` comment', async () => {
    const streams = new EventStreams({ maxAgeMs: 60_000 })
    const base = await serve(streams)
    const reading = readWholeStream(`${base}/stream/a`)
    await waitFor(() => streams.size === 1)

    const closing = app!.close()
    app = undefined
    const { body, complete } = await reading
    await closing

    const hint =
      /^retry: 3000\n\nevent: hello\ndata: \{"topic":"a"\}\n\nretry: (\d+)\n: reconnect\n\n$/.exec(
        body,
      )
    expect(hint, body).not.toBeNull()
    // Soon, but not all at once: between a quarter and one and a quarter of a second.
    expect(Number(hint![1])).toBeGreaterThanOrEqual(250)
    expect(Number(hint![1])).toBeLessThan(1_250)
    expect(complete).toBe(true)
  })

  it('on restart end every open stream and still take new ones, which start over', async () => {
    const streams = new EventStreams()
    const base = await serve(streams)
    const first = await openEventStream(`${base}/stream/a`)
    const second = await openEventStream(`${base}/stream/b`)
    await Promise.all([first.next(), second.next()])

    streams.restart()

    await Promise.all([first.end(), second.end()])
    await waitFor(() => streams.size === 0)
    const again = await openEventStream(`${base}/stream/a`)
    expect(await again.next()).toEqual({ event: 'hello', data: { topic: 'a' } })
    streams.publish('a', 'change', () => ({ n: 3 }))
    expect(await again.next()).toEqual({ event: 'change', data: { n: 3 } })
    again.close()
  })
})

describe('a HEAD request', () => {
  it('gets the headers of a stream and the end of it at once, holding no slot', async () => {
    const slots = new StreamSlots({ perAddress: 1, total: 1 })
    const streams = new EventStreams({ slots })
    const base = await serve(streams)

    const answer = await new Promise<{ status: number; type: string | undefined }>(
      (resolve, reject) => {
        const request = http.request(`${base}/stream/a`, { method: 'HEAD', agent: false })
        request.on('response', (response) => {
          response.resume()
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] }),
          )
        })
        request.on('error', reject)
        request.setTimeout(2_000, () => request.destroy(new Error('no answer to HEAD')))
        request.end()
      },
    )

    expect(answer).toEqual({ status: 200, type: 'text/event-stream' })
    await waitFor(() => slots.size === 0 && streams.size === 0)
  })
})

describe('stream limits', () => {
  const slots = (perAddress: number, total: number) => new StreamSlots({ perAddress, total })

  it('refuse a stream over the cap of its address with 429 before any stream starts', async () => {
    const base = await serve(new EventStreams({ slots: slots(2, 100) }))
    const open = [
      await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.1' }),
      await openEventStream(`${base}/stream/b`, { 'x-address': '203.0.113.1' }),
    ]

    const third = await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.1' })
    const elsewhere = await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.2' })

    expect(open.map((stream) => stream.status)).toEqual([200, 200])
    expect(third.status).toBe(429)
    expect(third.headers['content-type']).toMatch(/^application\/json/)
    expect(await third.json()).toEqual({
      success: false,
      message: 'Too many live updates are open from your address. Please close some pages.',
      code: 'LIVE_UPDATES_LIMIT',
    })
    expect(elsewhere.status).toBe(200)
    for (const stream of [...open, elsewhere]) stream.close()
  })

  it('refuse a stream over the total with 503', async () => {
    const base = await serve(new EventStreams({ slots: slots(10, 2) }))
    const first = await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.1' })
    const second = await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.2' })

    const third = await openEventStream(`${base}/stream/a`, { 'x-address': '203.0.113.3' })

    expect(third.status).toBe(503)
    expect(await third.json()).toEqual({
      success: false,
      message: 'Too many live updates are open right now. Please try again in a minute.',
      code: 'LIVE_UPDATES_BUSY',
    })
    first.close()
    second.close()
  })

  it('count the streams of every topic and every set of streams sharing the slots', async () => {
    const shared = slots(2, 100)
    const base = await serve(new EventStreams({ slots: shared }))
    const other = new EventStreams({ slots: shared })
    const first = await openEventStream(`${base}/stream/a`)
    const second = await openEventStream(`${base}/stream/b`)
    expect(shared.size).toBe(2)

    expect(() => other.open({} as never, 'c', { address: '127.0.0.1' })).toThrow(
      expect.objectContaining({ status: 429 }),
    )
    first.close()
    second.close()
  })

  it('free the slot of a stream that closes', async () => {
    const shared = slots(1, 1)
    const streams = new EventStreams({ slots: shared })
    const base = await serve(streams)
    const first = await openEventStream(`${base}/stream/a`)
    await first.next()
    expect((await openEventStream(`${base}/stream/a`)).status).toBe(429)

    first.close()
    await waitFor(() => streams.size === 0 && shared.size === 0)

    const again = await openEventStream(`${base}/stream/a`)
    expect(again.status).toBe(200)
    again.close()
  })

  it('free the slot of a stream the server ends', async () => {
    const shared = slots(1, 1)
    const streams = new EventStreams({ slots: shared })
    const base = await serve(streams)
    const first = await openEventStream(`${base}/stream/a`)
    await first.next()

    streams.restart()
    await first.end()
    await waitFor(() => shared.size === 0)

    const again = await openEventStream(`${base}/stream/a`)
    expect(again.status).toBe(200)
    again.close()
  })

  it('end a stream once it is as old as the maximum age; EventSource then reconnects', async () => {
    const streams = new EventStreams({ maxAgeMs: 200 })
    const base = await serve(streams)
    const stream = await openEventStream(`${base}/stream/a`)
    const opened = Date.now()
    await stream.next()

    await stream.end(3_000)

    expect(Date.now() - opened).toBeGreaterThanOrEqual(150)
    await waitFor(() => streams.size === 0)
  })

  it('end a stream when what it was opened with ends sooner (an expiring token): then, cleanly, after what it sent', async () => {
    // No ping, maximum age or re-check comes within the test: only the token can end it.
    const streams = new EventStreams({ maxAgeMs: 60_000 })
    let endsAt = 0
    const base = await serve(streams, () => ({ endsAt: (endsAt = Date.now() + 300) }))

    const { body, complete, closedAt } = await readWholeStream(`${base}/stream/a`)

    // Its messages and nothing else, ended by the server (the body's last chunk), not dropped.
    expect(body).toBe('retry: 3000\n\nevent: hello\ndata: {"topic":"a"}\n\n')
    expect(complete).toBe(true)
    // At the token's expiry, not before (a millisecond of rounding between the two clocks).
    expect(closedAt).toBeGreaterThanOrEqual(endsAt - 1)
    expect(closedAt - endsAt).toBeLessThan(2_000)
    await waitFor(() => streams.size === 0)
  })

  it('end a stream whose re-check fails, at the next re-check, and keep the others', async () => {
    let valid = true
    const streams = new EventStreams({ recheckMs: 50 })
    const base = await serve(streams, (request) =>
      request.params && (request.params as { topic: string }).topic === 'checked'
        ? { stillValid: async () => valid }
        : {},
    )
    const checked = await openEventStream(`${base}/stream/checked`)
    const unchecked = await openEventStream(`${base}/stream/free`)
    await Promise.all([checked.next(), unchecked.next()])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(streams.size).toBe(2)

    valid = false

    await checked.end(3_000)
    streams.publish('free', 'change', () => ({ n: 1 }))
    expect(await unchecked.next()).toEqual({ event: 'change', data: { n: 1 } })
    unchecked.close()
  })
})
