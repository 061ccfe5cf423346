import { vi } from 'vitest'

/**
 * The browser's EventSource, which jsdom lacks, driven by hand: a test opens it, sends it
 * events, drops it (the browser then retries) or refuses it (no stream at all).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSED = 2
  readonly withCredentials = false
  readyState = 0
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    super()
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED
  }

  /** The server answered with a stream. */
  open() {
    this.readyState = FakeEventSource.OPEN
    this.fire(new Event('open'), this.onopen)
  }

  /** One `event:` with JSON `data:`, as lib/sse.ts writes it. */
  send(event: string, data: unknown) {
    if (this.readyState !== FakeEventSource.OPEN) throw new Error(`send on a stream not open`)
    const message = new MessageEvent(event, { data: JSON.stringify(data) })
    this.fire(message, event === 'message' ? this.onmessage : null)
  }

  /** The connection broke; the browser tries again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING
    this.fire(new Event('error'), this.onerror)
  }

  /** The server answered without a stream (an error status): the browser gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED
    this.fire(new Event('error'), this.onerror)
  }

  private fire<E extends Event>(event: E, handler: ((event: E) => void) | null) {
    this.dispatchEvent(event)
    handler?.(event)
  }
}

/** Puts a fake EventSource on window for this test; the list holds every one opened. */
export function installFakeEventSource(): FakeEventSource[] {
  const opened: FakeEventSource[] = []
  class Installed extends FakeEventSource {
    constructor(url: string | URL) {
      super(String(url))
      opened.push(this)
    }
  }
  vi.stubGlobal('EventSource', Installed)
  return opened
}
