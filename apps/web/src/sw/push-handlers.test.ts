import { describe, expect, it, vi } from 'vitest'
import {
  installPushHandlers,
  type ClickLikeEvent,
  type PushLikeEvent,
  type PushWorkerScope,
  type WindowLikeClient,
} from './push-handlers'

const ORIGIN = 'https://quan.example'

/** A service worker's global scope, as far as the handlers use it. */
function fakeScope(windows: WindowLikeClient[] = []) {
  const listeners: Record<string, (event: never) => void> = {}
  const scope = {
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener
    },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    location: { origin: ORIGIN },
  }
  installPushHandlers(scope as unknown as PushWorkerScope)
  const waited: Promise<unknown>[] = []
  return {
    scope,
    async push(data: unknown) {
      const event: PushLikeEvent = {
        data: data === null ? null : { json: () => data },
        waitUntil: (promise) => waited.push(promise),
      }
      listeners.push!(event as never)
      await Promise.all(waited)
    },
    async click(url: unknown) {
      const close = vi.fn()
      const event: ClickLikeEvent = {
        notification: { data: { url }, close },
        waitUntil: (promise) => waited.push(promise),
      }
      listeners.notificationclick!(event as never)
      await Promise.all(waited)
      return close
    },
  }
}

const NEWS = {
  title: 'Your order is on its way',
  body: 'Order QN123456 is on its way to you.',
  url: '/track-order?code=QN123456',
  tag: 'order-QN123456',
}

describe('the service worker’s push handlers', () => {
  it('shows each push as a notification, one per order', async () => {
    const { scope, push } = fakeScope()
    await push(NEWS)
    expect(scope.registration.showNotification).toHaveBeenCalledWith(NEWS.title, {
      body: NEWS.body,
      tag: NEWS.tag,
      data: { url: NEWS.url },
    })
  })

  it('shows nothing for a push it cannot read', async () => {
    const { scope, push } = fakeScope()
    await push(null)
    await push({ body: 'no title' })
    expect(scope.registration.showNotification).not.toHaveBeenCalled()
  })

  it('opens the order’s track page when clicked', async () => {
    const { scope, click } = fakeScope()
    const close = await click(NEWS.url)
    expect(close).toHaveBeenCalled()
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${NEWS.url}`)
  })

  it('brings forward the track page when it is open already', async () => {
    const open = { url: `${ORIGIN}${NEWS.url}`, focus: vi.fn(async () => null) }
    const { scope, click } = fakeScope([{ url: `${ORIGIN}/menu`, focus: vi.fn() }, open])
    await click(NEWS.url)
    expect(open.focus).toHaveBeenCalled()
    expect(scope.clients.openWindow).not.toHaveBeenCalled()
  })

  it('never opens another site, whatever the push says', async () => {
    const { scope, click } = fakeScope()
    await click('https://evil.example/phish')
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`)
  })
})
