import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'
import { AppError } from './errors'

/** Proxies and load balancers drop a connection that says nothing for a minute or so. */
export const PING_INTERVAL_MS = 25_000
/** A client that has left this much unread is gone or stuck: it is dropped and reconnects. */
const MAX_UNREAD_BYTES = 1024 * 1024
/** How soon EventSource tries again after a dropped connection. */
const RETRY_MS = 3_000
/**
 * When this instance stops, its streams end with this hint: a short `retry` (spread, so that a
 * thousand browsers do not come back in the same millisecond) and a `reconnect` comment. The
 * browser's EventSource reconnects after `retry` by itself, through the proxy to an instance
 * that stays; a client of its own (a test, a script) reads the comment as "connect again".
 */
const RECONNECT_COMMENT = 'reconnect'
const RECONNECT_AFTER_MS = 250
const RECONNECT_SPREAD_MS = 1_000
const reconnectHint = () =>
  `retry: ${RECONNECT_AFTER_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n: ${RECONNECT_COMMENT}\n\n`
/** setTimeout's longest wait; a later end is not worth a timer. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Open streams per client address and in all, shared by every set of streams of the app: each
 * stream holds a socket and some memory for as long as it stays open.
 */
export class StreamSlots {
  private readonly byAddress = new Map<string, number>()
  private count = 0

  constructor(private readonly limits: { perAddress: number; total: number }) {}

  get size(): number {
    return this.count
  }

  /**
   * Takes a slot for `address`, or throws the answer for a client over the limits (429 for one
   * address, 503 for all). Returns what gives the slot back; calling it twice gives it once.
   */
  take(address: string): () => void {
    const held = this.byAddress.get(address) ?? 0
    if (held >= this.limits.perAddress) {
      throw new AppError(
        429,
        'LIVE_UPDATES_LIMIT',
        'Too many live updates are open from your address. Please close some pages.',
      )
    }
    if (this.count >= this.limits.total) {
      throw new AppError(
        503,
        'LIVE_UPDATES_BUSY',
        'Too many live updates are open right now. Please try again in a minute.',
      )
    }
    this.byAddress.set(address, held + 1)
    this.count += 1
    let released = false
    return () => {
      if (released) return
      released = true
      this.count -= 1
      const left = (this.byAddress.get(address) ?? 1) - 1
      if (left > 0) this.byAddress.set(address, left)
      else this.byAddress.delete(address)
    }
  }
}

export interface EventStreamsOptions {
  pingMs?: number
  /** Shared limits on open streams; none when unset. */
  slots?: StreamSlots
  /** The server ends a stream this old; EventSource reconnects by itself. */
  maxAgeMs?: number
  /** How often streams opened with `stillValid` are checked. */
  recheckMs?: number
}

export interface OpenOptions {
  /** The client's address, which its slot is counted against. */
  address: string
  /** When the stream must end at the latest (ms since the epoch): its token's expiry. */
  endsAt?: number
  /** Asked every `recheckMs`; the stream ends when it answers false (a token that no longer passes). */
  stillValid?: () => Promise<boolean>
}

/** A stream's events by name, and what each carries (the route's `events` in @quan/domain/api). */
export type EventPayloads = { [event: string]: unknown }

export interface EventStream<Events extends EventPayloads = EventPayloads> {
  send<Event extends keyof Events & string>(event: Event, data: Events[Event]): void
}

/** One Server-Sent Events message; JSON.stringify never writes a line break. */
function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * Open Server-Sent Events streams, grouped by topic (all orders, or one order). Each message is
 * built once however many streams receive it, and only when some stream is listening. close()
 * ends every stream, which app.close() needs: an open stream would keep the server from closing.
 */
export class EventStreams<Events extends EventPayloads = EventPayloads> {
  private readonly byTopic = new Map<string, Set<ServerResponse>>()
  private readonly checks = new Map<ServerResponse, () => Promise<boolean>>()
  private count = 0
  private ping: NodeJS.Timeout | undefined
  private recheck: NodeJS.Timeout | undefined
  private closing = false
  private readonly pingMs: number
  private readonly maxAgeMs: number
  private readonly recheckMs: number
  private readonly slots: StreamSlots | undefined

  constructor(options: EventStreamsOptions = {}) {
    this.pingMs = options.pingMs ?? PING_INTERVAL_MS
    this.maxAgeMs = options.maxAgeMs ?? 3_600_000
    this.recheckMs = options.recheckMs ?? 60_000
    this.slots = options.slots
  }

  get size(): number {
    return this.count
  }

  /** Whether some stream of `topic` is open. */
  has(topic: string): boolean {
    return this.byTopic.has(topic)
  }

