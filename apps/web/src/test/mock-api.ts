import { vi } from 'vitest'

type Handler = (body: unknown, init: RequestInit) => { status?: number; body: unknown } | unknown

/** A handler's answer held back until `release()`, to see a screen while it sends. */
export function heldAnswer(answer: Handler): { handler: Handler; release(): void } {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  return { handler: async (body, init) => gate.then(() => answer(body, init)), release }
}

/**
 * Stubs fetch with answers per "METHOD /path" (query strings included when given). An unknown
 * call fails the test loudly. Returns the list of calls made, for assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] =
    []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      // JSON bodies are parsed; a raw one (a File or Blob upload) is kept as sent.
      const body = !init.body
        ? undefined
        : typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body
      calls.push({
        method,
        url: input,
        body,
        headers: (init.headers ?? {}) as Record<string, string>,
      })
      const handler = routes[`${method} ${input}`] ?? routes[`${method} ${input.split('?')[0]}`]
      if (!handler) throw new Error(`Unexpected call: ${method} ${input}`)
      const answer = await handler(body, init)
      const isFull = answer !== null && typeof answer === 'object' && 'body' in (answer as object)
      const status = isFull ? ((answer as { status?: number }).status ?? 200) : 200
      const payload = isFull ? (answer as { body: unknown }).body : answer
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}
