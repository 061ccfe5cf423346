import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDate, localTime, OPENING_HOURS } from './schedule'
import { isSoldOut, nextLapse, soldOutMarks, soldOutUntil } from './sold-out'

const ZONE = 'Europe/Bratislava'

describe('soldOutUntil', () => {
  it('is the next opening day’s opening: Wednesday evening → Thursday 11:00', () => {
    const until = soldOutUntil(new Date('2026-11-25T18:00:00Z'), ZONE, OPENING_HOURS)
    expect(localDate(until, ZONE)).toBe('2026-11-26')
    expect(localTime(until, ZONE)).toBe('11:00')
  })

  it('skips a closed day, and counts days on the restaurant’s calendar, not UTC’s', () => {
    const closedSunday = { ...OPENING_HOURS, 0: [] }
    // 00:30 Sunday in Bratislava is still Saturday in UTC.
    const until = soldOutUntil(new Date('2026-11-28T23:30:00Z'), ZONE, closedSunday)
    expect(localDate(until, ZONE)).toBe('2026-11-30')
    expect(localTime(until, ZONE)).toBe('11:00')
  })

  it('is the next midnight for a shop open at any hour', () => {
    // 23:30 on Saturday 28 March in Bratislava, the night the clocks go forward.
    const until = soldOutUntil(new Date('2026-03-28T22:30:00Z'), ZONE, null)
    expect(localDate(until, ZONE)).toBe('2026-03-29')
    expect(localTime(until, ZONE)).toBe('00:00')
  })

  it('always lies after now and within a week and a day, on any day of the year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (now) => {
          const until = soldOutUntil(now, ZONE, OPENING_HOURS)
          expect(until.getTime()).toBeGreaterThan(now.getTime())
          expect(until.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 24 * 3_600_000)
          expect(localDate(until, ZONE) > localDate(now, ZONE)).toBe(true)
          expect(isSoldOut(until.toISOString(), now)).toBe(true)
          expect(isSoldOut(until.toISOString(), until)).toBe(false)
        },
      ),
    )
  })
})

describe('nextLapse', () => {
  const now = new Date('2026-03-02T18:00:00Z')
  it('is the earliest mark still holding, whatever the order and the lapsed or absent ones', () => {
    const marks = [
      '2026-03-03T09:00:00Z',
      null,
      '2026-03-02T17:00:00Z', // lapsed
      undefined,
      '2026-03-03T08:00:00Z',
    ]
    expect(nextLapse(marks, now)).toEqual(new Date('2026-03-03T08:00:00Z'))
  })
  it('is null when nothing is sold out', () => {
    expect(nextLapse([null, '2026-03-02T18:00:00Z'], now)).toBeNull()
  })
})

describe('soldOutMarks', () => {
  it("are the dishes' own marks and their choices', each once, in menu order", () => {
    const foods = [
      {
        soldOutUntil: 'a',
        options: [{ choices: [{ soldOutUntil: 'b' }, { soldOutUntil: null }] }],
      },
      { options: [] },
    ]
    expect(soldOutMarks(foods)).toEqual(['a', 'b', null, undefined])
  })
})
