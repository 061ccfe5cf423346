import { dishBody, type Allergen } from '@quan/domain'
import { describe, expect, it } from 'vitest'
import { listIconNames } from './dish-pictures'
import { seedCategories, seedDishes } from './seed-data'
import type { OptionChoice, OptionGroup, SeedDish } from './seed-data'

const CATEGORIES = [
  'Noodles',
  'Main Course',
  'Appetizers',
  'Drinks',
  'Desserts',
  'Pizza',
  'Sides',
  'Rice',
]
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

const groups = (dish: SeedDish, mode: OptionGroup['pricingMode']) =>
  (dish.options ?? []).filter((group) => group.pricingMode === mode)

describe('demo restaurant categories', () => {
  it('are exactly the eight menu categories', () => {
    expect(seedCategories.map((category) => category.name)).toEqual(CATEGORIES)
  })

  it('each have a known icon and a hex background', () => {
    const icons = listIconNames()
    for (const category of seedCategories) {
      expect(icons.has(category.icon), category.icon).toBe(true)
      expect(category.background).toMatch(HEX_COLOUR)
    }
  })
})

describe('demo restaurant dishes', () => {
  it('fill a real menu in every category', () => {
    expect(seedDishes.length).toBeGreaterThanOrEqual(34)
    for (const dish of seedDishes) expect(CATEGORIES).toContain(dish.category)
    for (const category of CATEGORIES) {
      expect(
        seedDishes.some((dish) => dish.category === category),
        category,
      ).toBe(true)
    }
  })

  it('have unique SKUs and names', () => {
    expect(new Set(seedDishes.map((dish) => dish.sku)).size).toBe(seedDishes.length)
    expect(new Set(seedDishes.map((dish) => dish.name)).size).toBe(seedDishes.length)
    expect(new Set(seedDishes.map((dish) => dish.nameEN)).size).toBe(seedDishes.length)
    for (const dish of seedDishes) expect(dish.sku).toMatch(/^[A-Z]{2}-\d{3}$/)
  })

  it('are named in three languages and described', () => {
    for (const dish of seedDishes) {
      for (const text of [dish.name, dish.nameVI, dish.nameEN, dish.nameSK, dish.description]) {
        expect(text.trim(), dish.sku).not.toBe('')
        expect(text, dish.sku).toBe(text.trim())
        // Composed (NFC) diacritics, so search and sorting see one character per letter.
        expect(text.normalize('NFC'), dish.sku).toBe(text)
      }
      expect(dish.name).toBe(dish.nameVI)
    }
  })

  // Issue 19 §5: the restaurant tells a Hanoi story, so its Vietnamese menu speaks northern
  // words (nem rán, lạc, bát, cốc, lợn), as the shop's own texts do.
  it('are written in Vietnamese with the northern words', () => {
    const southern = /chả giò|đậu phộng|(?<!\p{L})(tô|ly|heo|muỗng)(?!\p{L})/iu
    const texts = seedDishes.flatMap((dish) => [
      dish.nameVI,
      dish.descriptionVI,
      ...(dish.options ?? []).flatMap((group) => [
        group.nameVI,
        ...group.choices.map((choice) => choice.labelVI),
      ]),
    ])
    expect(texts.filter((text) => southern.test(text))).toEqual([])
  })

  it('have positive whole-cent prices in sensible ranges', () => {
    for (const dish of seedDishes) {
      expect(Number.isInteger(dish.priceCents) && dish.priceCents > 0, dish.sku).toBe(true)
      const [low, high] =
        dish.category === 'Drinks'
          ? [250, 500]
          : dish.category === 'Desserts'
            ? [300, 600]
            : dish.category === 'Sides'
              ? [200, 600]
              : dish.category === 'Appetizers'
                ? [400, 900]
                : [700, 1500]
      expect(dish.priceCents, dish.sku).toBeGreaterThanOrEqual(low)
      expect(dish.priceCents, dish.sku).toBeLessThanOrEqual(high)
    }
  })

  it('have popularity figures in range, with some at zero', () => {
    for (const dish of seedDishes) {
      expect(Number.isInteger(dish.soldCount) && dish.soldCount >= 0 && dish.soldCount <= 900).toBe(
        true,
      )
      expect(Number.isInteger(dish.likes) && dish.likes >= 0 && dish.likes <= 300).toBe(true)
    }
    expect(seedDishes.filter((dish) => dish.soldCount === 0).length).toBeGreaterThanOrEqual(2)
    expect(seedDishes.filter((dish) => dish.likes === 0).length).toBeGreaterThanOrEqual(2)
    expect(seedDishes.filter((dish) => dish.soldCount > 0).length).toBeGreaterThan(20)
    expect(seedDishes.filter((dish) => dish.likes > 0).length).toBeGreaterThan(20)
  })

  it('put at least four dishes on a real promotion', () => {
    const promoted = seedDishes.filter((dish) => dish.isPromotion)
    expect(promoted.length).toBeGreaterThanOrEqual(4)
    for (const dish of promoted) {
      expect(dish.originalPriceCents, dish.sku).toBe(dish.priceCents)
      expect(Number.isInteger(dish.promotionPriceCents), dish.sku).toBe(true)
      expect(dish.promotionPriceCents, dish.sku).toBeGreaterThan(0)
      expect(dish.promotionPriceCents, dish.sku).toBeLessThan(dish.priceCents)
    }
    for (const dish of seedDishes.filter((d) => !d.isPromotion)) {
      expect(dish.promotionPriceCents, dish.sku).toBeUndefined()
      expect(dish.originalPriceCents, dish.sku).toBeUndefined()
    }
  })

  it('have exactly one unavailable dish', () => {
    const inactive = seedDishes.filter((dish) => (dish.status ?? 'active') !== 'active')
    expect(inactive).toHaveLength(1)
    expect(inactive[0]?.status).toBe('inactive')
  })

  it('offer override and add option groups', () => {
    const withOverride = seedDishes.filter((dish) => groups(dish, 'override').length > 0)
    const withAdd = seedDishes.filter((dish) => groups(dish, 'add').length > 0)
    expect(withOverride.length).toBeGreaterThanOrEqual(3)
    expect(withAdd.length).toBeGreaterThanOrEqual(3)
    expect(withOverride.some((dish) => withAdd.includes(dish))).toBe(true)
  })

  it('have well-formed option groups', () => {
    for (const dish of seedDishes) {
      const names = (dish.options ?? []).map((group) => group.name)
      expect(new Set(names).size, dish.sku).toBe(names.length)
      for (const group of dish.options ?? []) {
        const where = `${dish.sku} ${group.name}`
        expect(group.choices.length, where).toBeGreaterThanOrEqual(2)
        const codes = group.choices.map((choice) => choice.code)
        expect(new Set(codes).size, where).toBe(codes.length)
        expect(codes, where).toContain(group.defaultChoiceCode)
        for (const choice of group.choices) {
          expect(choice.code, where).toMatch(/^[a-z][a-z0-9]{0,15}$/)
          expect(choice.label.trim(), where).not.toBe('')
          expect(Number.isInteger(choice.priceCents), where).toBe(true)
          if (group.pricingMode === 'override') {
            expect(choice.priceCents, where).toBeGreaterThan(0)
          } else {
            expect(choice.priceCents, where).toBeGreaterThanOrEqual(0)
          }
        }
        if (group.pricingMode === 'override') {
          // The default size or filling is the price the menu lists.
          const fallback = group.choices.find((c) => c.code === group.defaultChoiceCode)
          expect(fallback?.priceCents, where).toBe(dish.priceCents)
        } else {
          const fallback = group.choices.find((c) => c.code === group.defaultChoiceCode)
          expect(fallback?.priceCents, where).toBe(0)
        }
      }
    }
  })

  it('keep the discount badge honest: no promotion on an override-priced dish', () => {
    for (const dish of seedDishes.filter((d) => d.isPromotion)) {
      expect(groups(dish, 'override'), dish.sku).toEqual([])
    }
  })

  it('use only icons of the bundled emoji set and hex backgrounds', () => {
    const icons = listIconNames()
    for (const dish of seedDishes) {
      expect(icons.has(dish.icon), `${dish.sku} ${dish.icon}`).toBe(true)
      expect(dish.background, dish.sku).toMatch(HEX_COLOUR)
    }
  })
})

