import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatEuro,
  formatEuroCents,
  formatEuroWhole,
  priceCentsOf,
  toCents,
  toEuros,
  formatReportMoney,
} from './money'

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

// Issue 12 §4: a Slovak or Vietnamese page writes amounts as its reader does; English keeps SPEC's.
describe('amounts in the page’s language', () => {
  const intl = (language: 'sk-SK' | 'vi-VN', euros: number, decimals: number) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    }).format(euros)

  it.each([
    [1250, '12,50\u00a0€'],
    [1200, '12,00\u00a0€'],
    [1, '0,01\u00a0€'],
    [100000, '1000,00\u00a0€'],
    [0, '0,00\u00a0€'],
    [-100, '0,00\u00a0€'],
  ])('shows %s cents as %j in Slovak and Vietnamese', (cents, text) => {
    expect(formatEuroCents(cents, 'sk')).toBe(text)
    expect(formatEuroCents(cents, 'vi')).toBe(text)
  })

  it('keeps SPEC’s English format', () => {
    expect(formatEuroCents(1250, 'en')).toBe('€12.50')
    expect(formatEuro(10.9, 'en')).toBe('€10.90')
    expect(formatEuro('abc', 'sk')).toBe('0,00\u00a0€')
    expect(formatEuroCents(1200, 'en')).toBe('€12')
  })

  // Issue 19 §5: '1,00 €' beside '2,50 €' in one list, never '1 €' beside '2,50 €'. A Slovak or
  // Vietnamese price keeps its two decimals, as Intl's own euro format does.
  it('writes what the browser’s own sk-SK and vi-VN formats write, character for character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), (cents) => {
        const decimals = 2
        expect(formatEuroCents(cents, 'sk')).toBe(intl('sk-SK', cents / 100, decimals))
        expect(formatEuroCents(cents, 'vi')).toBe(intl('vi-VN', cents / 100, decimals))
        expect(formatEuro(toEuros(cents), 'sk')).toBe(formatEuroCents(cents, 'sk'))
      }),
    )
  })

  it('groups the floating cart’s whole euros as each language does', () => {
    expect(formatEuroWhole(1234.5, 'sk')).toBe('1\u00a0235\u00a0€')
    expect(formatEuroWhole(1234.5, 'vi')).toBe('1.235\u00a0€')
    expect(formatEuroWhole(1234.5, 'en')).toBe('€1.235')
    expect(formatEuroWhole(999, 'sk')).toBe('999\u00a0€')
    expect(formatEuroWhole(-5, 'vi')).toBe('0\u00a0€')
    for (const [language, tag] of [
      ['sk', 'sk-SK'],
      ['vi', 'vi-VN'],
    ] as const) {
      for (const euros of [7, 14.5, 1234.5, 98765, 1000000]) {
        expect(formatEuroWhole(euros, language)).toBe(
          new Intl.NumberFormat(tag, {
            style: 'currency',
            currency: 'EUR',
            maximumFractionDigits: 0,
          }).format(euros),
        )
      }
    }
  })
})

describe('priceCentsOf (issue 19 §3)', () => {
  it.each([
    [12.5, 1250],
    ['5.50', 550],
    [-0.5, -50],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [{}, 0],
  ])('reads %j as %j cents', (price, cents) => {
    expect(priceCentsOf(price)).toBe(cents)
  })
})

describe('formatReportMoney (issue 23 §3)', () => {
  it('groups the thousands as each language does, beside its decimal sign, every cent shown', () => {
    expect(formatReportMoney(1_234_560, 'en')).toBe('€12,345.60')
    expect(formatReportMoney(1_234_560, 'vi')).toBe('12.345,60\u00a0€')
    expect(formatReportMoney(1_234_560, 'sk')).toBe('12\u00a0345,60\u00a0€')
    expect(formatReportMoney(123_456_789, 'en')).toBe('€1,234,567.89')
    expect(formatReportMoney(99_999, 'sk')).toBe('999,99\u00a0€')
    expect(formatReportMoney(1200, 'en')).toBe('€12.00')
    expect(formatReportMoney(5, 'vi')).toBe('0,05\u00a0€')
  })

  it('keeps a negative sum’s sign, and shows what is not an amount as 0', () => {
    expect(formatReportMoney(-150_050, 'en')).toBe('\u2212€1,500.50')
    expect(formatReportMoney(-150_050, 'sk')).toBe('\u22121\u00a0500,50\u00a0€')
    expect(formatReportMoney(Number.NaN, 'en')).toBe('€0.00')
    expect(formatReportMoney(null, 'sk')).toBe('0,00\u00a0€')
  })
})
