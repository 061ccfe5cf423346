import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_ORDER_TOTAL_CENTS } from './cart'
import { VALIDATION_CODES } from './error-codes'
import { MESSAGES } from './messages'
import {
  appliedPromoDiscountCents,
  appliedPromoFoodDiscountCents,
  decidePromo,
  normalizePromoCode,
  promoCheckBody,
  promoCodeBody,
  promoDiscountCents,
  promoFoodDiscountCents,
  promoFromEuros,
  promoToEuros,
  type PromoCode,
  type PromoCodeInEuros,
  type PromoOrder,
} from './promo-codes'
import { placeOrderBody, validationFailure } from './validation'

const TZ = 'Europe/Bratislava'

const code = (more: Partial<PromoCode> = {}): PromoCode => ({
  code: 'PHO10',
  kind: 'percent',
  value: 10,
  minimumCents: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerGuest: null,
  firstOrderOnly: false,
  fulfilment: 'any',
  active: true,
  ...more,
})

const order = (more: Partial<PromoOrder> = {}): PromoOrder => ({
  now: new Date('2026-11-25T12:00:00Z'),
  timeZone: TZ,
  subtotalCents: 2000,
  deliveryFeeCents: 200,
  fulfilment: 'delivery',
  usesTotal: 0,
  usesByGuest: 0,
  firstOrder: true,
  ...more,
})

const inEuros = (more: Partial<PromoCodeInEuros> = {}): PromoCodeInEuros => ({
  ...promoToEuros(code()),
  ...more,
})

const cents = fc.integer({ min: 0, max: MAX_ORDER_TOTAL_CENTS })
const fee = fc.integer({ min: 0, max: 100_000 })
const anyCode = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('free-delivery' as const), value: fc.constant(0) }),
)

describe('promoDiscountCents', () => {
  it('is never negative nor more than the subtotal, and the total never negative', () => {
    fc.assert(
      fc.property(anyCode, cents, fee, (terms, subtotal, deliveryFee) => {
        const discount = promoDiscountCents(terms, subtotal, deliveryFee)
        expect(Number.isSafeInteger(discount)).toBe(true)
        expect(discount).toBeGreaterThanOrEqual(0)
        expect(subtotal + deliveryFee - discount).toBeGreaterThanOrEqual(0)
        if (terms.kind === 'free-delivery') expect(discount).toBe(deliveryFee)
        // Percent and fixed codes never touch the delivery fee.
        else expect(discount).toBeLessThanOrEqual(subtotal)
      }),
    )
  })

  it('rounds a percentage to the cent, half up', () => {
    expect(promoDiscountCents({ kind: 'percent', value: 10 }, 5, 0)).toBe(1) // 0.5 → 1
    expect(promoDiscountCents({ kind: 'percent', value: 10 }, 4, 0)).toBe(0) // 0.4 → 0
    expect(promoDiscountCents({ kind: 'percent', value: 15 }, 1990, 200)).toBe(299) // 298.5
    expect(promoDiscountCents({ kind: 'percent', value: 100 }, 1234, 200)).toBe(1234)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), cents, (percent, subtotal) => {
        const exact = (subtotal * percent) / 100
        const discount = promoDiscountCents({ kind: 'percent', value: percent }, subtotal, 0)
        // Within half a cent of the exact figure, and a half always goes up.
        expect(Math.abs(discount - exact)).toBeLessThanOrEqual(0.5)
        if (exact - Math.floor(exact) === 0.5) expect(discount).toBe(Math.ceil(exact))
      }),
    )
  })

  it('takes a fixed amount whole, or the whole subtotal when it is less', () => {
    expect(promoDiscountCents({ kind: 'fixed', value: 500 }, 2000, 200)).toBe(500)
    expect(promoDiscountCents({ kind: 'fixed', value: 500 }, 300, 200)).toBe(300)
    expect(promoDiscountCents({ kind: 'free-delivery', value: 0 }, 300, 250)).toBe(250)
    expect(promoDiscountCents({ kind: 'free-delivery', value: 0 }, 300, 0)).toBe(0)
  })
})

describe('promoFoodDiscountCents', () => {
  // What the area's minimum and free threshold are judged after (issue 19 §1.6).
  it('is what a percent or fixed code takes off the food, and nothing for free delivery', () => {
    expect(promoFoodDiscountCents({ kind: 'percent', value: 50 }, 1100)).toBe(550)
    expect(promoFoodDiscountCents({ kind: 'fixed', value: 500 }, 300)).toBe(300)
    expect(promoFoodDiscountCents({ kind: 'free-delivery', value: 0 }, 1100)).toBe(0)
  })

  it('follows an applied code’s minimum, as the cart reckons it', () => {
    const applied = { kind: 'percent' as const, value: 10, minimumSubtotal: 20 }
    expect(appliedPromoFoodDiscountCents(applied, 1999)).toBe(0)
    expect(appliedPromoFoodDiscountCents(applied, 2000)).toBe(200)
    expect(
      appliedPromoFoodDiscountCents({ ...applied, kind: 'free-delivery', value: 0 }, 2000),
    ).toBe(0)
  })
})

