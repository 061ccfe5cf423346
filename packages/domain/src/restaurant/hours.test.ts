import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VALIDATION_CODES } from '../error-codes'
import { isOfferedSlot, orderSlots } from '../order-slots'
import {
  addDays,
  isOpenAt,
  localDate,
  localTime,
  nextOpening,
  parseWeeklyHours,
  reservationSlots,
  type Span,
} from '../schedule'
import {
  type Closure,
  closureNote,
  closuresAhead,
  DEFAULT_RESTAURANT_HOURS,
  HOURS_KINDS,
  isTimeZone,
  orderHoursOf,
  type RestaurantHours,
  restaurantHoursShape,
  spansOn,
  spansOnFor,
  spansText,
  weekLines,
  weekSpansOf,
} from './hours'

const LUNCH_AND_DINNER = weekSpansOf(
  parseWeeklyHours('tue-sun 11:00-14:00, 17:00-22:00; mon closed'),
)
const NOTE = { vi: 'Nghỉ Tết', en: 'Closed for Tết, 17–19 February', sk: 'Zatvorené na Tết' }
const closure = (from: string, to: string, spans: Span[] = []): Closure => ({
  from,
  to,
  spans,
  note: NOTE,
})
const HOURS: RestaurantHours = {
  timeZone: 'Europe/Bratislava',
  opening: LUNCH_AND_DINNER,
  delivery: weekSpansOf(parseWeeklyHours('tue-sun 11:30-13:30, 18:00-21:30')),
  pickup: 'opening',
  closures: [],
}
// 2026-02-17 is a Tuesday.
const TUESDAY = '2026-02-17'

describe('spansOn', () => {
  it('gives each weekday its spans, lunch then dinner, and none on a day off', () => {
    expect(spansOn(HOURS, TUESDAY, 'opening')).toEqual([
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ])
    expect(spansOn(HOURS, '2026-02-16', 'opening')).toEqual([])
    expect(spansOn(HOURS, TUESDAY, 'delivery')).toEqual([
      { open: '11:30', close: '13:30' },
      { open: '18:00', close: '21:30' },
    ])
    expect(spansOn(HOURS, TUESDAY, 'pickup')).toEqual(spansOn(HOURS, TUESDAY, 'opening'))
    expect(spansOn({ ...HOURS, pickup: 'always' }, '2026-02-16', 'pickup')).toEqual([
      { open: '00:00', close: '24:00' },
    ])
  })

  it('closes every kind on the days of a closure, both ends included', () => {
    const closed = { ...HOURS, closures: [closure('2026-02-17', '2026-02-19')] }
    for (const kind of HOURS_KINDS) {
      expect(spansOn(closed, '2026-02-17', kind)).toEqual([])
      expect(spansOn(closed, '2026-02-19', kind)).toEqual([])
      expect(spansOn(closed, '2026-02-20', kind)).toEqual(spansOn(HOURS, '2026-02-20', kind))
    }
    expect(spansOn({ ...closed, delivery: 'always' }, '2026-02-18', 'delivery')).toEqual([])
  })

  it('on a shorter day opens for its spans, and keeps of delivery’s own what falls inside', () => {
    const short = {
      ...HOURS,
      closures: [closure(TUESDAY, TUESDAY, [{ open: '12:00', close: '15:00' }])],
    }
    expect(spansOn(short, TUESDAY, 'opening')).toEqual([{ open: '12:00', close: '15:00' }])
    expect(spansOn(short, TUESDAY, 'pickup')).toEqual([{ open: '12:00', close: '15:00' }])
    expect(spansOn(short, TUESDAY, 'delivery')).toEqual([{ open: '12:00', close: '13:30' }])
    // A shorter day may open a day that is otherwise off.
    const monday = {
      ...HOURS,
      closures: [closure('2026-02-16', '2026-02-16', [{ open: '10:00', close: '12:00' }])],
    }
    expect(spansOn(monday, '2026-02-16', 'opening')).toEqual([{ open: '10:00', close: '12:00' }])
  })

  it('keeps only what every closure covering a day allows', () => {
    const both = {
      ...HOURS,
      closures: [
        closure('2026-02-16', '2026-02-18', [{ open: '10:00', close: '16:00' }]),
        closure(TUESDAY, TUESDAY, [{ open: '12:00', close: '20:00' }]),
      ],
    }
    expect(spansOn(both, TUESDAY, 'opening')).toEqual([{ open: '12:00', close: '16:00' }])
    expect(
      spansOn(
        { ...both, closures: [...both.closures, closure(TUESDAY, TUESDAY)] },
        TUESDAY,
        'opening',
      ),
    ).toEqual([])
  })

  it('is what the schedule’s rules are built on: open now, next opening, slots', () => {
    const closed = { ...HOURS, closures: [closure('2026-02-17', '2026-02-19')] }
    const zone = closed.timeZone
    const opening = spansOnFor(closed, 'opening')
    // Tuesday 12:00 in Bratislava (UTC+1) falls in the closure.
    expect(isOpenAt(new Date('2026-02-17T11:00:00Z'), zone, opening)).toBe(false)
    expect(isOpenAt(new Date('2026-02-17T11:00:00Z'), zone, spansOnFor(HOURS, 'opening'))).toBe(
      true,
    )
    expect(nextOpening(new Date('2026-02-17T11:00:00Z'), zone, opening)).toMatchObject({
      date: '2026-02-20',
      time: '11:00',
    })
    // Between lunch and dinner: dinner.
    expect(nextOpening(new Date('2026-02-20T14:00:00Z'), zone, opening)).toMatchObject({
      date: '2026-02-20',
      time: '17:00',
    })
    expect(reservationSlots(TUESDAY, opening)).toEqual([])
    expect(reservationSlots('2026-02-20', opening)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ])
  })
})

