import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyKitchenChange,
  BUSY_DELAYS,
  DEFAULT_KITCHEN_PACE,
  deliveryEstimate,
  pickupEstimate,
  estimateInEnglish,
  isPausedAt,
  kitchenChangeBody,
  kitchenPaceView,
  orderTakingAt,
  PAUSE_LENGTHS,
  pauseOrders,
  reopenOrders,
  type KitchenPace,
} from './kitchen-pace'

// Monday 2 March 2026, 19:00 in Bratislava.
const NOW = new Date('2026-03-02T18:00:00.000Z')
const minutes = (n: number) => n * 60_000
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(ms))
const pauseLength = fc.constantFrom(...PAUSE_LENGTHS)
const delay = fc.constantFrom(...BUSY_DELAYS)

describe('a default install', () => {
  it('takes orders at any instant, within SPEC’s 30-60 minutes', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(orderTakingAt(DEFAULT_KITCHEN_PACE, at)).toEqual({ paused: false })
      }),
    )
    expect(estimateInEnglish(deliveryEstimate(DEFAULT_KITCHEN_PACE))).toBe('30-60 minutes')
  })
})

describe('a pause of N minutes', () => {
  it('set at t refuses every instant in [t, t+N) and takes orders from t+N on', () => {
    fc.assert(
      fc.property(instant, pauseLength, fc.double({ min: 0, max: 1, noNaN: true }), (t, n, f) => {
        const pace = pauseOrders(DEFAULT_KITCHEN_PACE, n, t)
        const inside = later(t, Math.min(Math.floor(f * minutes(n)), minutes(n) - 1))
        expect(orderTakingAt(pace, inside)).toEqual({
          paused: true,
          resumesAt: later(t, minutes(n)),
        })
        expect(isPausedAt(pace, later(t, minutes(n)))).toBe(false)
        expect(isPausedAt(pace, later(t, minutes(n) + Math.floor(f * minutes(600))))).toBe(false)
      }),
    )
  })

  it('resumes at the minute: paused at 19:00 for 30 minutes, orders again at 19:30', () => {
    const pace = pauseOrders(DEFAULT_KITCHEN_PACE, 30, NOW)
    expect(isPausedAt(pace, later(NOW, minutes(30) - 1))).toBe(true)
    expect(orderTakingAt(pace, new Date('2026-03-02T18:30:00.000Z'))).toEqual({ paused: false })
  })
})

describe('a pause until reopened', () => {
  it('refuses at every later instant, with no time to resume, until the restaurant reopens', () => {
    const pace = pauseOrders(DEFAULT_KITCHEN_PACE, null, NOW)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: minutes(60 * 24 * 365) }), (ms) => {
        expect(orderTakingAt(pace, later(NOW, ms))).toEqual({ paused: true, resumesAt: null })
      }),
    )
    expect(isPausedAt(reopenOrders(pace), NOW)).toBe(false)
  })
})

describe('the busy delay', () => {
  it('moves both ends of the estimate: 45-75 with +15, 60-90 with +30', () => {
    expect(estimateInEnglish(deliveryEstimate({ delayMinutes: 15 }))).toBe('45-75 minutes')
    expect(estimateInEnglish(deliveryEstimate({ delayMinutes: 30 }))).toBe('60-90 minutes')
  })

  it('is kept through pauses and reopenings, and never moves a pause', () => {
    fc.assert(
      fc.property(delay, pauseLength, instant, (d, n, t) => {
        const busy: KitchenPace = { pause: null, delayMinutes: d }
        const paused = applyKitchenChange(busy, { action: 'pause', minutes: n }, t)
        expect(paused.delayMinutes).toBe(d)
        const slower = applyKitchenChange(paused, { action: 'delay', minutes: 30 }, t)
        expect(slower.pause).toEqual(paused.pause)
        expect(applyKitchenChange(slower, { action: 'reopen' }, t)).toEqual({
          pause: null,
          delayMinutes: 30,
        })
      }),
    )
  })
})

describe('a change', () => {
  it('forgets a pause that has lifted by itself', () => {
    const old = pauseOrders(DEFAULT_KITCHEN_PACE, 15, NOW)
    const next = applyKitchenChange(old, { action: 'delay', minutes: 15 }, later(NOW, minutes(20)))
    expect(next).toEqual({ pause: null, delayMinutes: 15 })
  })

  it('names a pause by its length only: an end sent by a device is refused', () => {
    expect(kitchenChangeBody.safeParse({ action: 'pause', minutes: 30 }).success).toBe(true)
    expect(kitchenChangeBody.safeParse({ action: 'pause', minutes: null }).success).toBe(true)
    expect(kitchenChangeBody.safeParse({ action: 'pause', minutes: 45 }).success).toBe(false)
    expect(kitchenChangeBody.safeParse({ action: 'delay', minutes: 20 }).success).toBe(false)
    expect(
      kitchenChangeBody.safeParse({ action: 'pause', minutes: 15, until: '2030-01-01T00:00:00Z' })
        .success,
    ).toBe(false)
  })
})

describe('the view', () => {
  it('tells when orders resume and the current estimate', () => {
    const pace = { ...pauseOrders(DEFAULT_KITCHEN_PACE, 60, NOW), delayMinutes: 15 as const }
    expect(kitchenPaceView(pace, NOW)).toEqual({
      paused: true,
      resumesAt: '2026-03-02T19:00:00.000Z',
      delayMinutes: 15,
      estimate: { fromMinutes: 45, toMinutes: 75 },
    })
    expect(kitchenPaceView(pace, later(NOW, minutes(60))).paused).toBe(false)
  })
})

// Issue 19 §2.5: an as-soon-as-possible pickup was promised the delivery estimate.
describe('a pickup’s estimate', () => {
  it('is the pickup lead time, moved by the busy delay as the delivery estimate is', () => {
    expect(pickupEstimate(DEFAULT_KITCHEN_PACE, 20)).toEqual({ fromMinutes: 20, toMinutes: 20 })
    expect(pickupEstimate({ delayMinutes: 15 }, 20)).toEqual({ fromMinutes: 35, toMinutes: 35 })
  })
})
