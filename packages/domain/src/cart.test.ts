import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeOptionGroup } from '../testing'
import type { OptionGroup } from './food'
import {
  DELIVERY_FEE_CENTS,
  MAX_LINE_QUANTITY,
  canonicalCartKey,
  cartKey,
  cartSubtotalCents,
  deliveryFeeCents,
  lineTotalCents,
  orderTotalCents,
  parseCartKey,
} from './cart'

describe('cartKey', () => {
  it('is the dish id for a dish without options', () => {
    expect(cartKey('food-1')).toBe('food-1')
    expect(cartKey('food-1', {})).toBe('food-1')
  })

  it('appends an underscore and the JSON of the options, in the order given', () => {
    expect(cartKey('food-1', { Size: 'l', Extra: 'egg' })).toBe('food-1_{"Size":"l","Extra":"egg"}')
  })
})

describe('parseCartKey', () => {
  it('reads a plain dish id', () => {
    expect(parseCartKey('food-1')).toEqual({ foodId: 'food-1' })
    expect(parseCartKey('food_1')).toEqual({ foodId: 'food_1' })
  })

  it('reads the options back', () => {
    expect(parseCartKey('food_1_{"Size":"l"}')).toEqual({
      foodId: 'food_1',
      selection: { Size: 'l' },
    })
  })

  it.each([
    [''],
    ['_{"Size":"l"}'],
    ['food-1_{"Size":'],
    ['food-1_{"Size":3}'],
    ['food-1_{"Size":null}'],
    ['food-1_{not json}'],
  ])('refuses the malformed key %s', (key) => {
    expect(parseCartKey(key)).toBeNull()
  })

  it('refuses text after the JSON', () => {
    expect(parseCartKey('food-1_{}x')).toBeNull()
  })

  it('inverts cartKey', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => !id.includes('_{')),
        fc.dictionary(fc.string(), fc.string(), { minKeys: 1 }),
        (foodId, selection) => {
          expect(parseCartKey(cartKey(foodId, selection))).toEqual({ foodId, selection })
        },
      ),
    )
  })
})

describe('canonicalCartKey', () => {
  const plain: { options: OptionGroup[] } = { options: [] }
  const soup = {
    options: [
      makeOptionGroup(),
      makeOptionGroup({
        name: 'Broth',
        pricingMode: 'add',
        defaultChoiceCode: 'clear',
        choices: [
          { code: 'clear', label: 'Clear', priceCents: 0 },
          { code: 'spicy', label: 'Spicy', priceCents: 50 },
        ],
      }),
    ],
  }
  const canonical = (key: string, food: typeof plain) => {
    const parsed = parseCartKey(key)
    if (!parsed) throw new Error(`unparsable ${key}`)
    return canonicalCartKey(parsed.foodId, food, parsed.selection)
  }

  it.each(['food-1', 'food-1_{}', 'food-1_{ }', 'food-1_{  }', 'food-1_{\n}'])(
    'writes %j of a dish without options as the bare dish id',
    (key) => {
      expect(canonical(key, plain)).toEqual({ ok: true, key: 'food-1', selection: {} })
    },
  )

  it.each([
    'food-2_{"Size":"l","Broth":"spicy"}',
    'food-2_{"Broth":"spicy","Size":"l"}',
    'food-2_{ "Size" : "l" , "Broth" : "spicy" }',
    'food-2_{"Size":"s","Size":"l","Broth":"spicy"}',
  ])('writes %j with the options in the dish order, without spaces', (key) => {
    expect(canonical(key, soup)).toEqual({
      ok: true,
      key: 'food-2_{"Size":"l","Broth":"spicy"}',
      selection: { Size: 'l', Broth: 'spicy' },
    })
  })

  // The web app and the reference client send every group, defaults included (SPEC §4: the
  // detail opens at the defaults), so that is the one form; a bare id means the same dish.
  it.each(['food-2', 'food-2_{}', 'food-2_{ "Size": "m" }', 'food-2_{"Broth":"clear"}'])(
    'fills in the defaults of %j as the web app writes them',
    (key) => {
      // The selection too, which a sold-out check reads (issue 19 §1.7).
      expect(canonical(key, soup)).toEqual({
        ok: true,
        key: 'food-2_{"Size":"m","Broth":"clear"}',
        selection: { Size: 'm', Broth: 'clear' },
      })
    },
  )

  it('refuses options the dish does not have', () => {
    expect(canonical('food-2_{"Size":"xl"}', soup)).toEqual({
      ok: false,
      message: 'Unknown choice "xl" for option "Size"',
    })
    expect(canonical('food-1_{"Size":"l"}', plain)).toEqual({
      ok: false,
      message: 'Unknown option "Size" for this dish',
    })
  })
})

describe('lineTotalCents', () => {
  it('is price times quantity', () => {
    expect(lineTotalCents(1250, 3)).toBe(3750)
  })

  it.each([[0], [-100], [Number.NaN], [Number.POSITIVE_INFINITY], ['1250'], [undefined], [null]])(
    'counts the invalid price %s as 0',
    (price) => {
      expect(lineTotalCents(price, 2)).toBe(0)
    },
  )

  it('counts a zero, negative or non-finite quantity as 0', () => {
    expect(lineTotalCents(1250, 0)).toBe(0)
    expect(lineTotalCents(1250, -1)).toBe(0)
    expect(lineTotalCents(1250, Number.NaN)).toBe(0)
  })
})

describe('cart totals', () => {
  const lines = [
    { priceCents: 1250, quantity: 2 },
    { priceCents: 350, quantity: 1 },
    { priceCents: 'oops', quantity: 4 },
  ]

  it('sums the lines', () => {
    expect(cartSubtotalCents(lines)).toBe(2850)
    expect(cartSubtotalCents([])).toBe(0)
  })

  it('charges the €2 fee only when there is something to deliver', () => {
    expect(DELIVERY_FEE_CENTS).toBe(200)
    expect(deliveryFeeCents(2850)).toBe(200)
    expect(deliveryFeeCents(0)).toBe(0)
    expect(orderTotalCents(2850)).toBe(3050)
    expect(orderTotalCents(0)).toBe(0)
  })

  it('makes the total the sum of the lines plus the fee', () => {
    const line = fc.record({
      priceCents: fc.oneof(fc.integer({ min: -500, max: 100_000 }), fc.constant(Number.NaN)),
      quantity: fc.integer({ min: 0, max: MAX_LINE_QUANTITY }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (cart) => {
        const lineSum = cart.reduce((sum, l) => sum + lineTotalCents(l.priceCents, l.quantity), 0)
        const subtotal = cartSubtotalCents(cart)
        expect(subtotal).toBe(lineSum)
        expect(subtotal).toBeGreaterThanOrEqual(0)
        expect(orderTotalCents(subtotal)).toBe(lineSum + (lineSum > 0 ? DELIVERY_FEE_CENTS : 0))
        expect(Number.isInteger(orderTotalCents(subtotal))).toBe(true)
      }),
    )
  })
})