describe('decidePromo', () => {
  it('gives the discount of a code whose conditions hold', () => {
    expect(decidePromo(code(), order())).toEqual({ ok: true, discountCents: 200 })
  })

  it('tells an unknown and a paused code alike', () => {
    expect(decidePromo(undefined, order())).toEqual({ ok: false, refusal: { reason: 'unknown' } })
    expect(decidePromo(code({ active: false }), order())).toEqual({
      ok: false,
      refusal: { reason: 'unknown' },
    })
  })

  it("counts dates in the restaurant's zone, from the start of the first day to the end of the last", () => {
    const valid = code({ validFrom: '2026-11-25', validUntil: '2026-11-30' })
    const at = (iso: string) => decidePromo(valid, order({ now: new Date(iso) }))
    // Bratislava is UTC+1 in November: its 25th starts at 23:00 UTC on the 24th.
    expect(at('2026-11-24T22:59:59Z')).toEqual({ ok: false, refusal: { reason: 'not-yet-valid' } })
    expect(at('2026-11-24T23:00:00Z').ok).toBe(true)
    expect(at('2026-11-30T22:59:59Z').ok).toBe(true)
    expect(at('2026-11-30T23:00:00Z')).toEqual({ ok: false, refusal: { reason: 'expired' } })
  })

  it('refuses a code used up, by everyone or by this guest', () => {
    expect(decidePromo(code({ maxUses: 3 }), order({ usesTotal: 2 })).ok).toBe(true)
    expect(decidePromo(code({ maxUses: 3 }), order({ usesTotal: 3 }))).toEqual({
      ok: false,
      refusal: { reason: 'used-up' },
    })
    expect(decidePromo(code({ maxUsesPerGuest: 1 }), order({ usesByGuest: 1 }))).toEqual({
      ok: false,
      refusal: { reason: 'used-up' },
    })
  })

  it('refuses the wrong fulfilment, a later order and an order below the minimum', () => {
    expect(decidePromo(code({ fulfilment: 'pickup' }), order())).toEqual({
      ok: false,
      refusal: { reason: 'wrong-fulfilment', fulfilment: 'pickup' },
    })
    expect(decidePromo(code({ fulfilment: 'delivery' }), order()).ok).toBe(true)
    expect(decidePromo(code({ firstOrderOnly: true }), order({ firstOrder: false }))).toEqual({
      ok: false,
      refusal: { reason: 'first-order-only' },
    })
    expect(decidePromo(code({ minimumCents: 2500 }), order())).toEqual({
      ok: false,
      refusal: { reason: 'minimum-not-reached', missingCents: 500, minimumCents: 2500 },
    })
    expect(decidePromo(code({ minimumCents: 2000 }), order()).ok).toBe(true)
  })

  it('never gives a discount that breaks the invariants, whatever the code and the order', () => {
    fc.assert(
      fc.property(
        anyCode,
        fc.option(cents, { nil: null }),
        fc.boolean(),
        cents,
        fee,
        (terms, minimumCents, firstOrderOnly, subtotalCents, deliveryFeeCents) => {
          const decision = decidePromo(
            code({ ...terms, minimumCents, firstOrderOnly }),
            order({ subtotalCents, deliveryFeeCents }),
          )
          if (!decision.ok) {
            expect(decision.refusal.reason).toBe('minimum-not-reached')
            if (decision.refusal.reason === 'minimum-not-reached') {
              expect(subtotalCents + decision.refusal.missingCents).toBe(minimumCents)
            }
            return
          }
          const total = subtotalCents + deliveryFeeCents - decision.discountCents
          expect(decision.discountCents).toBeGreaterThanOrEqual(0)
          expect(total).toBeGreaterThanOrEqual(0)
          if (terms.kind === 'free-delivery') expect(decision.discountCents).toBe(deliveryFeeCents)
          else expect(decision.discountCents).toBeLessThanOrEqual(subtotalCents)
        },
      ),
    )
  })

  it('agrees with the cart’s own reckoning of an applied code', () => {
    fc.assert(
      fc.property(anyCode, fc.option(cents, { nil: null }), cents, fee, (terms, min, sub, fe) => {
        const stored = code({ ...terms, minimumCents: min })
        const applied = { ...promoToEuros(stored), discount: 0 }
        const decision = decidePromo(stored, order({ subtotalCents: sub, deliveryFeeCents: fe }))
        expect(appliedPromoDiscountCents(applied, sub, fe)).toBe(
          decision.ok ? decision.discountCents : 0,
        )
      }),
    )
  })
})

