import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isOfferedSlot,
  nearestOfferedSlots,
  ORDER_SLOT_DAYS,
  orderSlots,
  preparationStart,
  type SlotRules,
} from './order-slots'
import { ALWAYS_OPEN, localDate, localTime, OPENING_HOURS, parseWeeklyHours } from './schedule'

const ZONE = 'Europe/Bratislava'
const SPEC: SlotRules = { hours: OPENING_HOURS, timeZone: ZONE, leadMinutes: 45 }
// Monday 2 March 2026, 12:00 in Bratislava (UTC+1).
const MONDAY_NOON = new Date('2026-03-02T11:00:00.000Z')
const MINUTE = 60_000

const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2032, 0, 1) })
  .map((ms) => new Date(ms))
const hoursText = fc.constantFrom(
  'mon-sat 11:00-20:00; sun 11:00-17:00',
  'mon-fri 10:10-14:50; sat 18:00-24:00',
  'tue 00:00-01:00; thu 23:00-24:00',
  'wed,sun 02:00-03:30',
)
const rules = fc.record({
  hours: fc.oneof(fc.constant(null), hoursText.map(parseWeeklyHours)),
  timeZone: fc.constantFrom(ZONE, 'UTC', 'America/New_York', 'Asia/Kolkata'),
  leadMinutes: fc.integer({ min: 0, max: 720 }),
})

describe('orderSlots', () => {
  it('starts after the lead time, every 15 minutes inside the hours', () => {
    const slots = orderSlots(MONDAY_NOON, SPEC)
    expect(slots[0]).toMatchObject({ date: '2026-03-02', time: '12:45' })
    expect(slots.slice(0, 3).map((slot) => slot.time)).toEqual(['12:45', '13:00', '13:15'])
    // The last slot of a day ends at closing: 19:45 to 20:00.
    const monday = slots.filter((slot) => slot.date === '2026-03-02')
    expect(monday.at(-1)!.time).toBe('19:45')
    // Tomorrow 12:30 is one of them.
    expect(slots.some((slot) => slot.date === '2026-03-03' && slot.time === '12:30')).toBe(true)
  })

  it('offers the next days while closed: at 22:00 the first slot is tomorrow at opening', () => {
    const evening = new Date('2026-03-02T21:00:00.000Z')
    expect(orderSlots(evening, SPEC)[0]).toMatchObject({ date: '2026-03-03', time: '11:00' })
  })

  it('ends 7 days ahead', () => {
    const slots = orderSlots(MONDAY_NOON, { ...SPEC, hours: null })
    expect(slots.at(-1)!.start.getTime()).toBe(MONDAY_NOON.getTime() + ORDER_SLOT_DAYS * 86_400_000)
  })

  it('skips the hour a spring DST change leaves out, and lists a repeated hour once', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Bratislava; 25 October: 03:00 becomes 02:00.
    const spring = orderSlots(new Date('2026-03-28T12:00:00Z'), { ...SPEC, hours: ALWAYS_OPEN })
    expect(spring.filter((s) => s.date === '2026-03-29' && s.time.startsWith('02:'))).toEqual([])
    const autumn = orderSlots(new Date('2026-10-24T12:00:00Z'), { ...SPEC, hours: ALWAYS_OPEN })
    const twoAm = autumn.filter((s) => s.date === '2026-10-25' && s.time === '02:30')
    expect(twoAm).toHaveLength(1)
  })

  it('lists strictly later quarter hours, each inside its day’s hours and the window', () => {
    fc.assert(
      fc.property(instant, rules, (now, rule) => {
        const slots = orderSlots(now, rule)
        let previous = -Infinity
        for (const slot of slots) {
          const ms = slot.start.getTime()
          expect(ms).toBeGreaterThan(previous)
          previous = ms
          expect(Number(slot.time.slice(3)) % 15).toBe(0)
          expect(localDate(slot.start, rule.timeZone)).toBe(slot.date)
          expect(localTime(slot.start, rule.timeZone)).toBe(slot.time)
          expect(ms).toBeGreaterThanOrEqual(now.getTime() + rule.leadMinutes * MINUTE)
          expect(ms).toBeLessThanOrEqual(now.getTime() + ORDER_SLOT_DAYS * 86_400_000)
          expect(isOfferedSlot(slot.start, now, rule)).toBe(true)
        }
      }),
      { numRuns: 60 },
    )
    // Some 40,000 slots, each checked against the zone's clock: seconds of work on a busy core.
  }, 30_000)
})

