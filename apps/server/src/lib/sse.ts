import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'

/** Proxies and load balancers drop a connection that says nothing for a minute or so. */
export const PING_INTERVAL_MS = 25_000
/** A client that has left this much unread is gone or stuck: it is dropped and reconnects. */
const MAX_UNREAD_BYTES = 1024 * 1024
/** How soon EventSource tries again after a dropped connection. */
const RETRY_MS = 3_000

export interface EventStream {
  send(event: string, data: unknown): void
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
export class EventStreams {
  private readonly byTopic = new Map<string, Set<ServerResponse>>()
  private count = 0
  private ping: NodeJS.Timeout | undefined
  private closing = false

  constructor(private readonly pingMs = PING_INTERVAL_MS) {}

  get size(): number {
    return this.count
  }

  /** Whether some stream of `topic` is open. */
  has(topic: string): boolean {
    return this.byTopic.has(topic)
  }

  /** Takes the reply over from Fastify and keeps it open as a stream of `topic`'s messages. */
  open(reply: FastifyReply, topic: string): EventStream {
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
    raw.write(`retry: ${RETRY_MS}\n\n`)
    if (this.closing) {
      raw.end()
      return { send: () => {} }
    }
    let streams = this.byTopic.get(topic)
    if (!streams) this.byTopic.set(topic, (streams = new Set()))
    streams.add(raw)
    this.count += 1
    this.ping ??= setInterval(() => this.pingAll(), this.pingMs).unref()
    raw.once('close', () => {
      this.forget(raw, topic)
      // A client that went away may leave its socket half open; it is of no more use.
      raw.destroy()
    })
    return { send: (event, data) => this.write(raw, frame(event, data)) }
  }

  /** Sends to every stream of `topic`; `data` is only worked out when one is open. */
  publish(topic: string, event: string, data: () => unknown): void {
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

  /** Ends every stream and resolves once their connections are closed. */
  async close(): Promise<void> {
    this.closing = true
    const closed: Promise<void>[] = []
    for (const streams of this.byTopic.values()) {
      for (const raw of streams) {
        closed.push(new Promise((resolve) => raw.once('close', () => resolve())))
        // The socket goes too: a kept-alive idle connection would still hold server.close().
        const socket = raw.socket
        raw.end(() => socket?.destroy())
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

  private forget(raw: ServerResponse, topic: string) {
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
