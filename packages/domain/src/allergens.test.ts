import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALLERGEN_NAMES } from './allergen-names'
import {
  ALLERGENS,
  allergenNumber,
  allergensOfSelection,
  canBeOrderedWithout,
  hasMenuTag,
  sortedAllergens,
  type Allergen,
} from './allergens'
import { LANGUAGES } from './language'

const allergen = fc.constantFrom(...ALLERGENS)
const allergenSet = fc.uniqueArray(allergen, { maxLength: 14 })
const choice = fc.record({
  code: fc.stringMatching(/^[a-z]{1,4}$/),
  allergens: allergenSet,
})
const dish = fc.record({
  allergens: fc.option(allergenSet, { nil: null }),
  options: fc.array(fc.record({ choices: fc.array(choice, { minLength: 1, maxLength: 4 }) }), {
    maxLength: 3,
  }),
})

describe('the allergens of Annex II', () => {
  it('are the fourteen of the law, numbered 1-14 in its order', () => {
    expect(ALLERGENS).toHaveLength(14)
    expect(allergenNumber('gluten')).toBe(1)
    expect(allergenNumber('milk')).toBe(7)
    expect(allergenNumber('molluscs')).toBe(14)
  })

  it('are named in every language, each name its own', () => {
    for (const language of LANGUAGES) {
      const names = ALLERGENS.map((code) => ALLERGEN_NAMES[language][code])
      expect(names.every((name) => name.trim().length > 0)).toBe(true)
      expect(new Set(names).size).toBe(14)
    }
    expect(ALLERGEN_NAMES.sk.milk).toBe('Mlieko')
    expect(ALLERGEN_NAMES.vi.peanuts).toBe('Lạc (đậu phộng)')
  })

  it('are listed in the Annex’s order, each once', () => {
    fc.assert(
      fc.property(fc.array(allergen), (found) => {
        const sorted = sortedAllergens(found)
        expect(new Set(sorted).size).toBe(sorted.length)
        expect(new Set(sorted)).toEqual(new Set(found))
        const numbers = sorted.map(allergenNumber)
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
      }),
    )
  })
})

describe('allergensOfSelection', () => {
  const pho = {
    allergens: ['soy', 'celery'] as Allergen[],
    options: [
      {
        name: 'Extras',
        defaultChoiceCode: 'none',
        choices: [
          { code: 'none', allergens: [] },
          { code: 'egg', allergens: ['eggs'] as Allergen[] },
        ],
      },
    ],
  }

  it('adds what the chosen choice adds, and the default’s when none is chosen', () => {
    expect(allergensOfSelection(pho, { Extras: 'egg' })).toEqual(['eggs', 'soy', 'celery'])
    expect(allergensOfSelection(pho, {})).toEqual(['soy', 'celery'])
  })

  it('promises nothing for a dish whose allergens are not stated', () => {
    expect(allergensOfSelection({ ...pho, allergens: null }, { Extras: 'egg' })).toBeNull()
  })
})

describe('canBeOrderedWithout', () => {
  it('never offers a dish whose allergens are not stated', () => {
    fc.assert(
      fc.property(dish, fc.array(allergen), (candidate, excluded) => {
        if (candidate.allergens === null) {
          expect(canBeOrderedWithout(candidate, excluded)).toBe(false)
        }
      }),
    )
  })

  it('offers a dish only when it and one choice of each group are free of every excluded one', () => {
    fc.assert(
      fc.property(dish, fc.uniqueArray(allergen, { maxLength: 4 }), (candidate, excluded) => {
        if (!canBeOrderedWithout(candidate, excluded)) return
        // Then some selection, one free choice per group, holds none of the excluded ones.
        const own = candidate.allergens ?? []
        const picked = candidate.options.map((group) =>
          group.choices.find((c) => !c.allergens.some((a) => excluded.includes(a)))!,
        )
        const ordered = [...own, ...picked.flatMap((c) => c.allergens)]
        expect(ordered.some((a) => excluded.includes(a))).toBe(false)
      }),
    )
  })

  it('excluding more never offers more dishes', () => {
    fc.assert(
      fc.property(dish, fc.array(allergen), allergen, (candidate, excluded, more) => {
        if (canBeOrderedWithout(candidate, [...excluded, more])) {
          expect(canBeOrderedWithout(candidate, excluded)).toBe(true)
        }
      }),
    )
  })

  it('keeps a dish whose only egg is an extra the guest can leave out', () => {
    const pho = {
      allergens: ['soy'] as Allergen[],
      options: [
        { choices: [{ code: 'none' }, { code: 'egg', allergens: ['eggs'] as Allergen[] }] },
      ],
    }
    expect(canBeOrderedWithout(pho, ['eggs'])).toBe(true)
    expect(canBeOrderedWithout(pho, ['soy'])).toBe(false)
  })
})

describe('hasMenuTag', () => {
  it('counts a vegan dish as vegetarian, and any heat as spicy', () => {
    expect(hasMenuTag({ dietaryTags: ['vegan'], spicy: 0 }, 'vegetarian')).toBe(true)
    expect(hasMenuTag({ dietaryTags: ['vegetarian'], spicy: 0 }, 'vegan')).toBe(false)
    expect(hasMenuTag({ dietaryTags: [], spicy: 1 }, 'spicy')).toBe(true)
    expect(hasMenuTag({ dietaryTags: ['gluten-free'], spicy: 0 }, 'spicy')).toBe(false)
    expect(hasMenuTag({ dietaryTags: ['gluten-free'], spicy: 0 }, 'gluten-free')).toBe(true)
  })
})
