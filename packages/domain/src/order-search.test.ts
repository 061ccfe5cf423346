import { describe, expect, it } from 'vitest'
import { orderMatches, phoneSearchDigits } from './order-search'

const order = {
  trackingCode: 'AB123456',
  customerInfo: { name: 'Nguyễn Thị Đào', phone: '+421 902 345 678' },
}

describe('finding an order on the board', () => {
  it('finds by code, in any case', () => {
    expect(orderMatches(order, 'ab1234')).toBe(true)
    expect(orderMatches(order, 'AB123456')).toBe(true)
    expect(orderMatches(order, 'CD')).toBe(false)
  })

  it('finds by name without accents', () => {
    expect(orderMatches(order, 'nguyen')).toBe(true)
    expect(orderMatches(order, 'thi dao')).toBe(true)
    expect(orderMatches(order, 'tran')).toBe(false)
  })

  it('finds by phone however it is written', () => {
    for (const typed of [
      '0902 345 678',
      '+421902345678',
      '00421 902 345 678',
      '345 678',
      '902-345',
    ])
      expect(orderMatches(order, typed), typed).toBe(true)
    expect(orderMatches(order, '0903 345 678')).toBe(false)
    expect(
      orderMatches(
        { ...order, customerInfo: { ...order.customerInfo, phone: '0902345678' } },
        '+421 902 345 678',
      ),
    ).toBe(true)
  })

  it('reads two digits as no phone', () => {
    expect(phoneSearchDigits('12')).toBe('')
    expect(phoneSearchDigits('0902 345 678')).toBe('421902345678')
  })
})
