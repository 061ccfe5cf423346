import { describe, expect, it } from 'vitest'
import { bookedDay, ourSpelling } from './calendar-words'

describe('a booked day in words', () => {
  it.each([
    ['vi', '2026-04-08', 'Thứ Tư, 8 tháng 4, 2026'],
    // After 'na' Slovak would decline the weekday; in brackets it stays as it is.
    ['sk', '2026-04-08', '8. apríla 2026 (streda)'],
    ['sk', '2026-04-12', '12. apríla 2026 (nedeľa)'],
    ['vi', '2026-04-12', 'Chủ nhật, 12 tháng 4, 2026'],
  ] as const)('in %s, %s is %j', (language, date, text) => {
    expect(bookedDay(date, language)).toBe(text)
  })

  it('in English is the long British date (its comma differs between ICU versions)', () => {
    expect(bookedDay('2026-04-08', 'en')).toMatch(/^Wednesday,? 8 April 2026$/)
  })

  it('leaves a day it cannot read as it came', () => {
    expect(bookedDay('someday', 'sk')).toBe('someday')
  })

  it('spells Sunday as the Vietnamese texts do', () => {
    expect(ourSpelling('Chủ Nhật, 22 tháng 11')).toBe('Chủ nhật, 22 tháng 11')
  })
})
