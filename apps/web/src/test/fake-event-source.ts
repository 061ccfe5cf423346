import { vi } from 'vitest'

/**
 * The browser's EventSource, which jsdom lacks, driven by hand: a test opens it, sends it
 * named events with JSON data (as lib/sse.ts writes them), drops it (the browser then retries)
 * or refuses it (no stream at all: the browser gives up). A closed source hears nothing more.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  /** Every source opened since the last install(). */
  static instances: FakeEventSource[] = []
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
    FakeEventSource.instances.push(this)
  }

  /** Puts the fake in place of the global EventSource and forgets earlier instances. */
  static install() {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
  }

  /** The stream the app opened last. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1)
    if (!source) throw new Error('No EventSource was opened')
    return source
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

  /** One `event:` with JSON `data:` on an open stream. */
  send(event: string, data: unknown) {
    if (this.readyState !== FakeEventSource.OPEN) throw new Error(`send on a stream not open`)
    this.emit(event, data)
  }

  /** The same without checking the connection first (a message racing its close). */
  emit(event: string, data: unknown) {
    const message = new MessageEvent(event, { data: JSON.stringify(data) })
    this.fire(message, event === 'message' ? this.onmessage : null)
  }

  /** The connection broke; the browser tries again by itself, unless it gives up for good. */
  drop({ giveUp = false } = {}) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.fire(new Event('error'), this.onerror)
  }

  /** The server answered without a stream (an error status): the browser gives up. */
  refuse() {
    this.drop({ giveUp: true })
  }

  private fire<E extends Event>(event: E, handler: ((event: E) => void) | null) {
    if (this.closed && event.type !== 'error') return
    this.dispatchEvent(event)
    handler?.(event)
  }
}

/** Puts a fake EventSource on window for this test; the list holds every one opened. */
export function installFakeEventSource(): FakeEventSource[] {
  FakeEventSource.install()
  return FakeEventSource.instances
}