describe('nextOpening across a spring change', () => {
  it('opens as the clock jumps when a span opens in the skipped hour; never in a span inside it', () => {
    // 29 March 2026 in Bratislava: 02:00 becomes 03:00 (01:00 UTC).
    const hours = (open: string, close: string) => ({
      ...HOURS,
      opening: { ...weekSpansOf(parseWeeklyHours('mon-sat closed')), sunday: [{ open, close }] },
    })
    const night = new Date('2026-03-29T00:00:00Z')
    const zone = HOURS.timeZone
    expect(nextOpening(night, zone, spansOnFor(hours('02:15', '03:15'), 'opening'))).toEqual({
      date: '2026-03-29',
      time: '03:00',
      instant: new Date('2026-03-29T01:00:00Z'),
    })
    expect(nextOpening(night, zone, spansOnFor(hours('02:15', '02:45'), 'opening'))).toMatchObject({
      date: '2026-04-05',
      time: '02:15',
    })
  })
})

describe('orderHoursOf', () => {
  it('is null (any hour) for round the clock without closures, the spans otherwise', () => {
    expect(orderHoursOf({ ...HOURS, delivery: 'always' }, 'delivery')).toBeNull()
    const closed = { ...HOURS, delivery: 'always' as const, closures: [closure(TUESDAY, TUESDAY)] }
    expect(orderHoursOf(closed, 'delivery')!(TUESDAY)).toEqual([])
    expect(orderHoursOf(HOURS, 'delivery')!(TUESDAY)).toEqual(spansOn(HOURS, TUESDAY, 'delivery'))
  })
})

