import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ALWAYS_OPEN,
  DEFAULT_TIME_ZONE,
  OPENING_HOURS,
  addDays,
  isEverOpen,
  isOpenAt,
  isValidDate,
  isValidTime,
  localDate,
  localTime,
  nextOpening,
  parseWeeklyHours,
  reservationSlots,
  weekdayOf,
  zonedInstant,
} from './schedule'
import type { WeeklyHours } from './schedule'

const TZ = DEFAULT_TIME_ZONE
const at = (iso: string) => new Date(iso)

// Bratislava in 2025: CET (+1) until 30 March 01:00 UTC, then CEST (+2) until 26 October 01:00 UTC.
// Both changes fall on a Sunday, so the DST tests are also 'Sunday at 03:00' tests.

describe('isValidDate', () => {
  it.each([['2025-01-31'], ['2024-02-29'], ['2000-02-29'], ['2025-12-31']])(
    'accepts %s',
    (date) => {
      expect(isValidDate(date)).toBe(true)
    },
  )

  it.each([
    ['2025-02-29'],
    ['1900-02-29'],
    ['2025-04-31'],
    ['2025-13-01'],
    ['2025-00-10'],
    ['2025-1-01'],
    ['2025-01-01T00:00'],
    ['0000-01-01'],
    [''],
    ['tomorrow'],
  ])('refuses %s', (date) => {
    expect(isValidDate(date)).toBe(false)
  })
})

describe('isValidTime', () => {
  it.each([['00:00'], ['09:30'], ['23:59']])('accepts %s', (time) => {
    expect(isValidTime(time)).toBe(true)
  })

  it.each([['24:00'], ['9:30'], ['12:60'], ['12:5'], ['12-30'], ['12:30:00'], ['']])(
    'refuses %s',
    (time) => {
      expect(isValidTime(time)).toBe(false)
    },
  )
})

describe('weekdayOf and addDays', () => {
  it('count Sunday as 0, whatever the zone of the machine', () => {
    expect(weekdayOf('2025-03-30')).toBe(0)
    expect(weekdayOf('2025-03-31')).toBe(1)
    expect(weekdayOf('2025-03-29')).toBe(6)
  })

  it('step over month and year ends and the DST change', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
  })
})

