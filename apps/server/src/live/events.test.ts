import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import type { OrderSnapshot } from './events'
import { createEventBus } from './events'

const silent = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger

const order = { row: { id: 'order-1' }, lines: [], events: [] } as unknown as OrderSnapshot

describe('the event bus', () => {
  it('tells every subscriber of each change, in order', () => {
    const bus = createEventBus(silent())
    const seen: string[] = []
    bus.subscribe((change) => seen.push(`a ${change.type}`))
    bus.subscribe((change) => seen.push(`b ${change.type}`))

    bus.publish({ type: 'order.created', order })
    bus.publish({ type: 'order.updated', order })

    expect(seen).toEqual([
      'a order.created',
      'b order.created',
      'a order.updated',
      'b order.updated',
    ])
  })

  it('stops telling a subscriber that unsubscribed', () => {
    const bus = createEventBus(silent())
    const listener = vi.fn()
    const unsubscribe = bus.subscribe(listener)

    unsubscribe()
    bus.publish({ type: 'order.created', order })

    expect(listener).not.toHaveBeenCalled()
  })

  it('logs a failing subscriber and still tells the others, without failing the publisher', () => {
    const log = silent()
    const error = vi.mocked(log.error)
    const bus = createEventBus(log)
    const after = vi.fn()
    bus.subscribe(() => {
      throw new Error('broken stream')
    })
    bus.subscribe(after)

    expect(() => bus.publish({ type: 'order.updated', order })).not.toThrow()

    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledOnce()
  })

  it('takes any number of subscribers without a leak warning', async () => {
    const bus = createEventBus(silent())
    const warning = vi.fn()
    process.on('warning', warning)
    const unsubscribes = Array.from({ length: 50 }, () => bus.subscribe(() => {}))
    // Node emits the listener warning on a later tick: the test waits for it (issue 10).
    await new Promise((resolve) => setImmediate(resolve))
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    process.off('warning', warning)

    expect(warning).not.toHaveBeenCalled()
  })

  it('tells whoever listens that changes were missed, apart from the changes', () => {
    const bus = createEventBus(silent())
    const changes = vi.fn()
    const missed = vi.fn()
    bus.subscribe(changes)
    const unsubscribe = bus.onMissed(missed)

    bus.missed()
    unsubscribe()
    bus.missed()

    expect(missed).toHaveBeenCalledOnce()
    expect(changes).not.toHaveBeenCalled()
  })

  it('logs a failing listener of missed changes without failing the caller', () => {
    const log = silent()
    const bus = createEventBus(log)
    const after = vi.fn()
    bus.onMissed(() => {
      throw new Error('broken stream')
    })
    bus.onMissed(after)

    expect(() => bus.missed()).not.toThrow()

    expect(after).toHaveBeenCalledOnce()
    expect(vi.mocked(log.error)).toHaveBeenCalledOnce()
  })

  it('says whether some subscriber shows an order, one without a say showing every order', () => {
    const bus = createEventBus(silent())
    const none = bus.subscribe(
      () => {},
      () => false,
    )
    expect(bus.shows('order-1')).toBe(false)

    const tracked = bus.subscribe(
      () => {},
      (orderId) => orderId === 'order-1',
    )
    expect(bus.shows('order-1')).toBe(true)
    expect(bus.shows('order-2')).toBe(false)

    const everything = bus.subscribe(() => {})
    expect(bus.shows('order-2')).toBe(true)

    everything()
    tracked()
    expect(bus.shows('order-1')).toBe(false)
    none()
  })
})
