import { describe, expect, it } from 'vitest'
import { phoneKey } from './phone'
import {
  orderMatcher,
  orderMatches,
  orderSearchNeedles,
  orderSearchText,
  phoneSearchDigits,
  searchedTable,
} from './order-search'

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

  it('finds a dine-in order by its table, without accents, and no other order by it', () => {
    const atTable = { ...order, tableName: 'Terasa 3' }
    expect(orderMatches(atTable, 'terasa 3')).toBe(true)
    expect(orderMatches({ ...order, tableName: 'Záhrada 1' }, 'zahrada')).toBe(true)
    expect(orderMatches(atTable, 'terasa 4')).toBe(false)
    expect(orderMatches(order, 'terasa')).toBe(false)
    expect(orderMatches({ ...order, tableName: null }, 'terasa')).toBe(false)
  })

  it('reads two digits as no phone', () => {
    expect(phoneSearchDigits('12')).toBe('')
    expect(phoneSearchDigits('0902 345 678')).toBe('421902345678')
  })
})

describe('narrowing a search in the database', () => {
  const stored = orderSearchText({ ...order, phoneKey: phoneKey(order.customerInfo.phone) })
  const searches = [
    'ab1234',
    'AB 123 456',
    'nguyen',
    'Thị Đào',
    'thi dao',
    '0902 345 678',
    '+421902345678',
    '00421 902 345 678',
    '345 678',
    '902-345',
    '902345',
  ]

  it('keeps every order the search finds: its search text holds one of the needles', () => {
    for (const query of searches) {
      expect(orderMatches(order, query), query).toBe(true)
      const needles = orderSearchNeedles(query)
      expect(
        needles.some((needle) => stored.includes(needle)),
        `${query}: ${needles.join(' | ')}`,
      ).toBe(true)
    }
  })

  it('lets through no order the needles do not name', () => {
    for (const query of ['tran', 'CD12', '0903 345 678'])
      expect(
        orderSearchNeedles(query).some((needle) => stored.includes(needle)),
        query,
      ).toBe(false)
  })

  it('keeps a dine-in order’s table in its search text, where the database finds it', () => {
    const atTable = orderSearchText({ ...order, phoneKey: '+421902345678', tableName: 'Záhrada 1' })
    expect(searchedTable(atTable)).toBe('zahrada 1')
    expect(orderSearchNeedles('Zahrada').some((needle) => atTable.includes(needle))).toBe(true)
    expect(searchedTable(stored)).toBeNull()
  })

  it('asks nothing of the database for a blank search, which finds every order', () => {
    expect(orderSearchNeedles('  ')).toEqual([])
    expect(orderMatcher('  ')(order)).toBe(true)
  })

  it('uses the phone key the order carries rather than working it out again', () => {
    const carried = { ...order, phoneKey: '+421911000111' }
    expect(orderMatcher('0911 000 111')(carried)).toBe(true)
    expect(orderMatcher('0902 345 678')(carried)).toBe(false)
  })
})