describe('localDate and localTime', () => {
  it('show the restaurant’s wall clock in winter and summer', () => {
    expect(localTime(at('2025-01-15T10:30:00Z'), TZ)).toBe('11:30')
    expect(localTime(at('2025-07-15T10:30:00Z'), TZ)).toBe('12:30')
  })

  it('move to the next day after local midnight', () => {
    const instant = at('2025-01-15T23:30:00Z')
    expect(localDate(instant, TZ)).toBe('2025-01-16')
    expect(localTime(instant, TZ)).toBe('00:30')
    expect(localDate(instant, 'UTC')).toBe('2025-01-15')
  })

  it('print midnight as 00:00', () => {
    expect(localTime(at('2025-01-14T23:00:00Z'), TZ)).toBe('00:00')
  })

  it('follow the DST change at 02:00 local', () => {
    expect(localTime(at('2025-03-30T00:59:00Z'), TZ)).toBe('01:59')
    expect(localTime(at('2025-03-30T01:00:00Z'), TZ)).toBe('03:00')
    expect(localTime(at('2025-10-26T00:30:00Z'), TZ)).toBe('02:30')
    expect(localTime(at('2025-10-26T01:30:00Z'), TZ)).toBe('02:30')
  })

  it('work for other zones', () => {
    expect(localDate(at('2025-01-15T03:00:00Z'), 'America/New_York')).toBe('2025-01-14')
    expect(localTime(at('2025-01-15T03:00:00Z'), 'America/New_York')).toBe('22:00')
  })

  it('throw on an unknown zone', () => {
    expect(() => localTime(at('2025-01-15T03:00:00Z'), 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('zonedInstant', () => {
  it('finds the instant of a local time in winter and summer', () => {
    expect(zonedInstant('2025-01-15', '11:00', TZ).toISOString()).toBe('2025-01-15T10:00:00.000Z')
    expect(zonedInstant('2025-07-15', '11:00', TZ).toISOString()).toBe('2025-07-15T09:00:00.000Z')
  })

  it('finds a time in the hour beside a DST change, not an hour off (seen by the property below)', () => {
    // The hour before autumn's change in Bratislava, still in summer time.
    expect(zonedInstant('2000-10-29', '01:00', TZ).toISOString()).toBe('2000-10-28T23:00:00.000Z')
    expect(zonedInstant('2025-10-26', '01:30', TZ).toISOString()).toBe('2025-10-25T23:30:00.000Z')
    // The first hour after spring's change in New York, and Sydney the day before autumn's.
    expect(zonedInstant('2000-04-02', '03:00', 'America/New_York').toISOString()).toBe(
      '2000-04-02T07:00:00.000Z',
    )
    expect(zonedInstant('2000-03-25', '16:00', 'Australia/Sydney').toISOString()).toBe(
      '2000-03-25T05:00:00.000Z',
    )
  })

  it('moves a time skipped by spring-forward past the gap', () => {
    expect(zonedInstant('2025-03-30', '02:30', TZ).toISOString()).toBe('2025-03-30T01:30:00.000Z')
    expect(zonedInstant('2025-03-30', '03:00', TZ).toISOString()).toBe('2025-03-30T01:00:00.000Z')
    expect(zonedInstant('2025-03-09', '02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    )
  })

  it('takes the first pass of the hour repeated in autumn', () => {
    expect(zonedInstant('2025-10-26', '02:30', TZ).toISOString()).toBe('2025-10-26T00:30:00.000Z')
    expect(zonedInstant('2025-10-26', '03:00', TZ).toISOString()).toBe('2025-10-26T02:00:00.000Z')
    expect(zonedInstant('2025-11-02', '01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    )
  })

  it('inverts localDate and localTime outside DST changes', () => {
    const zone = fc.constantFrom(TZ, 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'UTC')
    const minute = fc.integer({
      min: Date.UTC(2000, 0, 1) / 60000,
      max: Date.UTC(2040, 0, 1) / 60000,
    })
    fc.assert(
      fc.property(zone, minute, (timeZone, minutes) => {
        const instant = new Date(minutes * 60000)
        const date = localDate(instant, timeZone)
        const time = localTime(instant, timeZone)
        const back = zonedInstant(date, time, timeZone)
        // Only the second pass of an autumn hour maps back to its first pass, an hour earlier.
        expect([0, 3_600_000]).toContain(instant.getTime() - back.getTime())
        expect(localDate(back, timeZone)).toBe(date)
        expect(localTime(back, timeZone)).toBe(time)
      }),
    )
  })
})

describe('reservationSlots', () => {
  const weekday = [
    '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00',
    '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30',
  ] // prettier-ignore

  it('offers every half hour from 11:00 to 19:30 Monday to Saturday', () => {
    expect(reservationSlots('2025-01-13')).toEqual(weekday)
    expect(reservationSlots('2025-01-18')).toEqual(weekday)
  })

  it('stops at 16:30 on Sunday, also on the DST Sundays', () => {
    const sunday = weekday.slice(0, weekday.indexOf('16:30') + 1)
    expect(reservationSlots('2025-01-19')).toEqual(sunday)
    expect(reservationSlots('2025-03-30')).toEqual(sunday)
    expect(reservationSlots('2025-10-26')).toEqual(sunday)
  })

  it('offers nothing on a closed day or an invalid date', () => {
    const closedSunday: WeeklyHours = { ...OPENING_HOURS, 0: [] }
    expect(reservationSlots('2025-01-19', closedSunday)).toEqual([])
    expect(reservationSlots('2025-02-30')).toEqual([])
    expect(reservationSlots('soon')).toEqual([])
  })

  it('starts at an odd opening time and ends strictly before closing', () => {
    const hours = parseWeeklyHours('mon-sun 11:15-12:45')
    expect(reservationSlots('2025-01-13', hours)).toEqual(['11:15', '11:45', '12:15'])
  })
})

describe('isOpenAt', () => {
  it('opens at 11:00 and closes at 20:00 on a weekday (winter)', () => {
    expect(isOpenAt(at('2025-01-15T09:59:00Z'), TZ)).toBe(false)
    expect(isOpenAt(at('2025-01-15T10:00:00Z'), TZ)).toBe(true)
    expect(isOpenAt(at('2025-01-15T18:59:59Z'), TZ)).toBe(true)
    expect(isOpenAt(at('2025-01-15T19:00:00Z'), TZ)).toBe(false)
  })

  it('closes at 17:00 on Sunday (summer time)', () => {
    expect(isOpenAt(at('2025-07-06T14:59:00Z'), TZ)).toBe(true)
    expect(isOpenAt(at('2025-07-06T15:00:00Z'), TZ)).toBe(false)
  })

  it('is closed at 03:00 on a Sunday, right after the clocks go forward', () => {
    expect(isOpenAt(at('2025-03-30T01:00:00Z'), TZ)).toBe(false)
  })

  it('opens at 11:00 local on both sides of a DST change', () => {
    expect(isOpenAt(at('2025-03-30T09:00:00Z'), TZ)).toBe(true)
    expect(isOpenAt(at('2025-03-30T08:59:00Z'), TZ)).toBe(false)
    expect(isOpenAt(at('2025-10-26T10:00:00Z'), TZ)).toBe(true)
    expect(isOpenAt(at('2025-10-26T09:59:00Z'), TZ)).toBe(false)
  })

  it('uses the given zone and hours', () => {
    expect(isOpenAt(at('2025-01-15T16:00:00Z'), 'America/New_York')).toBe(true)
    expect(isOpenAt(at('2025-01-15T03:00:00Z'), TZ, ALWAYS_OPEN)).toBe(true)
    expect(isOpenAt(at('2025-01-15T22:59:00Z'), TZ, ALWAYS_OPEN)).toBe(true)
  })
})

describe('nextOpening', () => {
  it('is now when open', () => {
    const now = at('2025-01-15T12:34:00Z')
    expect(nextOpening(now, TZ)).toEqual({ date: '2025-01-15', time: '13:34', instant: now })
  })

  it('is later today before opening', () => {
    expect(nextOpening(at('2025-01-15T06:00:00Z'), TZ)).toEqual({
      date: '2025-01-15',
      time: '11:00',
      instant: at('2025-01-15T10:00:00Z'),
    })
  })

  it('is tomorrow after closing', () => {
    expect(nextOpening(at('2025-01-15T19:00:00Z'), TZ)).toEqual({
      date: '2025-01-16',
      time: '11:00',
      instant: at('2025-01-16T10:00:00Z'),
    })
  })

  it('is 11:00 summer time on a Sunday at 03:00 when the clocks went forward overnight', () => {
    expect(nextOpening(at('2025-03-30T01:00:00Z'), TZ)).toEqual({
      date: '2025-03-30',
      time: '11:00',
      instant: at('2025-03-30T09:00:00Z'),
    })
  })

  it('crosses a DST change between closing and opening', () => {
    // Saturday 20:30 summer time, then Sunday 11:00 winter time.
    expect(nextOpening(at('2025-10-25T18:30:00Z'), TZ)).toEqual({
      date: '2025-10-26',
      time: '11:00',
      instant: at('2025-10-26T10:00:00Z'),
    })
  })

  it('walks through a whole DST week, opening at 11:00 local every day', () => {
    let instant = at('2025-03-27T20:00:00Z') // Thursday night
    const openings: string[] = []
    for (let day = 0; day < 7; day++) {
      const opening = nextOpening(instant, TZ)
      if (!opening) throw new Error('expected an opening')
      openings.push(`${opening.date} ${opening.time} ${opening.instant.toISOString()}`)
      instant = new Date(opening.instant.getTime() + 12 * 3_600_000) // after closing
    }
    expect(openings).toEqual([
      '2025-03-28 11:00 2025-03-28T10:00:00.000Z',
      '2025-03-29 11:00 2025-03-29T10:00:00.000Z',
      '2025-03-30 11:00 2025-03-30T09:00:00.000Z',
      '2025-03-31 11:00 2025-03-31T09:00:00.000Z',
      '2025-04-01 11:00 2025-04-01T09:00:00.000Z',
      '2025-04-02 11:00 2025-04-02T09:00:00.000Z',
      '2025-04-03 11:00 2025-04-03T09:00:00.000Z',
    ])
  })

  it('skips closed days, up to the same weekday next week', () => {
    const mondays = parseWeeklyHours('mon 11:00-14:00')
    expect(nextOpening(at('2025-01-13T13:00:00Z'), TZ, mondays)).toEqual({
      date: '2025-01-20',
      time: '11:00',
      instant: at('2025-01-20T10:00:00Z'),
    })
  })

  it('is null when the restaurant never opens', () => {
    const never = parseWeeklyHours('mon-sun closed')
    expect(isEverOpen(never)).toBe(false)
    expect(nextOpening(at('2025-01-13T13:00:00Z'), TZ, never)).toBeNull()
  })

  it('is always strictly after now when closed, and open at that moment', () => {
    const minute = fc.integer({
      min: Date.UTC(2024, 0, 1) / 60000,
      max: Date.UTC(2027, 0, 1) / 60000,
    })
    fc.assert(
      fc.property(minute, (minutes) => {
        const instant = new Date(minutes * 60000)
        const opening = nextOpening(instant, TZ)
        expect(opening).not.toBeNull()
        if (!opening) return
        expect(isOpenAt(opening.instant, TZ)).toBe(true)
        if (isOpenAt(instant, TZ)) expect(opening.instant).toEqual(instant)
        else expect(opening.instant.getTime()).toBeGreaterThan(instant.getTime())
        expect(opening.instant.getTime() - instant.getTime()).toBeLessThan(2 * 86_400_000)
      }),
    )
  })
})

describe('parseWeeklyHours', () => {
  it('reads the SPEC’s hours', () => {
    expect(parseWeeklyHours('mon-sat 11:00-20:00; sun 11:00-17:00')).toEqual(OPENING_HOURS)
  })

  it('tolerates case, spaces and a trailing semicolon', () => {
    expect(parseWeeklyHours('  Mon - Sat  11:00 - 20:00 ;SUN 11:00-17:00;')).toEqual(OPENING_HOURS)
  })

  it('reads closed days, day lists, wrapping ranges and a later entry overriding', () => {
    expect(parseWeeklyHours('fri-mon 10:00-22:00; sat, sun closed; wed 12:00-24:00')).toEqual({
      0: [],
      1: [{ open: '10:00', close: '22:00' }],
      2: [],
      3: [{ open: '12:00', close: '24:00' }],
      4: [],
      5: [{ open: '10:00', close: '22:00' }],
      6: [],
    })
  })

  it('reads several spans a day, in any order', () => {
    const hours = parseWeeklyHours('tue-sun 17:00-22:00, 11:00-14:00; mon closed')
    expect(hours[2]).toEqual([
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ])
    expect(hours[1]).toEqual([])
  })

  it.each([
    ['mon 11:00-15:00, 14:00-22:00', 'Spans overlap in "mon 11:00-15:00, 14:00-22:00"'],
    ['mon 01:00-02:00,03:00-04:00,05:00-06:00,07:00-08:00,09:00-10:00', 'More than 4 spans'],
    ['', 'Opening hours are empty'],
    [' ; ', 'Opening hours are empty'],
    ['mon', 'Bad opening hours "mon"'],
    ['mon 11-20', 'Bad hours "11-20" in "mon 11-20": expected HH:MM-HH:MM or closed'],
    ['monday 11:00-20:00', 'Unknown day "monday"'],
    ['mon-sat-sun 11:00-20:00', 'Bad day range "mon-sat-sun"'],
    ['mon- 11:00-20:00', 'Bad day range "mon-"'],
    ['mon 20:00-11:00', 'Opening 20:00 is not before closing 11:00'],
    ['mon 11:00-11:00', 'Opening 11:00 is not before closing 11:00'],
    ['mon 25:00-26:00', 'Bad opening time "25:00"'],
    ['mon 11:00-24:30', 'Bad closing time "24:30"'],
    ['mon 11:00-20:00 daily', 'Bad hours "11:00-20:00 daily"'],
  ])('refuses %j', (text, message) => {
    expect(() => parseWeeklyHours(text)).toThrow(message)
  })
})
