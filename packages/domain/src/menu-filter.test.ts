import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALLERGENS, MENU_TAGS } from './allergens'
import {
  keepsDish,
  menuFilterOf,
  menuFilterQuery,
  NO_MENU_FILTER,
  suggestsDish,
} from './menu-filter'

const filter = fc.record({
  without: fc.uniqueArray(fc.constantFrom(...ALLERGENS)),
  tags: fc.uniqueArray(fc.constantFrom(...MENU_TAGS)),
})

describe('the menu filter in the address', () => {
  it('reads comma lists and repeated keys, drops what it does not know', () => {
    const read = menuFilterOf('?without=milk%2Cpeanuts&without=garlic&tag=vegan&tag=keto&x=%E0')
    expect(read).toEqual({ without: ['peanuts', 'milk'], tags: ['vegan'] })
  })

  it('writes one spelling for one filter, and reads back what it wrote', () => {
    fc.assert(
      fc.property(filter, (chosen) => {
        const query = menuFilterQuery(chosen)
        const read = menuFilterOf(query)
        expect(new Set(read.without)).toEqual(new Set(chosen.without))
        expect(new Set(read.tags)).toEqual(new Set(chosen.tags))
        expect(menuFilterQuery(read)).toBe(query)
      }),
    )
    expect(menuFilterQuery(NO_MENU_FILTER)).toBe('')
    expect(menuFilterQuery({ without: ['peanuts', 'milk'], tags: [] })).toBe('without=peanuts,milk')
  })
})

describe('keepsDish', () => {
  const pho = {
    allergens: ['fish' as const],
    options: [],
    dietaryTags: [],
    spicy: 0 as const,
  }
  const tofu = {
    allergens: ['soy' as const],
    options: [],
    dietaryTags: ['vegan' as const],
    spicy: 2 as const,
  }

  it('keeps a dish free of every excluded allergen and carrying every tag', () => {
    expect(keepsDish(pho, { without: ['peanuts', 'milk'], tags: [] })).toBe(true)
    expect(keepsDish(pho, { without: ['fish'], tags: [] })).toBe(false)
    expect(keepsDish(tofu, { without: [], tags: ['vegetarian', 'spicy'] })).toBe(true)
    expect(keepsDish(pho, { without: [], tags: ['vegetarian'] })).toBe(false)
  })

  it('never keeps a dish whose allergens are not stated once any is excluded', () => {
    expect(keepsDish({ ...pho, allergens: null }, { without: ['milk'], tags: [] })).toBe(false)
    expect(keepsDish({ ...pho, allergens: null }, NO_MENU_FILTER)).toBe(true)
  })
})

// Issue 19 §2.4: a suggestion is added at a tap with its default choices.
describe('suggestsDish', () => {
  const dish = (
    allergens: ('gluten' | 'milk')[] | null,
    defaultAllergens: ('gluten' | 'milk')[] = [],
  ) => ({
    allergens,
    options: [
      {
        name: 'Bread',
        defaultChoiceCode: 'baguette',
        choices: [
          { code: 'baguette', allergens: defaultAllergens },
          { code: 'none', allergens: [] },
        ],
      },
    ],
    dietaryTags: [],
    spicy: 0 as const,
  })
  const noGluten = { without: ['gluten' as const], tags: [] }

  it('suggests anything without a filter', () => {
    expect(suggestsDish(dish(null, ['gluten']), NO_MENU_FILTER)).toBe(true)
  })

  it('suggests a dish only as it is added: free of every allergen left out', () => {
    expect(suggestsDish(dish([]), noGluten)).toBe(true)
    expect(suggestsDish(dish(['gluten']), noGluten)).toBe(false)
    // The menu keeps it (it can be ordered without the bread), but a tap would add the bread.
    expect(keepsDish(dish([], ['gluten']), noGluten)).toBe(true)
    expect(suggestsDish(dish([], ['gluten']), noGluten)).toBe(false)
    expect(suggestsDish(dish(null), noGluten)).toBe(false)
  })

  it('honours the tags as the menu does', () => {
    expect(suggestsDish(dish([]), { without: [], tags: ['vegan'] })).toBe(false)
    expect(
      suggestsDish({ ...dish(null), dietaryTags: ['vegan'] }, { without: [], tags: ['vegan'] }),
    ).toBe(true)
  })
})
