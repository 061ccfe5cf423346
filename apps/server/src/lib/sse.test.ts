import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenOnFreePort, openEventStream } from '../../test/event-stream'
import { EventStreams } from './sse'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A bare server with one stream route: `/stream/:topic`. */
async function serve(streams: EventStreams) {
  app = Fastify()
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
  })
  app.addHook('preClose', () => streams.close())
  app.get<{ Params: { topic: string } }>('/stream/:topic', async (request, reply) => {
    streams.open(reply, request.params.topic).send('hello', { topic: request.params.topic })
    return reply
  })
  return listenOnFreePort(app)
}

const waitFor = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
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
    const base = await serve(new EventStreams(50))
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
