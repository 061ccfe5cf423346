import { expect, it } from 'vitest'
import { bucketsFor, minutesBetween } from './buckets'

// The reports sum by UTC quarter hour in SQL and put each quarter in the restaurant's calendar
// here (issue 23 §3): by the zone's offsets over the range, clock changes included.

const YEAR = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') }

it('puts each quarter hour in the restaurant’s wall clock, across the clock changes', () => {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const { localOf } = bucketsFor(engine, 'Europe/Bratislava', YEAR)
    // 30 March 2025: the clocks go from 02:00 to 03:00 (01:00 UTC).
    expect(localOf('2025-03-30T00:3')).toBe('2025-03-30 01:45:00')
    expect(localOf('2025-03-30T01:0')).toBe('2025-03-30 03:00:00')
    // 26 October 2025: back from 03:00 to 02:00 (01:00 UTC); 23:00 UTC is the next day here.
    expect(localOf('2025-10-26T00:3')).toBe('2025-10-26 02:45:00')
    expect(localOf('2025-10-26T01:0')).toBe('2025-10-26 02:00:00')
    expect(localOf('2025-12-31T23:1')).toBe('2026-01-01 00:15:00')
  }
})

it('keeps a zone whose offset is not a whole hour right to the quarter', () => {
  // Nepal is 5:45 ahead of UTC; India 5:30.
  expect(bucketsFor('sqlite', 'Asia/Kathmandu', YEAR).localOf('2025-06-01T10:3')).toBe(
    '2025-06-01 16:30:00',
  )
  expect(bucketsFor('sqlite', 'Asia/Kolkata', YEAR).localOf('2025-06-01T18:2')).toBe(
    '2025-06-02 00:00:00',
  )
})

it('measures minutes between two moments, and none without both', () => {
  expect(minutesBetween('2025-06-01T10:00:00.000Z', '2025-06-01T10:20:30.000Z')).toBe(20.5)
  expect(minutesBetween(null, '2025-06-01T10:20:00.000Z')).toBeNull()
  expect(minutesBetween('2025-06-01T10:00:00.000Z', undefined)).toBeNull()
})
