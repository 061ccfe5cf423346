import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeFood, makeOptionGroup } from '../testing'
import type { OptionGroup, PricedFood, SelectedOptions } from './food'
import {
  currentImage,
  defaultSelection,
  formatPriceRange,
  priceRange,
  resolveSelection,
  unitPriceCents,
} from './pricing'

const size = makeOptionGroup()
const toppings = makeOptionGroup({
  name: 'Extra',
  pricingMode: 'add',
  defaultChoiceCode: 'none',
  choices: [
    { code: 'none', label: 'None', priceCents: 0 },
    { code: 'egg', label: 'Egg', priceCents: 150 },
    { code: 'beef', label: 'More beef', priceCents: 300, image: 'beef.webp' },
  ],
})
const drink = makeOptionGroup({
  name: 'Drink',
  pricingMode: 'add',
  defaultChoiceCode: 'tea',
  choices: [
    { code: 'tea', label: 'Iced tea', priceCents: 100 },
    { code: 'coffee', label: 'Coffee', priceCents: 250, image: 'coffee.webp' },
  ],
})

describe('defaultSelection', () => {
  it('picks each group’s default choice', () => {
    const food = makeFood({ options: [size, toppings] })
    expect(defaultSelection(food)).toEqual({ Size: 'm', Extra: 'none' })
  })

  it('falls back to the first choice when the default code no longer exists', () => {
    const food = makeFood({ options: [makeOptionGroup({ defaultChoiceCode: 'xxl' })] })
    expect(defaultSelection(food)).toEqual({ Size: 's' })
  })

  it('leaves out a group without choices, and is empty for a dish without options', () => {
    expect(defaultSelection(makeFood({ options: [makeOptionGroup({ choices: [] })] }))).toEqual({})
    expect(defaultSelection(makeFood())).toEqual({})
  })
})

describe('resolveSelection', () => {
  const food = makeFood({ options: [size, toppings] })

  it('fills defaults for groups not chosen, in the dish’s group order', () => {
    const result = resolveSelection(food, { Extra: 'egg' })
    expect(result).toEqual({ ok: true, selection: { Size: 'm', Extra: 'egg' } })
    expect(result.ok && Object.keys(result.selection)).toEqual(['Size', 'Extra'])
  })

  it('accepts a missing selection', () => {
    expect(resolveSelection(food, undefined)).toEqual({
      ok: true,
      selection: { Size: 'm', Extra: 'none' },
    })
  })

  it('refuses an unknown option', () => {
    expect(resolveSelection(food, { Sauce: 'hot' })).toEqual({
      ok: false,
      message: 'Unknown option "Sauce" for this dish',
    })
  })

  it('refuses an unknown choice', () => {
    expect(resolveSelection(food, { Size: 'xl' })).toEqual({
      ok: false,
      message: 'Unknown choice "xl" for option "Size"',
    })
  })

  it('refuses any option for a dish without options', () => {
    expect(resolveSelection(makeFood(), { Size: 'm' }).ok).toBe(false)
  })

  it('does not mistake inherited object members for choices', () => {
    const tricky = makeFood({ options: [makeOptionGroup({ name: 'constructor' })] })
    expect(resolveSelection(tricky, {})).toEqual({ ok: true, selection: { constructor: 'm' } })
    expect(unitPriceCents(tricky, {})).toBe(1250)
    const sent = JSON.parse('{"__proto__":"x"}') as SelectedOptions
    expect(resolveSelection(food, sent)).toEqual({
      ok: false,
      message: 'Unknown option "__proto__" for this dish',
    })
  })
})

describe('unitPriceCents', () => {
  it('is the base price without options', () => {
    expect(unitPriceCents(makeFood({ priceCents: 990 }), {})).toBe(990)
  })

  it('is the promotion price during a promotion', () => {
    const food = makeFood({ priceCents: 990, isPromotion: true, promotionPriceCents: 790 })
    expect(unitPriceCents(food, {})).toBe(790)
  })

  it('lets the override choice replace the base price, promotion included', () => {
    const food = makeFood({ isPromotion: true, promotionPriceCents: 500, options: [size] })
    expect(unitPriceCents(food, { Size: 'l' })).toBe(1400)
    expect(unitPriceCents(food, {})).toBe(1250)
  })

  it('uses only the first override group', () => {
    const second = makeOptionGroup({
      name: 'Portion',
      defaultChoiceCode: 'big',
      choices: [{ code: 'big', label: 'Big', priceCents: 9900 }],
    })
    const food = makeFood({ options: [size, second] })
    expect(unitPriceCents(food, { Size: 's', Portion: 'big' })).toBe(1000)
  })

  it('adds every add-mode group’s choice, chosen or default', () => {
    const food = makeFood({ priceCents: 1000, options: [toppings, drink] })
    expect(unitPriceCents(food, { Extra: 'beef' })).toBe(1000 + 300 + 100)
    expect(unitPriceCents(food, { Extra: 'egg', Drink: 'coffee' })).toBe(1000 + 150 + 250)
  })

  it('adds on top of the override whatever the group order', () => {
    const food = makeFood({ priceCents: 1, options: [toppings, size] })
    expect(unitPriceCents(food, { Size: 's', Extra: 'egg' })).toBe(1150)
  })

  it('treats an unknown choice as the default', () => {
    expect(unitPriceCents(makeFood({ options: [size] }), { Size: 'xl' })).toBe(1250)
  })

  it('never goes below 0', () => {
    const discount = makeOptionGroup({
      name: 'Coupon',
      pricingMode: 'add',
      defaultChoiceCode: 'big',
      choices: [{ code: 'big', label: 'Big coupon', priceCents: -5000 }],
    })
    expect(unitPriceCents(makeFood({ options: [discount] }), {})).toBe(0)
  })
})

