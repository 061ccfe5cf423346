import { describe, expect, it } from 'vitest'
import { PHONE_MAX_LENGTH, isValidPhone, phoneDigits, samePhone } from './phone'

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

describe('samePhone', () => {
  it('compares digits only', () => {
    expect(samePhone('0901 234 567', '0901-234-567')).toBe(true)
    expect(samePhone('0901234567', '0901234568')).toBe(false)
  })

  it('never matches phones without digits', () => {
    expect(samePhone('', '')).toBe(false)
    expect(samePhone('abc', '---')).toBe(false)
  })
})
