import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  canMoveOrder,
  isFinalStatus,
  isOrderStatus,
  isOrderType,
  moveNeedsReason,
  nextStatuses,
  orderStatusTone,
} from './order-status'

describe('order statuses', () => {
  it('are the SPEC’s four plus Preparing, in life-cycle order', () => {
    expect(ORDER_STATUSES).toEqual([
      'Pending',
      'Preparing',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ])
    expect(ORDER_TYPES).toEqual(['guest', 'registered'])
  })

  it('are recognised exactly', () => {
    expect(isOrderStatus('Delivered')).toBe(true)
    expect(isOrderStatus('Preparing')).toBe(true)
    expect(isOrderStatus('delivered')).toBe(false)
    expect(isOrderType('guest')).toBe(true)
    expect(isOrderType('admin')).toBe(false)
  })

  it('have the SPEC’s badge colours, violet for Preparing, grey for anything else', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['amber', 'violet', 'blue', 'green', 'red'])
    expect(orderStatusTone('Refunded')).toBe('grey')
  })
})

describe('moving an order', () => {
  it('goes one step forward at a time: Pending → Preparing → Out for delivery → Delivered', () => {
    expect(canMoveOrder('Pending', 'Preparing')).toBe(true)
    expect(canMoveOrder('Preparing', 'Out for delivery')).toBe(true)
    expect(canMoveOrder('Out for delivery', 'Delivered')).toBe(true)
  })

  it('never skips a step nor goes back', () => {
    expect(canMoveOrder('Pending', 'Out for delivery')).toBe(false)
    expect(canMoveOrder('Pending', 'Delivered')).toBe(false)
    expect(canMoveOrder('Preparing', 'Delivered')).toBe(false)
    expect(canMoveOrder('Preparing', 'Pending')).toBe(false)
    expect(canMoveOrder('Out for delivery', 'Preparing')).toBe(false)
    expect(canMoveOrder('Delivered', 'Pending')).toBe(false)
  })

  it('may cancel anything not yet delivered', () => {
    expect(canMoveOrder('Pending', 'Cancelled')).toBe(true)
    expect(canMoveOrder('Preparing', 'Cancelled')).toBe(true)
    expect(canMoveOrder('Out for delivery', 'Cancelled')).toBe(true)
    expect(canMoveOrder('Delivered', 'Cancelled')).toBe(false)
    expect(canMoveOrder('Cancelled', 'Cancelled')).toBe(false)
  })

  it('lists where each status may go next', () => {
    expect(ORDER_STATUSES.map((status) => [status, nextStatuses(status)])).toEqual([
      ['Pending', ['Preparing', 'Cancelled']],
      ['Preparing', ['Out for delivery', 'Cancelled']],
      ['Out for delivery', ['Delivered', 'Cancelled']],
      ['Delivered', []],
      ['Cancelled', []],
    ])
  })

  it('knows nothing of statuses it does not know', () => {
    expect(nextStatuses('Refunded')).toEqual([])
    expect(canMoveOrder('Refunded', 'Pending')).toBe(false)
    expect(canMoveOrder('Pending', 'Refunded')).toBe(false)
    expect(isFinalStatus('Refunded')).toBe(false)
  })

  it('ends at Delivered or Cancelled', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Delivered', 'Cancelled'])
  })

  it('asks a reason only for a cancellation', () => {
    expect(ORDER_STATUSES.filter(moveNeedsReason)).toEqual(['Cancelled'])
  })

  it('agrees with itself: a move is allowed exactly when it is listed, never to the same status, never out of a final one', () => {
    const status = fc.constantFrom(...ORDER_STATUSES, 'Refunded', '')
    fc.assert(
      fc.property(status, status, (from, to) => {
        const allowed = canMoveOrder(from, to)
        expect(allowed).toBe(nextStatuses(from).includes(to as never))
        if (from === to || isFinalStatus(from)) expect(allowed).toBe(false)
      }),
    )
  })

  it('reaches Delivered from every status that is not final', () => {
    const reachable = (from: string, seen = new Set<string>()): boolean =>
      from === 'Delivered' ||
      nextStatuses(from).some((next) => !seen.has(next) && reachable(next, seen.add(from)))
    for (const status of ORDER_STATUSES.filter((s) => !isFinalStatus(s))) {
      expect(reachable(status), status).toBe(true)
    }
  })
})
