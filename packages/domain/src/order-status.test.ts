import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  isOrderStatus,
  isOrderType,
  orderStatusTone,
} from './order-status'

describe('order statuses', () => {
  it('are the four the SPEC shows, in life-cycle order', () => {
    expect(ORDER_STATUSES).toEqual(['Pending', 'Out for delivery', 'Delivered', 'Cancelled'])
    expect(ORDER_TYPES).toEqual(['guest', 'registered'])
  })

  it('are recognised exactly', () => {
    expect(isOrderStatus('Delivered')).toBe(true)
    expect(isOrderStatus('delivered')).toBe(false)
    expect(isOrderType('guest')).toBe(true)
    expect(isOrderType('admin')).toBe(false)
  })

  it('have the SPEC’s badge colours, grey for anything else', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['amber', 'blue', 'green', 'red'])
    expect(orderStatusTone('Refunded')).toBe('grey')
  })
})
