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
}

export type Unsubscribe = () => void

/** What changed in the shop, told to whoever listens in this process (the live streams). */
export interface EventBus {
  publish(change: OrderChange): void
  subscribe(listener: (change: OrderChange) => void): Unsubscribe
}

const CHANGE = 'change'

/**
 * A typed wrapper around one EventEmitter. Listeners run synchronously in publish(), so each
 * must be quick; one that throws is logged and never fails the order that was changed.
 */
export function createEventBus(log: FastifyBaseLogger): EventBus {
  const emitter = new EventEmitter()
  // Every open stream may listen; there is no leak to warn about at ten.
  emitter.setMaxListeners(0)
  return {
    publish(change) {
      emitter.emit(CHANGE, change)
    },
    subscribe(listener) {
      const guarded = (change: OrderChange) => {
        try {
          listener(change)
        } catch (error) {
          log.error({ err: error, type: change.type }, 'an order change listener failed')
        }
      }
      emitter.on(CHANGE, guarded)
      return () => {
        emitter.off(CHANGE, guarded)
      }
    },
  }
}