  /**
   * Takes the reply over from Fastify and keeps it open as a stream of `topic`'s messages. Over
   * the limits it throws instead, before anything is sent, so the error handler answers.
   */
  open(reply: FastifyReply, topic: string, options: OpenOptions): EventStream<Events> {
    const release = this.slots?.take(options.address) ?? (() => {})
    reply.hijack()
    const raw = reply.raw
    const headers: Record<string, string | number | string[]> = {}
    // Headers set before (security, rate limits) go out too: hijacking skips Fastify's sending.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value
    }
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      // nginx would otherwise hold the messages back in its buffer.
      'x-accel-buffering': 'no',
    })
    // A HEAD answer has no body: node would hold its headers back until the end, for ever.
    if (this.closing || reply.request.method === 'HEAD') {
      release()
      raw.end()
      return { send: () => {} }
    }
    raw.write(`retry: ${RETRY_MS}\n\n`)
    let streams = this.byTopic.get(topic)
    if (!streams) this.byTopic.set(topic, (streams = new Set()))
    streams.add(raw)
    this.count += 1
    this.ping ??= setInterval(() => this.pingAll(), this.pingMs).unref()
    // A stream lives at most maxAgeMs, and never past its token: then it ends and the client
    // reconnects, its token checked again like any request's.
    const lifetime = Math.min(this.maxAgeMs, (options.endsAt ?? Infinity) - Date.now())
    const ending = setTimeout(() => raw.end(), Math.max(0, Math.min(lifetime, MAX_TIMER_MS)))
    ending.unref()
    if (options.stillValid) {
      this.checks.set(raw, options.stillValid)
      this.recheck ??= setInterval(() => void this.recheckAll(), this.recheckMs).unref()
    }
    raw.once('close', () => {
      clearTimeout(ending)
      release()
      this.forget(raw, topic)
      // A client that went away may leave its socket half open; it is of no more use.
      raw.destroy()
    })
    return { send: (event, data) => this.write(raw, frame(event, data)) }
  }

  /** Sends to every stream of `topic`; `data` is only worked out when one is open. */
  publish<Event extends keyof Events & string>(
    topic: string,
    event: Event,
    data: () => Events[Event],
  ): void {
    const streams = this.byTopic.get(topic)
    if (!streams || streams.size === 0) return
    const text = frame(event, data())
    for (const raw of streams) this.write(raw, text)
  }

  /**
   * Ends every open stream but keeps taking new ones: the clients reconnect (EventSource does
   * by itself, after `retry`) and start over from what the database says now. For when some
   * changes may not have reached this process.
   */
  restart(): void {
    for (const streams of this.byTopic.values()) {
      for (const raw of streams) raw.end()
    }
  }

  /**
   * Ends every stream with the reconnect hint and resolves once their connections are closed:
   * the instance is stopping, and its clients should go on with another.
   */
  async close(): Promise<void> {
    this.closing = true
    const closed: Promise<void>[] = []
    for (const streams of this.byTopic.values()) {
      for (const raw of streams) {
        closed.push(new Promise((resolve) => raw.once('close', () => resolve())))
        // The socket goes too: a kept-alive idle connection would still hold server.close().
        const socket = raw.socket
        if (raw.writableEnded) socket?.destroy()
        else raw.end(reconnectHint(), () => socket?.destroy())
      }
    }
    await Promise.all(closed)
  }

  private write(raw: ServerResponse, text: string) {
    if (raw.writableEnded) return
    if (raw.writableLength > MAX_UNREAD_BYTES) {
      raw.destroy()
      return
    }
    raw.write(text)
  }

  private pingAll() {
    for (const streams of this.byTopic.values()) {
      for (const raw of streams) this.write(raw, ': ping\n\n')
    }
  }

  private async recheckAll() {
    await Promise.all(
      [...this.checks].map(async ([raw, stillValid]) => {
        // A failed check (the database away for a moment) keeps the stream: the next one decides.
        const valid = await stillValid().catch(() => true)
        if (!valid) raw.end()
      }),
    )
  }

  private forget(raw: ServerResponse, topic: string) {
    this.checks.delete(raw)
    if (this.checks.size === 0 && this.recheck) {
      clearInterval(this.recheck)
      this.recheck = undefined
    }
    const streams = this.byTopic.get(topic)
    if (!streams?.delete(raw)) return
    this.count -= 1
    if (streams.size === 0) this.byTopic.delete(topic)
    if (this.count === 0 && this.ping) {
      clearInterval(this.ping)
      this.ping = undefined
    }
  }
}
