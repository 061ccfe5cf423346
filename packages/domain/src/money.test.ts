import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatEuro, formatEuroCents, formatEuroWhole, toCents, toEuros } from './money'

describe('toCents', () => {
  it.each([
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 101],
    [12.5, 1250],
    [0, 0],
    [-0, 0],
    [-1.005, -101],
    [1234567.89, 123456789],
  ])('%s euros is %s cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents)
  })

  it('throws on amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(toEuros(cents))).toBe(cents)
      }),
    )
  })
})

describe('toEuros', () => {
  it('divides by a hundred', () => {
    expect(toEuros(1250)).toBe(12.5)
    expect(toEuros(5)).toBe(0.05)
  })
})

describe('formatEuro', () => {
  it.each([
    [12, '€12'],
    [12.5, '€12.50'],
    [12.05, '€12.05'],
    [0.5, '€0.50'],
    [19.99, '€19.99'],
    [0.1 + 0.2, '€0.30'],
    [1234.5, '€1234.50'],
    ['7.5', '€7.50'],
  ])('shows %s as %s', (euros, text) => {
    expect(formatEuro(euros)).toBe(text)
  })

  it.each([
    [0],
    [-3],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [undefined],
    [null],
    ['abc'],
    [''],
    [{}],
    [0.004],
  ])('shows an invalid or non-positive price %s as €0', (euros) => {
    expect(formatEuro(euros)).toBe('€0')
  })
})

describe('formatEuroCents', () => {
  it.each([
    [1200, '€12'],
    [1250, '€12.50'],
    [1, '€0.01'],
    [100000, '€1000'],
  ])('shows %s cents as %s', (cents, text) => {
    expect(formatEuroCents(cents)).toBe(text)
  })

  it.each([[0], [-100], [Number.NaN], [undefined], ['x']])('shows %s as €0', (cents) => {
    expect(formatEuroCents(cents)).toBe('€0')
  })

  it('agrees with formatEuro', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1e7 }), (cents) => {
        expect(formatEuroCents(cents)).toBe(formatEuro(toEuros(cents)))
      }),
    )
  })
})

describe('formatEuroWhole', () => {
  it('groups thousands the German way and drops decimals', () => {
    expect(formatEuroWhole(1234.5)).toBe('€1.235')
    expect(formatEuroWhole(14.5)).toBe('€15')
    expect(formatEuroWhole(14.49)).toBe('€14')
    expect(formatEuroWhole(1000000)).toBe('€1.000.000')
  })

  it('shows an invalid or negative total as €0', () => {
    expect(formatEuroWhole(Number.NaN)).toBe('€0')
    expect(formatEuroWhole(-5)).toBe('€0')
    expect(formatEuroWhole(0)).toBe('€0')
  })
})
