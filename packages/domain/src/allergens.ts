/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II, in the Annex's order: Slovak menus
 * number them 1-14 in this order, so the order is part of the rule, not a taste (issue 12 §2).
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const isAllergen = (code: string): code is Allergen =>
  (ALLERGENS as readonly string[]).includes(code)

/** An allergen's number on Slovak menus and in the law's Annex (1-14). */
export const allergenNumber = (allergen: Allergen) => ALLERGENS.indexOf(allergen) + 1

/** Dietary tags a dish may carry; spiciness is a level of its own (0 = not spicy). */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free'] as const
export type DietaryTag = (typeof DIETARY_TAGS)[number]
export const SPICY_LEVELS = [0, 1, 2, 3] as const
export type SpicyLevel = (typeof SPICY_LEVELS)[number]

/** The Annex II allergens that come from animals: a vegan dish has none of them. */
export const ANIMAL_ALLERGENS: readonly Allergen[] = [
  'crustaceans',
  'eggs',
  'fish',
  'milk',
  'molluscs',
]

/** What the allergen rules read of a dish: `allergens` null means the kitchen has not said. */
export interface AllergenFacts {
  allergens: readonly Allergen[] | null
  options: readonly { choices: readonly { code: string; allergens?: readonly Allergen[] }[] }[]
}

/** In the Annex's order, each once. */
export function sortedAllergens(allergens: Iterable<Allergen>): Allergen[] {
  const present = new Set(allergens)
  return ALLERGENS.filter((allergen) => present.has(allergen))
}

/**
 * The allergens of a dish as ordered: the dish's own and those the chosen choices add (a group
 * without a chosen code counts its default, as pricing does). Null when the dish's own are not
 * stated: nothing can then be promised.
 */
export function allergensOfSelection(
  dish: AllergenFacts & {
    options: readonly {
      name: string
      defaultChoiceCode: string
      choices: readonly { code: string; allergens?: readonly Allergen[] }[]
    }[]
  },
  selection: Readonly<Record<string, string>>,
): Allergen[] | null {
  if (dish.allergens === null) return null
  const found = [...dish.allergens]
  for (const group of dish.options) {
    const code = selection[group.name] ?? group.defaultChoiceCode
    const choice = group.choices.find((candidate) => candidate.code === code)
    found.push(...(choice?.allergens ?? []))
  }
  return sortedAllergens(found)
}

/**
 * Whether a guest avoiding `excluded` can order this dish: its own allergens are stated and
 * free of them, and every option group offers a choice free of them. A dish whose allergens
 * are not stated is never offered as free of anything.
 */
export function canBeOrderedWithout(dish: AllergenFacts, excluded: readonly Allergen[]): boolean {
  if (dish.allergens === null) return false
  if (excluded.length === 0) return true
  const avoided = new Set(excluded)
  if (dish.allergens.some((allergen) => avoided.has(allergen))) return false
  return dish.options.every((group) =>
    group.choices.some((choice) => !(choice.allergens ?? []).some((a) => avoided.has(a))),
  )
}

/** The tags a guest filters the menu by; spicy is any level above 0. */
export const MENU_TAGS = [...DIETARY_TAGS, 'spicy'] as const
export type MenuTag = (typeof MENU_TAGS)[number]

/** Whether a dish belongs under a tag: a vegan dish is vegetarian too. */
export function hasMenuTag(
  dish: { dietaryTags: readonly DietaryTag[]; spicy: SpicyLevel },
  tag: MenuTag,
): boolean {
  if (tag === 'spicy') return dish.spicy > 0
  if (tag === 'vegetarian') return dish.dietaryTags.some((t) => t === 'vegetarian' || t === 'vegan')
  return dish.dietaryTags.includes(tag)
}
