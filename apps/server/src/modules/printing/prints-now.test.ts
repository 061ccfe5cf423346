import { describe, expect, it } from 'vitest'
import type { OrderTable } from '../../db/schema'
import type { OrderChange } from '../../live/events'
import { printsNow } from './service'

function change(row: Partial<OrderTable>, extra: Partial<OrderChange> = {}): OrderChange {
  const order = { row: { status: 'Pending', payment_state: 'none', ...row } as OrderTable }
  return { type: 'order.created', order: { ...order, lines: [], events: [] }, ...extra }
}

describe('when a ticket prints by itself', () => {
  it('on "accepted", as the order moves to Preparing, not as it arrives', () => {
    expect(printsNow(change({ status: 'Pending' }), 'accepted')).toBe(false)
    expect(printsNow(change({ status: 'Preparing' }), 'accepted')).toBe(true)
  })

  it('on "arrived", as the order reaches the board', () => {
    expect(printsNow(change({ status: 'Pending' }), 'arrived')).toBe(true)
    expect(printsNow(change({ status: 'Cancelled' }), 'arrived')).toBe(false)
  })

  it('for an order paid online, only once it is paid, as the board shows it', () => {
    for (const state of ['awaiting', 'failed', 'expired'] as const) {
      expect(printsNow(change({ payment_state: state }), 'arrived')).toBe(false)
    }
    expect(printsNow(change({ payment_method: 'online', payment_state: 'paid' }), 'arrived')).toBe(
      true,
    )
  })

  it('never for another instance’s change: that one prints there', () => {
    expect(printsNow(change({ status: 'Preparing' }, { remote: true }), 'accepted')).toBe(false)
  })
})
