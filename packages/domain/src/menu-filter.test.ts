import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALLERGENS, MENU_TAGS } from './allergens'
import { keepsDish, menuFilterOf, menuFilterQuery, NO_MENU_FILTER } from './menu-filter'

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