describe('closuresAhead', () => {
  it('tells the closures going on and those starting within 14 days, soonest first', () => {
    const hours = {
      closures: [
        closure('2026-03-10', '2026-03-12'),
        closure('2026-02-01', '2026-02-16'),
        closure('2026-02-16', '2026-02-20'),
        closure('2026-03-02', '2026-03-02'),
        closure('2026-03-04', '2026-03-05'),
      ],
    }
    expect(closuresAhead(hours, TUESDAY).map((c) => c.from)).toEqual(['2026-02-16', '2026-03-02'])
    expect(closuresAhead(hours, '2026-02-16').map((c) => c.from)).toEqual([
      '2026-02-01',
      '2026-02-16',
      '2026-03-02',
    ])
  })

  it('reads a note in the guest’s language, or another when that one is empty', () => {
    expect(closureNote(closure(TUESDAY, TUESDAY), 'sk')).toBe('Zatvorené na Tết')
    const english = { ...closure(TUESDAY, TUESDAY), note: { vi: '', en: 'Closed', sk: ' ' } }
    expect(closureNote(english, 'sk')).toBe('Closed')
  })
})

describe('restaurantHoursShape', () => {
  const errorsOf = (value: unknown) => {
    const result = restaurantHoursShape.safeParse(value)
    if (result.success) return {}
    return Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
  }

  it('takes the default install’s hours, and lunch and dinner with a closure', () => {
    expect(errorsOf(DEFAULT_RESTAURANT_HOURS)).toEqual({})
    const hours = { ...HOURS, closures: [closure('2026-02-17', '2026-02-19')] }
    expect(restaurantHoursShape.parse(hours)).toEqual(hours)
    expect(errorsOf({ ...HOURS, delivery: 'always', timeZone: 'America/New_York' })).toEqual({})
    expect(
      errorsOf({
        ...HOURS,
        opening: { ...HOURS.opening, monday: [{ open: '18:00', close: '24:00' }] },
      }),
    ).toEqual({})
  })

  it('refuses bad spans, each at its field with its code', () => {
    const week = (monday: unknown) => ({ ...HOURS, opening: { ...HOURS.opening, monday } })
    expect(errorsOf(week([{ open: '11:00', close: '10:00' }]))).toEqual({
      'opening.monday.0.close': VALIDATION_CODES.hoursSpanOrder,
    })
    expect(errorsOf(week([{ open: '11:00', close: '24:30' }]))).toEqual({
      'opening.monday.0.close': VALIDATION_CODES.hoursTimeInvalid,
    })
    expect(errorsOf(week([{ open: '9:00', close: '12:00' }]))).toEqual({
      'opening.monday.0.open': VALIDATION_CODES.hoursTimeInvalid,
    })
    expect(
      errorsOf(
        week([
          { open: '11:00', close: '15:00' },
          { open: '14:00', close: '22:00' },
        ]),
      ),
    ).toEqual({ 'opening.monday': VALIDATION_CODES.hoursSpansOverlap })
    const five = ['01', '03', '05', '07', '09'].map((h) => ({ open: `${h}:00`, close: `${h}:30` }))
    expect(errorsOf(week(five))).toEqual({ 'opening.monday': VALIDATION_CODES.hoursTooManySpans })
    expect(errorsOf({ ...HOURS, delivery: 'sometimes' })).toEqual({
      delivery: VALIDATION_CODES.hoursKindInvalid,
    })
  })

  it('refuses an unknown time zone', () => {
    expect(isTimeZone('Europe/Bratislava')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(errorsOf({ ...HOURS, timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: VALIDATION_CODES.timeZoneInvalid,
    })
  })

  it('refuses closures ending before they start, long notes, bad dates, more than 50', () => {
    const withClosure = (value: unknown) => ({ ...HOURS, closures: [value] })
    expect(errorsOf(withClosure(closure('2026-02-19', '2026-02-17')))).toEqual({
      'closures.0.to': VALIDATION_CODES.closureDatesOrder,
    })
    expect(errorsOf(withClosure(closure('2026-02-30', '2026-03-01')))).toEqual({
      'closures.0.from': VALIDATION_CODES.closureDateInvalid,
    })
    const long = { ...closure(TUESDAY, TUESDAY), note: { ...NOTE, sk: 'x'.repeat(201) } }
    expect(errorsOf(withClosure(long))).toEqual({
      'closures.0.note.sk': VALIDATION_CODES.closureNoteTooLong,
    })
    const fits = { ...closure(TUESDAY, TUESDAY), note: { ...NOTE, sk: 'x'.repeat(200) } }
    expect(errorsOf(withClosure(fits))).toEqual({})
    const many = Array.from({ length: 51 }, () => closure(TUESDAY, TUESDAY))
    expect(errorsOf({ ...HOURS, closures: many })).toEqual({
      closures: VALIDATION_CODES.closuresTooMany,
    })
    expect(errorsOf({ ...HOURS, closures: many.slice(1) })).toEqual({})
  })
})

// Property tests: whatever the spans and closures, on zones with DST changes and around them.
const ZONES = ['Europe/Bratislava', 'America/New_York', 'Australia/Sydney', 'UTC']
const quarter = fc.integer({ min: 0, max: 96 }).map((q) => {
  const minutes = q * 15
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})
/** Up to four spans that do not overlap, from sorted distinct quarter hours. */
const daySpans = fc.uniqueArray(quarter, { minLength: 0, maxLength: 8 }).map((times) => {
  const sorted = [...times].sort()
  const spans: Span[] = []
  for (let i = 0; i + 1 < sorted.length; i += 2)
    spans.push({ open: sorted[i]!, close: sorted[i + 1]! })
  return spans
})
const week = fc.record({
  sunday: daySpans,
  monday: daySpans,
  tuesday: daySpans,
  wednesday: daySpans,
  thursday: daySpans,
  friday: daySpans,
  saturday: daySpans,
})
// Around the 2026 changes: Europe 29 Mar / 25 Oct, US 8 Mar / 1 Nov, Sydney 5 Apr / 4 Oct.
const DST_DAYS = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
]
const nearChange = fc
  .tuple(fc.constantFrom(...DST_DAYS), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }))
  .map(([day, minutes]) => new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000))
