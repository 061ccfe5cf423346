import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RESERVATION_CAPACITY,
  MAX_PENDING_BOOKINGS_PER_GUEST,
  RESERVATION_STATUSES,
  canSeat,
  coversByTime,
  fullSlotMessage,
  isReservationStatus,
  mayBookAnother,
  moveReservation,
  nearestFreeSlots,
  slotLoads,
  type BookedParty,
} from './booking'
import { reservationSlots } from './schedule'

// A Tuesday: 11:00 ... 19:30 every 30 minutes.
const SLOTS = reservationSlots('2030-01-15')

describe('coversByTime', () => {
  it('adds up the parties of each slot', () => {
    const covers = coversByTime([
      { time: '19:00', people: 4, status: 'pending' },
      { time: '19:00', people: 6, status: 'confirmed' },
      { time: '12:00', people: 2, status: 'pending' },
    ])

    expect(Object.fromEntries(covers)).toEqual({ '19:00': 10, '12:00': 2 })
  })

  it('leaves cancelled bookings out: their seats are free again', () => {
    const covers = coversByTime([
      { time: '19:00', people: 4, status: 'cancelled' },
      { time: '19:00', people: 3, status: 'pending' },
      { time: '18:00', people: 8, status: 'cancelled' },
    ])

    expect(Object.fromEntries(covers)).toEqual({ '19:00': 3 })
  })

  it('is empty for a day without bookings', () => {
    expect(coversByTime([]).size).toBe(0)
  })

  it('never counts more or fewer guests than the bookings that hold seats', () => {
    const party = fc.record({
      time: fc.constantFrom(...SLOTS),
      people: fc.integer({ min: 1, max: 10 }),
      status: fc.constantFrom(...RESERVATION_STATUSES),
    })
    fc.assert(
      fc.property(fc.array(party), (parties: BookedParty[]) => {
        const total = [...coversByTime(parties).values()].reduce((sum, n) => sum + n, 0)
        const holding = parties.filter((p) => p.status !== 'cancelled')
        expect(total).toBe(holding.reduce((sum, p) => sum + p.people, 0))
      }),
    )
  })
})

describe('canSeat', () => {
  it('takes a party that fills the slot exactly, and not one guest more', () => {
    expect(canSeat(36, 4, 40)).toBe(true)
    expect(canSeat(37, 4, 40)).toBe(false)
    expect(canSeat(0, 10, DEFAULT_RESERVATION_CAPACITY)).toBe(true)
  })
})

describe('nearestFreeSlots', () => {
  const full = (...times: string[]) => new Map(times.map((time): [string, number] => [time, 40]))
  const query = { slots: SLOTS, capacity: 40, party: 4 }

  it('suggests the three nearest slots with room, in the order of the day', () => {
    const free = nearestFreeSlots({ ...query, covers: full('19:00', '18:30'), requested: '19:00' })

    expect(free).toEqual(['17:30', '18:00', '19:30'])
  })

  it('prefers the earlier of two slots equally far away', () => {
    const free = nearestFreeSlots({ ...query, covers: full('18:00'), requested: '18:00' })

    expect(free).toEqual(['17:00', '17:30', '18:30'])
  })

  it('skips a slot whose seats left are too few for the party', () => {
    const covers = new Map([
      ['19:00', 40],
      ['19:30', 37],
      ['18:30', 36],
    ])

    expect(nearestFreeSlots({ ...query, covers, requested: '19:00' })).toEqual([
      '17:30',
      '18:00',
      '18:30',
    ])
    expect(nearestFreeSlots({ ...query, party: 3, covers, requested: '19:00' })).toEqual([
      '18:00',
      '18:30',
      '19:30',
    ])
  })

  it('suggests only slots still ahead today', () => {
    const covers = full('19:00')

    expect(nearestFreeSlots({ ...query, covers, requested: '19:00', now: '18:40' })).toEqual([
      '19:30',
    ])
    expect(nearestFreeSlots({ ...query, covers, requested: '19:00', now: '18:30' })).toEqual([
      '19:30',
    ])
    expect(nearestFreeSlots({ ...query, covers, requested: '19:00', now: '18:29' })).toEqual([
      '18:30',
      '19:30',
    ])
  })

  it('suggests nothing when the whole day is full', () => {
    expect(nearestFreeSlots({ ...query, covers: full(...SLOTS), requested: '12:00' })).toEqual([])
  })

  it('suggests as many as asked', () => {
    const free = nearestFreeSlots({ ...query, covers: full('12:00'), requested: '12:00', limit: 1 })

    expect(free).toEqual(['11:30'])
  })

  it('always suggests the nearest slots that can take the party, and only those', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...SLOTS), fc.integer({ min: 0, max: 40 })),
        fc.constantFrom(...SLOTS),
        fc.integer({ min: 1, max: 10 }),
        fc.option(fc.constantFrom(...SLOTS), { nil: undefined }),
        (booked, requested, party, now) => {
          const covers = new Map(Object.entries(booked))
          const free = nearestFreeSlots({ ...query, party, covers, requested, now })
          const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
          const distance = (time: string) => Math.abs(minutes(time) - minutes(requested))
          const fits = (time: string) =>
            time !== requested &&
            (now === undefined || time > now) &&
            (covers.get(time) ?? 0) + party <= 40

          expect(free.length).toBeLessThanOrEqual(3)
          expect(free).toEqual([...free].sort())
          expect(free.every(fits)).toBe(true)
          const farthest = Math.max(-1, ...free.map(distance))
          const passedOver = SLOTS.filter((time) => fits(time) && !free.includes(time))
          if (free.length < 3) expect(passedOver).toEqual([])
          for (const time of passedOver) expect(distance(time)).toBeGreaterThanOrEqual(farthest)
        },
      ),
    )
  })
})

