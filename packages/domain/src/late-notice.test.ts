import { describe, expect, it } from 'vitest'
import {
  addLateMinutes,
  isLateMinutes,
  lateEstimate,
  lateExpectedAt,
  lateReason,
  LATE_TOTAL_MAX_MINUTES,
} from './late-notice'
import { orderLateBody } from './requests/admin-orders'

describe('the late notice (issue 23 §1)', () => {
  it('takes 5 to 120 minutes in steps of 5', () => {
    expect([5, 10, 15, 30, 120].every(isLateMinutes)).toBe(true)
    expect([0, 3, 7, 125, -5, 15.5, '15', null].some(isLateMinutes)).toBe(false)
    expect(orderLateBody.safeParse({ minutes: 15 }).success).toBe(true)
    const bad = orderLateBody.safeParse({ minutes: 12 })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0]!.message).toBe('LATE_MINUTES_INVALID')
  })

  it('adds each notice to the last, up to the cap', () => {
    expect(addLateMinutes({ status: 'Pending', lateMinutes: 0 }, 15)).toEqual({
      ok: true,
      lateMinutes: 15,
    })
    expect(addLateMinutes({ status: 'Preparing', lateMinutes: 15 }, 10)).toEqual({
      ok: true,
      lateMinutes: 25,
    })
    expect(
      addLateMinutes({ status: 'Pending', lateMinutes: LATE_TOTAL_MAX_MINUTES - 5 }, 5),
    ).toMatchObject({ ok: true })
    expect(
      addLateMinutes({ status: 'Pending', lateMinutes: LATE_TOTAL_MAX_MINUTES - 5 }, 10),
    ).toEqual({ ok: false, refusal: 'LATE_TOO_LONG' })
  })

  it.each(['Delivered', 'Cancelled'])('refuses an order that is %s', (status) => {
    expect(addLateMinutes({ status, lateMinutes: 0 }, 15)).toEqual({
      ok: false,
      refusal: 'ORDER_FINAL',
    })
  })

  it('moves the estimate and the expected time by the minutes', () => {
    expect(lateEstimate({ fromMinutes: 30, toMinutes: 60 }, 15)).toEqual({
      fromMinutes: 45,
      toMinutes: 75,
    })
    const estimate = { fromMinutes: 30, toMinutes: 60 }
    const placed = '2026-03-02T11:00:00.000Z'
    expect(
      lateExpectedAt({ date: placed, dueAt: null, lateMinutes: 15 }, estimate).toISOString(),
    ).toBe('2026-03-02T12:15:00.000Z')
    expect(
      lateExpectedAt(
        { date: placed, dueAt: '2026-03-03T11:30:00.000Z', lateMinutes: 20 },
        estimate,
      ).toISOString(),
    ).toBe('2026-03-03T11:50:00.000Z')
    expect(lateReason(15)).toBe('late +15 min')
  })
})
