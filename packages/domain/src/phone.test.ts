import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RESTAURANT_COUNTRY,
  PHONE_MAX_LENGTH,
  isRestaurantCountry,
  isValidPhone,
  phoneDigits,
  phoneKey,
} from './phone'

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('+421 (900) 123-456')).toBe('421900123456')
    expect(phoneDigits('no digits')).toBe('')
  })
})

describe('isValidPhone', () => {
  it.each([['0901234567'], ['+421 900 123 456'], ['(090) 123.4567'], ['1'.repeat(20)]])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true)
    },
  )

  it.each([
    ['090123456', 'nine digits'],
    ['090-123-45', 'ten characters but nine digits'],
    ['1'.repeat(PHONE_MAX_LENGTH + 1), 'more than 20 characters'],
    ['+421 900 123 456 7890', 'too long once spaces count'],
    ['', 'empty'],
  ])('refuses %s (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false)
  })
})

// Issue 19 §1.2: one phone is one guest, however it is written.
describe('phoneKey', () => {
  it('makes the four ways of writing a Slovak mobile one guest', () => {
    for (const phone of [
      '0933000001',
      '+421 933 000 001',
      '00421933000001',
      '+421 (0)933000001',
      '0933 000 001',
      '+421 0933 000 001',
      '421933000001',
      // No calling code starts with 0: a + before the national number is a slip.
      '+0933 000 001',
    ]) {
      expect(phoneKey(phone, 'SK'), phone).toBe('+421933000001')
    }
  })

  it('reads a leading 0 by the restaurant’s country, SK by default', () => {
    expect(DEFAULT_RESTAURANT_COUNTRY).toBe('SK')
    expect(phoneKey('0933000001')).toBe('+421933000001')
    expect(phoneKey('0660 123 4567', 'AT')).toBe('+436601234567')
    expect(phoneKey('0912 345 678', 'VN')).toBe('+84912345678')
    // Italy keeps its 0 after the country code; Hungary dials 06 before a national number.
    expect(phoneKey('06 1234 5678', 'IT')).toBe('+390612345678')
    expect(phoneKey('06 30 123 4567', 'HU')).toBe('+36301234567')
  })

  it('leaves a number of another country as it was written', () => {
    expect(phoneKey('+420 602 123 456', 'SK')).toBe('+420602123456')
    expect(phoneKey('0043 660 123 4567', 'SK')).toBe('+436601234567')
    expect(phoneKey('+44 (0)20 7946 0000', 'SK')).toBe('+442079460000')
  })

  it('gives nothing for a phone without digits, which then matches no one', () => {
    expect(phoneKey('')).toBe('')
    expect(phoneKey('---')).toBe('')
  })

  it('is one form: a key read again is itself, and spaces, dashes and dots change nothing (property)', () => {
    const digit = fc.constantFrom(...'0123456789')
    const separator = fc.constantFrom('', ' ', '-', '.', ' ')
    fc.assert(
      fc.property(
        fc.constantFrom('SK', 'CZ', 'AT', 'HU', 'IT', 'VN', 'DE'),
        fc.constantFrom('', '+', '00', '0'),
        fc.array(fc.tuple(digit, separator), { minLength: 9, maxLength: 13 }),
        (country, start, parts) => {
          const plain = start + parts.map(([d]) => d).join('')
          const spaced = start + parts.map(([d, s]) => d + s).join('')
          const key = phoneKey(plain, country)
          expect(phoneKey(spaced, country)).toBe(key)
          expect(phoneKey(key, country)).toBe(key)
          expect(key).toMatch(/^(\+\d+)?$/)
        },
      ),
    )
  })

  it('knows the countries it can read', () => {
    expect(isRestaurantCountry('SK')).toBe(true)
    expect(isRestaurantCountry('sk')).toBe(false)
    expect(isRestaurantCountry('XX')).toBe(false)
  })
})
