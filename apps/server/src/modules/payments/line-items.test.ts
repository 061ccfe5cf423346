import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CheckoutOrder } from './provider'
import { lineItems } from './stripe'

const order = (overrides: Partial<CheckoutOrder>): CheckoutOrder => ({
  orderId: 'o1',
  trackingCode: 'AB123456',
  amountCents: 0,
  currency: 'eur',
  language: 'en',
  email: null,
  lines: [],
  deliveryFeeCents: 0,
  discountCents: 0,
  promoCode: null,
  labels: { deliveryFee: 'Delivery fee', discount: 'Discount' },
  successUrl: 'https://quan.example/ok',
  cancelUrl: 'https://quan.example/back',
  expiresAt: new Date('2026-03-02T11:30:00Z'),
  ...overrides,
})

const total = (items: ReturnType<typeof lineItems>) =>
  items.reduce((sum, item) => sum + item.quantity! * item.price_data!.unit_amount!, 0)

describe('Stripe lines', () => {
  it('sells each line at its price, and the delivery fee as a line of its own', () => {
    const items = lineItems(
      order({
        amountCents: 2700,
        lines: [{ name: 'Phở', quantity: 2, unitAmountCents: 1250 }],
        deliveryFeeCents: 200,
      }),
    )
    expect(
      items.map((i) => [i.price_data!.product_data!.name, i.quantity, i.price_data!.unit_amount]),
    ).toEqual([
      ['Phở', 2, 1250],
      ['Delivery fee', 1, 200],
    ])
  })

  it('takes a discount off the lines, never below zero, adding up to the total to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            unitAmountCents: fc.integer({ min: 0, max: 5000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 900 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, fee, share) => {
          const gross = lines.reduce((sum, l) => sum + l.quantity * l.unitAmountCents, 0) + fee
          const discount = Math.floor(gross * share)
          const items = lineItems(
            order({
              amountCents: gross - discount,
              lines: lines.map((l) => ({ ...l, name: 'Dish' })),
              deliveryFeeCents: fee,
              discountCents: discount,
              promoCode: 'SAVE',
            }),
          )
          expect(total(items)).toBe(gross - discount)
          for (const item of items) expect(item.price_data!.unit_amount!).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