describe('fullSlotMessage', () => {
  it('names the free slots nearby', () => {
    expect(fullSlotMessage(40, 40, ['18:30', '20:00'])).toBe(
      'This time is fully booked. Free nearby: 18:30, 20:00',
    )
  })

  it('says how many seats are left when the party is too large for them', () => {
    expect(fullSlotMessage(37, 40, ['18:00'])).toBe(
      'This time has room for only 3 more guests. Free nearby: 18:00',
    )
    expect(fullSlotMessage(39, 40, ['18:00'])).toBe(
      'This time has room for only 1 more guest. Free nearby: 18:00',
    )
  })

  it('asks for another day when no time that day has room', () => {
    expect(fullSlotMessage(40, 40, [])).toBe(
      'This time is fully booked. No other time that day has room for your party; please choose another day.',
    )
  })
})

describe('slotLoads', () => {
  it('lists every slot of the day with its guests and the capacity', () => {
    const loads = slotLoads(['18:00', '18:30', '19:00'], new Map([['18:30', 12]]), 40)

    expect(loads).toEqual([
      { time: '18:00', booked: 0, capacity: 40 },
      { time: '18:30', booked: 12, capacity: 40 },
      { time: '19:00', booked: 0, capacity: 40 },
    ])
  })

  it('keeps a booking at a time that is no longer a slot, in time order', () => {
    const loads = slotLoads(['11:00', '11:30'], new Map([['10:30', 2]]), 20)

    expect(loads.map((load) => load.time)).toEqual(['10:30', '11:00', '11:30'])
    expect(loads[0]).toEqual({ time: '10:30', booked: 2, capacity: 20 })
  })
})

describe('reservation statuses', () => {
  it('are pending, confirmed and cancelled', () => {
    expect(RESERVATION_STATUSES).toEqual(['pending', 'confirmed', 'cancelled'])
    expect(isReservationStatus('confirmed')).toBe(true)
    expect(isReservationStatus('Confirmed')).toBe(false)
  })
})

describe('moveReservation', () => {
  it.each([
    ['pending', 'confirm', 'confirmed'],
    ['pending', 'cancel', 'cancelled'],
    ['confirmed', 'cancel', 'cancelled'],
  ] as const)('moves a %s booking on %s to %s', (from, action, to) => {
    expect(moveReservation(from, action)).toEqual({ ok: true, from, to })
  })

  it.each([
    ['confirmed', 'confirm', 'This booking is already confirmed.'],
    ['cancelled', 'cancel', 'This booking is already cancelled.'],
    ['cancelled', 'confirm', 'A cancelled booking cannot be confirmed.'],
    ['no-show', 'cancel', 'A no-show booking cannot be cancelled.'],
  ] as const)('refuses a %s booking on %s', (from, action, message) => {
    expect(moveReservation(from, action)).toEqual({ ok: false, message })
  })
})

describe('mayBookAnother', () => {
  const lan = { phone: '+421 900 123 456', email: 'Lan@Example.com' }
  const held = (count: number, status: string, who: { phone: string; email: string }) =>
    Array.from({ length: count }, () => ({ ...who, status }))

  it(`allows ${MAX_PENDING_BOOKINGS_PER_GUEST} pending bookings a day, not one more`, () => {
    expect(MAX_PENDING_BOOKINGS_PER_GUEST).toBe(3)
    expect(mayBookAnother(held(2, 'pending', lan), lan, 'SK')).toBe(true)
    expect(mayBookAnother(held(3, 'pending', lan), lan, 'SK')).toBe(false)
  })

  it('knows the phone in any of its forms and the e-mail whatever its case', () => {
    const byPhone = held(3, 'pending', { phone: '0900 123 456', email: 'other@example.com' })
    const byEmail = held(3, 'pending', { phone: '0911 222 333', email: ' LAN@example.COM' })

    expect(mayBookAnother(byPhone, lan, 'SK')).toBe(false)
    expect(mayBookAnother(byEmail, lan, 'SK')).toBe(false)
    // In Austria, 0900 123 456 is another number.
    expect(mayBookAnother(byPhone, lan, 'AT')).toBe(true)
  })

  it('counts the phone and the e-mail each on its own', () => {
    const day = [
      ...held(2, 'pending', { phone: lan.phone, email: 'a@example.com' }),
      ...held(2, 'pending', { phone: '0911 222 333', email: lan.email }),
    ]

    expect(mayBookAnother(day, lan, 'SK')).toBe(true)
  })

  it('does not count confirmed or cancelled bookings, nor other guests', () => {
    const day = [
      ...held(2, 'confirmed', lan),
      ...held(2, 'cancelled', lan),
      ...held(5, 'pending', { phone: '0911 222 333', email: 'other@example.com' }),
      ...held(2, 'pending', lan),
    ]

    expect(mayBookAnother(day, lan, 'SK')).toBe(true)
  })
})