describe('isOfferedSlot', () => {
  it('refuses what is not a listed slot: off the quarter, before the lead time, closed, too far', () => {
    const at = (iso: string) => new Date(iso)
    expect(isOfferedSlot(at('2026-03-03T11:30:00Z'), MONDAY_NOON, SPEC)).toBe(true) // Tue 12:30
    expect(isOfferedSlot(at('2026-03-03T11:20:00Z'), MONDAY_NOON, SPEC)).toBe(false) // 12:20
    expect(isOfferedSlot(at('2026-03-02T11:30:00Z'), MONDAY_NOON, SPEC)).toBe(false) // in 30 min
    expect(isOfferedSlot(at('2026-03-02T19:00:00Z'), MONDAY_NOON, SPEC)).toBe(false) // 20:00
    expect(isOfferedSlot(at('2026-03-10T11:30:00Z'), MONDAY_NOON, SPEC)).toBe(false) // 8 days
    expect(isOfferedSlot(at('2026-03-03T11:30:00.001Z'), MONDAY_NOON, SPEC)).toBe(false)
  })

  it('agrees with orderSlots for any instant on the minute', () => {
    fc.assert(
      fc.property(
        instant,
        rules,
        fc.integer({ min: -60, max: 8 * 24 * 4 }),
        (now, rule, quarters) => {
          const base = Math.floor(now.getTime() / (15 * MINUTE)) * 15 * MINUTE
          const candidate = new Date(base + quarters * 15 * MINUTE)
          const listed = orderSlots(now, rule).some(
            (slot) => slot.start.getTime() === candidate.getTime(),
          )
          expect(isOfferedSlot(candidate, now, rule)).toBe(listed)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('nearestOfferedSlots', () => {
  it('names up to three free slots nearest to the one wanted, never it nor a full one', () => {
    fc.assert(
      fc.property(instant, rules, fc.nat(200), fc.func(fc.boolean()), (now, rule, index, full) => {
        const slots = orderSlots(now, rule)
        if (slots.length === 0) return
        const wanted = slots[index % slots.length]!.start
        const isFull = (start: Date) => full(start.getTime())
        const nearest = nearestOfferedSlots(wanted, now, rule, isFull)
        expect(nearest.length).toBeLessThanOrEqual(3)
        const distance = (start: Date) => Math.abs(start.getTime() - wanted.getTime())
        for (const slot of nearest) {
          expect(slot.start.getTime()).not.toBe(wanted.getTime())
          expect(isFull(slot.start)).toBe(false)
        }
        const chosen = new Set(nearest.map((slot) => slot.start.getTime()))
        const free = slots.filter((s) => s.start.getTime() !== wanted.getTime() && !isFull(s.start))
        expect(nearest.length).toBe(Math.min(3, free.length))
        // None left out is nearer than one named.
        const farthest = Math.max(0, ...nearest.map((slot) => distance(slot.start)))
        for (const slot of free) {
          if (!chosen.has(slot.start.getTime()))
            expect(distance(slot.start)).toBeGreaterThanOrEqual(farthest)
        }
      }),
      { numRuns: 40 },
    )
  })
})

describe('preparationStart', () => {
  it('is the lead time before the due time', () => {
    expect(preparationStart(new Date('2026-03-03T11:30:00Z'), 20).toISOString()).toBe(
      '2026-03-03T11:10:00.000Z',
    )
  })
})
