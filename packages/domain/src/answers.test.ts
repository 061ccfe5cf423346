import { describe, expect, it } from 'vitest'
import { errorAnswer, menuAnswer, todayFiguresAnswer } from './answers'

describe('answers', () => {
  it('keeps what a refusal carries beyond its message (a 409 amount, a code)', () => {
    const refusal = {
      success: false,
      message: 'Prices have changed',
      code: 'AMOUNT_CHANGED',
      amount: 27,
    }
    expect(errorAnswer.parse(refusal)).toEqual(refusal)
    expect(errorAnswer.safeParse({ success: false }).success).toBe(false)
  })

  it('leaves out of an answer what its schema does not name', () => {
    const menu = menuAnswer.parse({ success: true, data: [], secret: 'x' })
    expect(menu).toEqual({ success: true, data: [] })
  })

  it('counts every order status in the day at a glance', () => {
    const figures = {
      day: '2026-03-02',
      orders: {
        count: 0,
        byStatus: { Pending: 0, Preparing: 0, 'Out for delivery': 0, Delivered: 0 },
      },
      revenue: 0,
      paidRevenue: 0,
      bookings: { count: 0, covers: 0, pending: 0 },
      messages: { unhandled: 0 },
    }
    expect(todayFiguresAnswer.safeParse(figures).success).toBe(false)
    const complete = {
      ...figures,
      orders: {
        count: 0,
        byStatus: { ...figures.orders.byStatus, Cancelled: 0 },
        // Issue 11 §1: deliveries and pickups are counted too.
        byFulfilment: { delivery: 0, pickup: 0, 'dine-in': 0 },
      },
    }
    expect(todayFiguresAnswer.parse(complete)).toEqual(complete)
  })
})