describe('the demo menu’s allergens (issue 12 §2)', () => {
  it('are stated for every dish, and every dish is one the back office would accept', () => {
    for (const dish of seedDishes) {
      const body = {
        ...dish,
        price: dish.priceCents / 100,
        promotionPrice: (dish.promotionPriceCents ?? 0) / 100,
        isPromotion: dish.isPromotion ?? false,
        status: dish.status ?? 'active',
        options: (dish.options ?? []).map((group) => ({
          ...group,
          choices: group.choices.map((choice) => ({ ...choice, price: choice.priceCents / 100 })),
        })),
      }
      const parsed = dishBody.safeParse(body)
      expect(parsed.success, `${dish.sku}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(Array.isArray(dish.allergens), dish.sku).toBe(true)
    }
  })

  // What a description names must be among the allergens: a guest reads both side by side.
  const NAMED: [RegExp, Allergen][] = [
    [/peanut/i, 'peanuts'],
    [/prawn|shrimp/i, 'crustaceans'],
    [/\begg|custard/i, 'eggs'],
    [/\bbutter\b|mozzarella|cheese|condensed milk|milk tea|ice cream/i, 'milk'],
    [/fish/i, 'fish'],
    [/sesame/i, 'sesame'],
    [/squid|oyster/i, 'molluscs'],
    [/\bsoy/i, 'soy'],
    [/baguette|base\b|batter|lager|egg noodles/i, 'gluten'],
  ]
  it.each(NAMED)('list %s wherever a description names it', (pattern, allergen) => {
    for (const dish of seedDishes.filter((d) => pattern.test(d.description))) {
      expect(dish.allergens, `${dish.sku} ${dish.nameEN}`).toContain(allergen)
    }
  })

  it('have an extra that adds an allergen say so (an extra egg adds eggs), in any language', () => {
    const choices = seedDishes.flatMap((dish) =>
      (dish.options ?? []).flatMap((group) => group.choices),
    )
    const says = (choice: OptionChoice, pattern: RegExp) =>
      [choice.label, choice.labelVI, choice.labelEN, choice.labelSK].some((label) =>
        pattern.test(label),
      )
    const egg = /\begg|mayo|trứng|vajc|vaje|volské oko|majonéz/i
    expect(choices.filter((c) => says(c, egg)).length).toBeGreaterThanOrEqual(4)
    for (const choice of choices.filter((c) => says(c, egg))) {
      expect(choice.allergens, choice.label).toContain('eggs')
    }
    for (const choice of choices.filter((c) => says(c, /cheese|phô mai|\bsyr/i))) {
      expect(choice.allergens, choice.label).toContain('milk')
    }
  })
})

/** One menu text of the demo in the shop's three languages, named for a failure message. */
interface MenuText {
  where: string
  vi: string
  en: string
  sk: string
  /** The base text, where it is English (a dish's base name is Vietnamese). */
  base?: string
}

const menuTexts = (): MenuText[] => [
  ...seedCategories.map((category) => ({
    where: `category ${category.name}`,
    vi: category.nameVI,
    en: category.nameEN,
    sk: category.nameSK,
    base: category.name,
  })),
  ...seedDishes.flatMap((dish) => [
    { where: `${dish.sku} name`, vi: dish.nameVI, en: dish.nameEN, sk: dish.nameSK },
    {
      where: `${dish.sku} description`,
      vi: dish.descriptionVI,
      en: dish.descriptionEN,
      sk: dish.descriptionSK,
      base: dish.description,
    },
    ...(dish.options ?? []).flatMap((group) => [
      {
        where: `${dish.sku} group ${group.name}`,
        vi: group.nameVI,
        en: group.nameEN,
        sk: group.nameSK,
        base: group.name,
      },
      ...group.choices.map((choice) => ({
        where: `${dish.sku} ${group.name} choice ${choice.code}`,
        vi: choice.labelVI,
        en: choice.labelEN,
        sk: choice.labelSK,
        base: choice.label,
      })),
    ]),
  ]),
]

const LANGUAGES = ['vi', 'en', 'sk'] as const

// Written alike in Vietnamese, English and Slovak menus: a copy of these is no oversight.
const SAME_IN_EVERY_LANGUAGE = ['Pizza', 'Tofu', 'Dip', '30 cm', '40 cm']

describe('the demo menu in three languages (issue 12 §1)', () => {
  it('gives every category, dish, description, option group and choice a text in vi, en and sk', () => {
    const texts = menuTexts()
    // Every item is there to be checked: 8 categories, two texts per dish, groups and choices.
    const groups = seedDishes.flatMap((dish) => dish.options ?? [])
    expect(texts).toHaveLength(
      seedCategories.length +
        2 * seedDishes.length +
        groups.length +
        groups.reduce((sum, group) => sum + group.choices.length, 0),
    )
    const missing = texts.flatMap((text) =>
      LANGUAGES.filter((lang) => typeof text[lang] !== 'string' || !text[lang].trim()).map(
        (lang) => `${text.where} (${lang})`,
      ),
    )
    expect(missing).toEqual([])
  })

  it('writes them trimmed and with composed (NFC) diacritics, as search expects', () => {
    for (const text of menuTexts()) {
      for (const lang of LANGUAGES) {
        const where = `${text.where} (${lang})`
        expect(text[lang], where).toBe(text[lang].trim())
        expect(text[lang].normalize('NFC'), where).toBe(text[lang])
      }
    }
  })

  it('translates them: no Vietnamese or Slovak text is a copy of the English one', () => {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
    const copies = menuTexts().flatMap((text) => {
      const english = [text.en, ...(text.base === undefined ? [] : [text.base])]
      return (['vi', 'sk'] as const)
        .filter((lang) => english.some((en) => same(text[lang], en)))
        .filter((lang) => !SAME_IN_EVERY_LANGUAGE.includes(text[lang]))
        .map((lang) => `${text.where} (${lang}): ${text[lang]}`)
    })
    expect(copies).toEqual([])
  })

  it('keeps the list of words written alike short and in use', () => {
    const texts = menuTexts()
    for (const word of SAME_IN_EVERY_LANGUAGE) {
      expect(
        texts.some((text) => text.en === word && (text.vi === word || text.sk === word)),
        word,
      ).toBe(true)
    }
  })

  it('describes every dish in the letters of each language', () => {
    // A description pasted in the wrong language, or English barely changed, lacks them. (Not
    // the other way round: a Slovak text may name Huế, and 'ô' is a letter of both.)
    const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i
    const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i
    for (const dish of seedDishes) {
      expect(dish.descriptionVI, dish.sku).toMatch(VIETNAMESE)
      expect(dish.descriptionSK, dish.sku).toMatch(SLOVAK)
    }
  })
})
