import { describe, expect, it } from 'vitest'
import type { DeliveryAddress } from './api'
import { checkOrder } from './check-order'

const address: DeliveryAddress = {
  firstName: 'Lan',
  lastName: 'Nguyen',
  email: '',
  street: 'Obchodná 1',
  city: 'Bratislava',
  state: 'BA',
  zipcode: '81106',
  country: 'Slovakia',
  phone: '+421 901 234 567',
}

describe('checkOrder (SPEC §5 order: required fields, phone, cart)', () => {
  it('accepts a complete address with a formatted phone and a non-empty cart', () => {
    expect(checkOrder(address, 1)).toBeNull()
  })

  it('reports a blank required field first, even with a bad phone and an empty cart', () => {
    expect(checkOrder({ ...address, city: '   ', phone: '123' }, 0)).toBe('required')
  })

  it('then a phone with fewer than 10 digits or characters', () => {
    expect(checkOrder({ ...address, phone: '090-123-45' }, 0)).toBe('phone')
    expect(checkOrder({ ...address, phone: '090123456' }, 1)).toBe('phone')
  })

  it('then an empty cart', () => {
    expect(checkOrder(address, 0)).toBe('emptyCart')
  })

  it('leaves the e-mail optional', () => {
    expect(checkOrder({ ...address, email: '' }, 2)).toBeNull()
  })
})
