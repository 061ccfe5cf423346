import http from 'node:http'
import type { FastifyInstance } from 'fastify'

export interface StreamMessage {
  event: string
  data: unknown
}

/** The address of an app that listens on a free port of this machine. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening on a port')
  return `http://127.0.0.1:${address.port}`
}

export interface EventStreamClient {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body of an answer that is not a stream (an error), as JSON. */
  json(): Promise<unknown>
  /** The next message that has an event name; null when the server ended the stream. */
  next(timeoutMs?: number): Promise<StreamMessage | null>
  /** The next comment line (a ping), skipping messages. */
  comment(timeoutMs?: number): Promise<string>
  /** Resolves once the server has ended the stream, skipping what is still unread. */
  end(timeoutMs?: number): Promise<void>
  /** Goes away, as a closed browser tab does. */
  close(): void
}

/**
 * Reads a Server-Sent Events stream through a real connection of its own (no pooling, so a
 * closed client leaves nothing behind), the way EventSource would: blocks in order, comments
 * kept apart. Every wait fails after its timeout instead of hanging the test.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.setEncoding('utf8')
      let buffer = ''
      let ended = false
      let wake: (() => void) | undefined
      response.on('data', (chunk: string) => {
        buffer += chunk
        wake?.()
      })
      const finish = () => {
        ended = true
        wake?.()
      }
      response.on('end', finish)
      response.on('close', finish)
      response.on('error', finish)

      async function block(): Promise<string | null> {
        for (;;) {
          const end = buffer.indexOf('\n\n')
          if (end !== -1) {
            const text = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            return text
          }
          if (ended) return null
          await new Promise<void>((done) => (wake = done))
          wake = undefined
        }
      }

      function parse(text: string): { event: string; data: string[]; comments: string[] } {
        const parsed = { event: '', data: [] as string[], comments: [] as string[] }
        for (const line of text.split('\n')) {
          if (line.startsWith(':')) parsed.comments.push(line.slice(1).trim())
          else if (line.startsWith('event: ')) parsed.event = line.slice(7)
          else if (line.startsWith('data: ')) parsed.data.push(line.slice(6))
        }
        return parsed
      }

      async function nextMessage(): Promise<StreamMessage | null> {
        for (;;) {
          const text = await block()
          if (text === null) return null
          const { event, data } = parse(text)
          if (event) return { event, data: JSON.parse(data.join('\n')) }
        }
      }

      async function nextComment(): Promise<string> {
        for (;;) {
          const text = await block()
          if (text === null) throw new Error('the stream ended')
          const [comment] = parse(text).comments
          if (comment !== undefined) return comment
        }
      }

      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        async json() {
          while (!ended) await new Promise<void>((done) => (wake = done))
          return JSON.parse(buffer)
        },
        next: (timeoutMs = 5_000) => within(nextMessage(), timeoutMs, 'message'),
        comment: (timeoutMs = 5_000) => within(nextComment(), timeoutMs, 'comment'),
        end: (timeoutMs = 5_000) =>
          within(
            (async () => {
              while ((await nextMessage()) !== null) {
                // read on
              }
            })(),
            timeoutMs,
            'end of the stream',
          ),
        close: () => request.destroy(),
      })
    })
    request.on('error', reject)
  })
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
