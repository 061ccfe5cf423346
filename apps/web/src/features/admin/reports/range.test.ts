import { describe, expect, it } from 'vitest'
import { daysIn, presetOf, presetRange, rangeFromAddress } from './range'

// Thursday 27 November 2026 on the restaurant's calendar.
const TODAY = '2026-11-27'

describe('report ranges', () => {
  it('runs each preset over its whole calendar period, weeks from Monday', () => {
    expect(presetRange('thisWeek', TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('lastWeek', TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' })
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })

  it('keeps a Sunday in its own week and January’s last month in the year before', () => {
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('thisWeek', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })

  it('names the preset a range is, and none for days of one’s own', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, TODAY)).toBe('lastMonth')
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, TODAY)).toBeUndefined()
  })

  it('reads the range from the address, and this month when it names none that can be', () => {
    const read = (query: string) => rangeFromAddress(new URLSearchParams(query), TODAY)
    expect(read('from=2026-03-02&to=2026-03-09')).toEqual({ from: '2026-03-02', to: '2026-03-09' })
    const thisMonth = { from: '2026-11-01', to: '2026-11-30' }
    expect(read('')).toEqual(thisMonth)
    expect(read('from=2026-03-09&to=2026-03-02')).toEqual(thisMonth)
    expect(read('from=2026-13-01&to=2026-13-02')).toEqual(thisMonth)
    expect(read('from=2026-03-02')).toEqual(thisMonth)
  })

  it('counts both ends of a range', () => {
    expect(daysIn({ from: '2026-11-01', to: '2026-11-30' })).toBe(30)
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3)
  })
})