describe('promoCodeBody', () => {
  it('takes a whole code, stored upper-case', () => {
    const parsed = promoCodeBody.parse(inEuros({ code: ' pho-10 ' }))
    expect(parsed.code).toBe('PHO-10')
    expect(promoFromEuros(parsed)).toEqual(code({ code: 'PHO-10' }))
    expect(promoFromEuros(inEuros({ kind: 'fixed', value: 2.5 })).value).toBe(250)
    expect(normalizePromoCode(' summer ')).toBe('SUMMER')
  })

  it('reads back what it writes', () => {
    for (const stored of [
      code(),
      code({ kind: 'fixed', value: 250, minimumCents: 1500, maxUses: 10 }),
      code({ kind: 'free-delivery', value: 0, validFrom: '2026-12-01', fulfilment: 'delivery' }),
    ]) {
      expect(promoFromEuros(promoCodeBody.parse(promoToEuros(stored)))).toEqual(stored)
    }
  })

  const problemAt = (body: unknown) => {
    const result = promoCodeBody.safeParse(body)
    expect(result.success).toBe(false)
    const issue = result.error!.issues[0]!
    return { path: issue.path.join('.'), message: validationFailure(result.error!).message }
  }

  it('refuses each bad field at the field, with its own text', () => {
    expect(problemAt(inEuros({ code: 'a b' }))).toEqual({
      path: 'code',
      message: MESSAGES.promoCodeInvalid,
    })
    expect(problemAt(inEuros({ code: 'AB' })).path).toBe('code')
    expect(problemAt(inEuros({ value: 0 }))).toEqual({
      path: 'value',
      message: MESSAGES.promoPercentInvalid,
    })
    expect(problemAt(inEuros({ value: 101 })).path).toBe('value')
    expect(problemAt(inEuros({ value: 12.5 })).path).toBe('value')
    expect(problemAt(inEuros({ kind: 'fixed', value: 2.005 }))).toEqual({
      path: 'value',
      message: MESSAGES.promoValueInvalid,
    })
    expect(problemAt(inEuros({ kind: 'free-delivery', value: 2 })).message).toBe(
      MESSAGES.promoFreeDeliveryValue,
    )
    expect(problemAt(inEuros({ minimumSubtotal: -1 })).path).toBe('minimumSubtotal')
    expect(problemAt(inEuros({ validFrom: '2026-13-01' })).path).toBe('validFrom')
    expect(problemAt(inEuros({ validFrom: '2026-12-02', validUntil: '2026-12-01' }))).toEqual({
      path: 'validUntil',
      message: MESSAGES.promoDatesOrder,
    })
    expect(problemAt(inEuros({ maxUses: 0 })).path).toBe('maxUses')
    expect(problemAt(inEuros({ maxUsesPerGuest: 1.5 })).path).toBe('maxUsesPerGuest')
    expect(problemAt(inEuros({ fulfilment: 'drone' as never })).path).toBe('fulfilment')
  })

  it('is strict: a field it does not know is refused', () => {
    expect(promoCodeBody.safeParse({ ...inEuros(), uses: 0 }).success).toBe(false)
  })

  it('names its texts’ codes', () => {
    expect(VALIDATION_CODES.promoCodeInvalid).toBe('PROMO_CODE_INVALID')
  })
})

describe('the check and the order bodies', () => {
  it('read the code in any letter case', () => {
    expect(promoCheckBody.parse({ code: ' pho10 ', subtotal: 12 }).code).toBe('PHO10')
    expect(promoCheckBody.safeParse({ code: '', subtotal: 12 }).error?.issues[0]?.message).toBe(
      VALIDATION_CODES.promoCodeRequired,
    )
    const body = {
      address: {
        firstName: 'An',
        lastName: 'Ng',
        email: 'an@example.com',
        street: 'Hlavná 1',
        city: 'Bratislava',
        state: 'BA',
        zipcode: '81101',
        country: 'Slovakia',
        phone: '+421 900 123 456',
      },
      items: [{ _id: 'x', quantity: 1 }],
      amount: 10,
    }
    expect(placeOrderBody.parse({ ...body, promoCode: 'pho10' }).promoCode).toBe('PHO10')
    expect(placeOrderBody.parse({ ...body, promoCode: null }).promoCode).toBeUndefined()
    expect(placeOrderBody.parse(body).promoCode).toBeUndefined()
  })
})