const closureNear = fc
  .tuple(
    fc.constantFrom(...DST_DAYS),
    fc.integer({ min: -3, max: 3 }),
    fc.integer({ min: 0, max: 3 }),
    daySpans,
  )
  .map(([day, start, length, spans]) =>
    closure(addDays(day, start), addDays(day, start + length), spans),
  )
const restaurantHours = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  opening: week,
  delivery: fc.oneof(fc.constant('opening' as const), fc.constant('always' as const), week),
  pickup: fc.oneof(fc.constant('opening' as const), week),
  closures: fc.array(closureNear, { maxLength: 3 }),
})

describe('hours across DST changes (property)', () => {
  // The counterexample fast-check found (seed -2009221621): New York's clocks go back at 02:00
  // EDT to 01:00 EST, so 00:00–01:15 is on the wall clock again from 06:00Z to 06:15Z.
  it('open next in the hour the clock repeats, when the wall clock is back inside a span', () => {
    const week = weekSpansOf(parseWeeklyHours('sun 00:00-01:15'))
    const hours: RestaurantHours = {
      timeZone: 'America/New_York',
      opening: week,
      delivery: weekSpansOf(parseWeeklyHours('sun closed')),
      pickup: 'opening',
      closures: [],
    }
    const rules = spansOnFor(hours, 'opening')
    const now = new Date('2026-11-01T05:15:00.000Z') // 01:15 EDT, the span's close
    expect(isOpenAt(now, hours.timeZone, rules)).toBe(false)
    expect(isOpenAt(new Date('2026-11-01T06:00:00.000Z'), hours.timeZone, rules)).toBe(true)
    expect(nextOpening(now, hours.timeZone, rules)).toEqual({
      date: '2026-11-01',
      time: '01:00',
      instant: new Date('2026-11-01T06:00:00.000Z'),
    })
  })

  it('are valid by their own shape', () => {
    fc.assert(
      fc.property(restaurantHours, (hours) => {
        expect(restaurantHoursShape.safeParse(hours).success).toBe(true)
      }),
    )
  })

  it('are open exactly when the wall clock is inside a span of that date', () => {
    fc.assert(
      fc.property(
        restaurantHours,
        fc.constantFrom(...HOURS_KINDS),
        nearChange,
        (hours, kind, now) => {
          const zone = hours.timeZone
          const spans = spansOn(hours, localDate(now, zone), kind)
          const time = localTime(now, zone)
          const inside = spans.some((span) => span.open <= time && time < span.close)
          expect(isOpenAt(now, zone, spansOnFor(hours, kind))).toBe(inside)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('open next at a span’s opening after now, with nothing open in between', () => {
    fc.assert(
      fc.property(
        restaurantHours,
        fc.constantFrom(...HOURS_KINDS),
        nearChange,
        (hours, kind, now) => {
          const zone = hours.timeZone
          const rules = spansOnFor(hours, kind)
          const opening = nextOpening(now, zone, rules)
          if (isOpenAt(now, zone, rules)) {
            expect(opening?.instant).toEqual(now)
            return
          }
          if (!opening) return
          expect(opening.instant.getTime()).toBeGreaterThan(now.getTime())
          expect(localTime(opening.instant, zone)).toBe(opening.time)
          expect(isOpenAt(opening.instant, zone, rules)).toBe(true)
          // Closed at every quarter hour before it (up to a week of them).
          const last = Math.min(opening.instant.getTime(), now.getTime() + 7 * 86_400_000)
          for (let ms = Math.ceil(now.getTime() / 900_000) * 900_000; ms < last; ms += 900_000) {
            expect(isOpenAt(new Date(ms), zone, rules)).toBe(false)
          }
        },
      ),
      { numRuns: 100 },
    )
  }, 30_000)

  it('list table slots inside the spans of the date, every 30 minutes from an opening', () => {
    fc.assert(
      fc.property(
        restaurantHours,
        fc.constantFrom(...DST_DAYS),
        fc.integer({ min: -3, max: 3 }),
        (hours, day, shift) => {
          const date = addDays(day, shift)
          const spans = spansOn(hours, date, 'opening')
          const slots = reservationSlots(date, spansOnFor(hours, 'opening'))
          expect([...slots].sort()).toEqual(slots)
          for (const slot of slots) {
            const span = spans.find((s) => s.open <= slot && slot < s.close)
            expect(span).toBeDefined()
            const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
            expect((minutes(slot) - minutes(span!.open)) % 30).toBe(0)
          }
          if (spans.length === 0) expect(slots).toEqual([])
        },
      ),
    )
  })

  it('offer order slots only whole inside a span of their date, none on a closed day', () => {
    fc.assert(
      fc.property(
        restaurantHours,
        fc.constantFrom('delivery' as const, 'pickup' as const),
        nearChange,
        fc.integer({ min: 0, max: 120 }),
        (hours, kind, now, leadMinutes) => {
          const rules = { hours: orderHoursOf(hours, kind), timeZone: hours.timeZone, leadMinutes }
          for (const slot of orderSlots(now, rules)) {
            // On the wall clock: a slot just before a spring change ends an hour later in fact.
            const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
            const spans = spansOn(hours, slot.date, kind)
            expect(
              spans.some((s) => s.open <= slot.time && minutes(slot.time) + 15 <= minutes(s.close)),
            ).toBe(true)
            expect(isOfferedSlot(slot.start, now, rules)).toBe(true)
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 30_000)
})

describe('weekLines', () => {
  it('puts days with the same spans in one line, Monday first', () => {
    expect(weekLines(LUNCH_AND_DINNER)).toEqual([
      { from: 'monday', to: 'monday', spans: [] },
      { from: 'tuesday', to: 'sunday', spans: LUNCH_AND_DINNER.tuesday },
    ])
    expect(weekLines(DEFAULT_RESTAURANT_HOURS.opening).map((line) => [line.from, line.to])).toEqual(
      [
        ['monday', 'saturday'],
        ['sunday', 'sunday'],
      ],
    )
    expect(spansText(LUNCH_AND_DINNER.tuesday)).toBe('11:00–14:00, 17:00–22:00')
  })
})
