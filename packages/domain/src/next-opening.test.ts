import { describe, expect, it } from 'vitest'
import { openingDay, openingInEnglish } from './next-opening'

const ZONE = 'Europe/Bratislava'
// Monday 2 March 2026, 21:00 in Bratislava.
const NOW = new Date('2026-03-02T20:00:00.000Z')

describe('the next opening', () => {
  it.each([
    ['2026-03-02', { day: 'today' }, 'today at 11:00'],
    ['2026-03-03', { day: 'tomorrow' }, 'tomorrow at 11:00'],
    ['2026-03-04', { day: 'wednesday' }, 'on Wednesday at 11:00'],
    ['2026-03-08', { day: 'sunday' }, 'on Sunday at 11:00'],
    ['2026-03-09', { day: 'date', date: '2026-03-09' }, 'on 2026-03-09 at 11:00'],
  ])('on %s is told the same way on both sides', (date, day, english) => {
    expect(openingDay({ date }, NOW, ZONE)).toEqual(day)
    expect(openingInEnglish({ date, time: '11:00' }, NOW, ZONE)).toBe(english)
  })

  it('counts days on the restaurant’s calendar, not the device’s', () => {
    // 23:30 UTC on Monday is already Tuesday in Bratislava.
    const late = new Date('2026-03-02T23:30:00.000Z')
    expect(openingDay({ date: '2026-03-03' }, late, ZONE)).toEqual({ day: 'today' })
  })
})
