import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type { OrderEventTable, OrderLineTable, OrderTable } from '../db/schema'

/**
 * An order as it stands after a change, with its lines and its history. It travels whole, so
 * that no subscriber has to query the database for each change (the shop takes thousands of
 * orders a second); each maps it to the shape it shows.
 */
export interface OrderSnapshot {
  row: OrderTable
  lines: OrderLineTable[]
  events: OrderEventTable[]
}

export interface OrderChange {
  type: 'order.created' | 'order.updated'
  order: OrderSnapshot
  /**
   * Made by another instance of the shop and loaded here (live/pg-relay.ts); set so that the
   * relay does not send it back out.
   */
  remote?: true
}

export type Unsubscribe = () => void

/** What changed in the shop, told to whoever listens in this process (the live streams). */
export interface EventBus {
  publish(change: OrderChange): void
  /**
   * `shows` tells which orders the subscriber shows right now (say, those with an open stream);
   * without it, every order.
   */
  subscribe(
    listener: (change: OrderChange) => void,
    shows?: (orderId: string) => boolean,
  ): Unsubscribe
  /**
   * Whether some subscriber shows this order now: another instance's changes of an order no
   * one here shows are not worth loading.
   */
  shows(orderId: string): boolean
  /**
   * Says that changes may have gone by unheard (the link to the other instances was down), so
   * whoever shows orders live should start its viewers over from the database.
   */
  missed(): void
  onMissed(listener: () => void): Unsubscribe
}

const CHANGE = 'change'
const MISSED = 'missed'

/**
 * A typed wrapper around one EventEmitter. Listeners run synchronously in publish(), so each
 * must be quick; one that throws is logged and never fails the order that was changed.
 */
export function createEventBus(log: FastifyBaseLogger): EventBus {
  const emitter = new EventEmitter()
  // Every open stream may listen; there is no leak to warn about at ten.
  emitter.setMaxListeners(0)
  function listen<T extends unknown[]>(
    name: string,
    listener: (...args: T) => void,
    what: (...args: T) => object,
  ): Unsubscribe {
    const guarded = (...args: T) => {
      try {
        listener(...args)
      } catch (error) {
        log.error({ err: error, ...what(...args) }, 'an order change listener failed')
      }
    }
    emitter.on(name, guarded)
    return () => {
      emitter.off(name, guarded)
    }
  }
  const interests = new Set<(orderId: string) => boolean>()
  return {
    publish(change) {
      emitter.emit(CHANGE, change)
    },
    subscribe(listener, shows = () => true) {
      const unsubscribe = listen(CHANGE, listener, (change: OrderChange) => ({ type: change.type }))
      // Wrapped, so that one function given twice is still two interests.
      const interest = (orderId: string) => shows(orderId)
      interests.add(interest)
      return () => {
        unsubscribe()
        interests.delete(interest)
      }
    },
    shows(orderId) {
      for (const shows of interests) if (shows(orderId)) return true
      return false
    },
    missed() {
      emitter.emit(MISSED)
    },
    onMissed(listener) {
      return listen(MISSED, listener, () => ({ type: MISSED }))
    },
  }
}
