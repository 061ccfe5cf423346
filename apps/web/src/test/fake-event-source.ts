import { vi } from 'vitest'

type Listener = (event: Event) => void

/**
 * A stand-in for the browser's EventSource that a test drives: open() the connection, emit()
 * a named message with a JSON body, drop() it (the browser retrying, or giving up for good).
 * install() puts it in place of the global and forgets earlier instances.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []

  readyState = FakeEventSource.CONNECTING
  onopen: Listener | null = null
  onerror: Listener | null = null
  onmessage: Listener | null = null
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }

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

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type)
    if (!set) this.listeners.set(type, (set = new Set()))
    set.add(listener)
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener)
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED
  }

  open() {
    this.readyState = FakeEventSource.OPEN
    this.dispatch('open', new Event('open'))
  }

  emit(type: string, data: unknown) {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data) }))
  }

  /** The connection is lost; `giveUp` is the browser closing it for good (a non-stream answer). */
  drop({ giveUp = false } = {}) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.dispatch('error', new Event('error'))
  }

  private dispatch(type: string, event: Event) {
    if (this.closed && type !== 'error') return
    const handler = type === 'open' ? this.onopen : type === 'error' ? this.onerror : null
    handler?.(event)
    if (type === 'message') this.onmessage?.(event)
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}
