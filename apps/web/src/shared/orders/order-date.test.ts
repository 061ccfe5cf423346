import { describe, expect, it } from 'vitest'
import { formatOrderDate, formatOrderDay } from './order-date'

const placed = '2026-11-22T14:05:00.000Z'

// Issue 12 §4: dates and month names in the page's language; English keeps SPEC's formats.
describe('an order’s date', () => {
  it.each([
    ['en', 'November 22, 2026 at 14:05'],
    ['sk', '22. novembra 2026 o 14:05'],
    ['vi', '14:05, 22 tháng 11, 2026'],
  ] as const)('on the track page in %s reads %j', (language, text) => {
    expect(formatOrderDate(placed, language, 'UTC')).toBe(text)
  })

  it('keeps a 24-hour clock and the month’s own name in each language', () => {
    const evening = '2026-03-05T21:30:00.000Z'
    expect(formatOrderDate(evening, 'en', 'UTC')).toBe('March 5, 2026 at 21:30')
    expect(formatOrderDate(evening, 'sk', 'UTC')).toBe('5. marca 2026 o 21:30')
    expect(formatOrderDate(evening, 'vi', 'UTC')).toBe('21:30, 5 tháng 3, 2026')
  })

  it.each([
    ['en', '22/11/2026'],
    ['vi', '22/11/2026'],
    ['sk', '22. 11. 2026'],
  ] as const)('in my orders in %s reads %j', (language, text) => {
    expect(formatOrderDay(placed, language, 'UTC')).toBe(text)
  })

  it('shows a date it cannot read as it came, and no date as nothing', () => {
    expect(formatOrderDate('soon', 'sk')).toBe('soon')
    expect(formatOrderDay('soon', 'vi')).toBe('soon')
    expect(formatOrderDay(undefined, 'en')).toBe('')
  })
})