describe('priceRange', () => {
  it('is one price for a dish without options', () => {
    expect(priceRange(makeFood({ priceCents: 1250 }))).toEqual({ minCents: 1250, maxCents: 1250 })
  })

  it('spans the override choices plus the add-on extremes', () => {
    const food = makeFood({ options: [size, toppings, drink] })
    expect(priceRange(food)).toEqual({ minCents: 1000 + 0 + 100, maxCents: 1400 + 300 + 250 })
  })

  it('ignores groups without choices', () => {
    const empty = makeOptionGroup({ choices: [] })
    expect(priceRange(makeFood({ priceCents: 700, options: [empty] }))).toEqual({
      minCents: 700,
      maxCents: 700,
    })
  })
})

describe('formatPriceRange', () => {
  it('shows one price when the ends are equal', () => {
    expect(formatPriceRange({ minCents: 1200, maxCents: 1200 })).toBe('€12')
  })

  it('shows min - max otherwise', () => {
    expect(formatPriceRange({ minCents: 1000, maxCents: 1450 })).toBe('€10 - €14.50')
  })

  it('writes both ends in the page’s language', () => {
    expect(formatPriceRange({ minCents: 1000, maxCents: 1450 }, 'sk')).toBe(
      '10,00\u00a0€ - 14,50\u00a0€',
    )
    expect(formatPriceRange({ minCents: 990, maxCents: 990 }, 'vi')).toBe('9,90\u00a0€')
  })
})

describe('currentImage', () => {
  it('is the dish image when no chosen choice has one', () => {
    expect(currentImage(makeFood({ options: [size, toppings] }), {})).toBe('pho.webp')
  })

  it('is the chosen choice’s image', () => {
    const food = makeFood({ options: [size, toppings] })
    expect(currentImage(food, { Extra: 'beef' })).toBe('beef.webp')
  })

  it('takes the first group whose chosen choice has an image', () => {
    const food = makeFood({ options: [toppings, drink] })
    expect(currentImage(food, { Extra: 'beef', Drink: 'coffee' })).toBe('beef.webp')
    expect(currentImage(food, { Extra: 'egg', Drink: 'coffee' })).toBe('coffee.webp')
  })

  it('is undefined when nothing has an image', () => {
    expect(currentImage(makeFood({ image: undefined }), {})).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------------
// Properties: the fast range computation agrees with trying every combination.

const choiceArb = (index: number) =>
  fc.record({
    code: fc.constant(`c${index}`),
    label: fc.constant(`Choice ${index}`),
    priceCents: fc.integer({ min: -2000, max: 5000 }),
  })

const groupArb = (index: number): fc.Arbitrary<OptionGroup> =>
  fc
    .tuple(
      fc.constantFrom<OptionGroup['pricingMode']>('override', 'add'),
      fc
        .integer({ min: 0, max: 4 })
        .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => choiceArb(i)))),
      fc.integer({ min: 0, max: 4 }),
    )
    .map(([pricingMode, choices, defaultIndex]) => ({
      name: `Group ${index}`,
      pricingMode,
      defaultChoiceCode: `c${defaultIndex}`,
      choices,
    }))

const foodArb: fc.Arbitrary<PricedFood> = fc
  .tuple(
    fc.integer({ min: 0, max: 10000 }),
    fc.boolean(),
    fc.integer({ min: -100, max: 10000 }),
    fc
      .integer({ min: 0, max: 4 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => groupArb(i)))),
  )
  .map(([priceCents, isPromotion, promotionPriceCents, options]) => ({
    priceCents,
    isPromotion,
    originalPriceCents: priceCents,
    promotionPriceCents,
    options,
  }))

/** Every full selection of a dish: the cartesian product the real code avoids. */
function allSelections(food: PricedFood): SelectedOptions[] {
  let selections: SelectedOptions[] = [{}]
  for (const group of food.options) {
    if (group.choices.length === 0) continue
    selections = selections.flatMap((selection) =>
      group.choices.map((choice) => ({ ...selection, [group.name]: choice.code })),
    )
  }
  return selections
}

describe('pricing properties', () => {
  it('keeps every selection’s price within the range, and attains both ends', () => {
    fc.assert(
      fc.property(foodArb, (food) => {
        const { minCents, maxCents } = priceRange(food)
        const prices = allSelections(food).map((selection) => unitPriceCents(food, selection))
        expect(minCents).toBeLessThanOrEqual(maxCents)
        for (const price of prices) {
          expect(price).toBeGreaterThanOrEqual(minCents)
          expect(price).toBeLessThanOrEqual(maxCents)
        }
        expect(prices).toContain(minCents)
        expect(prices).toContain(maxCents)
      }),
    )
  })

  it('never prices below 0, whatever the selection holds', () => {
    fc.assert(
      fc.property(
        foodArb,
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 3 })),
        (food, selection) => {
          expect(unitPriceCents(food, selection)).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('prices the default selection like an empty one', () => {
    fc.assert(
      fc.property(foodArb, (food) => {
        expect(unitPriceCents(food, defaultSelection(food))).toBe(unitPriceCents(food, {}))
      }),
    )
  })

  it('resolves every full selection to itself', () => {
    fc.assert(
      fc.property(foodArb, (food) => {
        for (const selection of allSelections(food)) {
          expect(resolveSelection(food, selection)).toEqual({ ok: true, selection })
        }
      }),
    )
  })
})
