import { describe, expect, it } from 'vitest'
import type { DeliveryAddress } from './api'
import { addressProblems, checkOrder } from './check-order'

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
    expect(checkOrder({ ...address, city: '   ', phone: '123' }, 0)).toBe('REQUIRED_FIELDS')
  })

  it('then a phone with fewer than 10 digits or characters', () => {
    expect(checkOrder({ ...address, phone: '090-123-45' }, 0)).toBe('PHONE_INVALID')
    expect(checkOrder({ ...address, phone: '090123456' }, 1)).toBe('PHONE_INVALID')
  })

  it('then an empty cart', () => {
    expect(checkOrder(address, 0)).toBe('CART_EMPTY')
  })

  it('leaves the e-mail optional', () => {
    expect(checkOrder({ ...address, email: '' }, 2)).toBeNull()
  })

  it('refuses an e-mail that is given but is not an address, after the phone', () => {
    expect(checkOrder({ ...address, email: 'lan@example' }, 1)).toBe('EMAIL_INVALID')
    expect(checkOrder({ ...address, email: 'lan@example', phone: '123' }, 1)).toBe('PHONE_INVALID')
  })
})

describe('addressProblems (each field its own mark)', () => {
  it('names every blank required field, a bad phone and a bad e-mail at once', () => {
    expect(
      addressProblems({ ...address, firstName: ' ', country: '', email: 'x@y', phone: '12' }),
    ).toEqual({
      firstName: 'REQUIRED_FIELDS',
      country: 'REQUIRED_FIELDS',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
    })
  })

  it('says a blank phone is missing, not invalid, and finds nothing in a good address', () => {
    expect(addressProblems({ ...address, phone: '' })).toEqual({ phone: 'REQUIRED_FIELDS' })
    expect(addressProblems(address)).toEqual({})
  })
})

describe('the postal code and e-mail rules of the domain (issue 19 §1.3, §1.8)', () => {
  it('refuses a postal code with a hidden or foreign character, as the server does', () => {
    expect(checkOrder({ ...address, zipcode: '82105\u200b' }, 1)).toBe('POSTAL_CODE_INVALID')
    expect(addressProblems({ ...address, zipcode: '82105\u200b', phone: '12' })).toEqual({
      zipcode: 'POSTAL_CODE_INVALID',
      phone: 'PHONE_INVALID',
    })
  })

  it('takes full-width digits, which the server keeps as plain ones', () => {
    expect(checkOrder({ ...address, zipcode: '８２１０５' }, 1)).toBeNull()
  })

  it('leaves a pickup’s postal code alone: it is not asked', () => {
    expect(checkOrder({ ...address, zipcode: '82105\u200b' }, 1, 'pickup')).toBeNull()
  })

  it('refuses an e-mail that would add a header to a Reply link', () => {
    expect(checkOrder({ ...address, email: 'lan@example.com?bcc=spy%40evil.example' }, 1)).toBe(
      'EMAIL_INVALID',
    )
  })
})
