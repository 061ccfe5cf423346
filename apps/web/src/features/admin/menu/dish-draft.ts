import {
  ANIMAL_ALLERGENS,
  type Allergen,
  type DietaryTag,
  type SpicyLevel,
} from '@quan/domain/allergens'
import type { Food } from '@quan/domain/answers'
import type { PricingMode } from '@quan/domain/food'
import { TEXT_SUFFIXES } from '@quan/domain/menu-texts'
import type { Language } from '../../../i18n/languages'
import type { TextsByLanguage } from './language-tabs'
import { MAX_PRICE_EUROS, type DishBody } from '@quan/domain/validation'

/** The statuses the form may set; archiving has its own call. */
type EditableStatus = DishBody['status']

/**
 * A dish as the form holds it: texts as typed (prices too, so '12.' can be typed on the way to
 * '12.50'), and a stable key per option group and choice so that React keeps each row's focus
 * and state when rows move.
 */
export interface ChoiceDraft {
  key: string
  code: string
  label: string
  labelVI: string
  labelEN: string
  labelSK: string
  price: string
  image: string
  /** What the choice adds to the dish's allergens (an extra egg). */
  allergens: Allergen[]
}

export interface GroupDraft {
  key: string
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  pricingMode: PricingMode
  /** The default choice by key: codes may be blank or repeated while being typed. */
  defaultKey: string
  choices: ChoiceDraft[]
}

export interface DishDraft {
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  description: string
  descriptionVI: string
  descriptionEN: string
  descriptionSK: string
  price: string
  sku: string
  category: string
  status: EditableStatus
  image: string
  isPromotion: boolean
  promotionPrice: string
  options: GroupDraft[]
  /** Null while the kitchen has not stated them: guests are then told so. */
  allergens: Allergen[] | null
  dietaryTags: DietaryTag[]
  spicy: SpicyLevel
}

export const LIMITS = {
  name: 200,
  description: 2000,
  sku: 50,
  groups: 10,
  groupName: 60,
  choices: 30,
  code: 40,
  label: 80,
} as const

let lastKey = 0
export const newKey = () => `k${++lastKey}`

export function newChoice(): ChoiceDraft {
  return {
    key: newKey(),
    code: '',
    label: '',
    labelVI: '',
    labelEN: '',
    labelSK: '',
    price: '',
    image: '',
    allergens: [],
  }
}

export function newGroup(): GroupDraft {
  const first = newChoice()
  return {
    key: newKey(),
    name: '',
    nameVI: '',
    nameEN: '',
    nameSK: '',
    pricingMode: 'add',
    defaultKey: first.key,
    choices: [first],
  }
}

const priceText = (euros: number) => (Number.isFinite(euros) ? String(euros) : '')

export function emptyDraft(): DishDraft {
  return {
    name: '',
    nameVI: '',
    nameEN: '',
    nameSK: '',
    description: '',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
    price: '',
    sku: '',
    category: '',
    status: 'active',
    image: '',
    isPromotion: false,
    promotionPrice: '',
    options: [],
    allergens: null,
    dietaryTags: [],
    spicy: 0,
  }
}

/** The form's starting point for a saved dish. */
export function draftOf(food: Food): DishDraft {
  return {
    name: food.name,
    nameVI: food.nameVI,
    nameEN: food.nameEN,
    nameSK: food.nameSK,
    description: food.description,
    descriptionVI: food.descriptionVI,
    descriptionEN: food.descriptionEN,
    descriptionSK: food.descriptionSK,
    price: priceText(food.price),
    sku: food.sku,
    category: food.category,
    // An archived dish is restored from the list, not from the form.
    status: food.status === 'inactive' ? 'inactive' : 'active',
    image: food.image,
    isPromotion: food.isPromotion,
    promotionPrice: food.isPromotion ? priceText(food.promotionPrice) : '',
    options: food.options.map((group) => {
      const choices = group.choices.map((choice) => ({
        key: newKey(),
        code: choice.code,
        label: choice.label,
        labelVI: choice.labelVI,
        labelEN: choice.labelEN,
        labelSK: choice.labelSK,
        price: priceText(choice.price),
        image: choice.image ?? '',
        allergens: choice.allergens,
      }))
      const fallback = choices[0]?.key ?? ''
      return {
        key: newKey(),
        name: group.name,
        nameVI: group.nameVI,
        nameEN: group.nameEN,
        nameSK: group.nameSK,
        pricingMode: group.pricingMode,
        defaultKey: choices.find((c) => c.code === group.defaultChoiceCode)?.key ?? fallback,
        choices,
      }
    }),
    allergens: food.allergens,
    dietaryTags: food.dietaryTags,
    spicy: food.spicy,
  }
}

/** The texts per language of a draft's `field` (issue 12 §1), as the language tabs show them. */
export function tabTexts<F extends string>(
  item: Record<`${F}VI` | `${F}EN` | `${F}SK`, string>,
  field: F,
): TextsByLanguage {
  return { vi: item[`${field}VI`], en: item[`${field}EN`], sk: item[`${field}SK`] }
}

/** The draft key of `field`'s text in `language`: 'labelSK' for ('label', 'sk'). */
export const textKey = <F extends string>(field: F, language: Language) =>
  `${field}${TEXT_SUFFIXES[language]}` as `${F}VI` | `${F}EN` | `${F}SK`

/** '' and anything that is not a finite number read as NaN. */
export function euros(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** Whole cents only, as the server requires. */
const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** The body the server takes, from a draft that passed checkDish. */
export function bodyOf(draft: DishDraft): DishBody {
  return {
    name: draft.name.trim(),
    nameVI: draft.nameVI.trim(),
    nameEN: draft.nameEN.trim(),
    nameSK: draft.nameSK.trim(),
    description: draft.description.trim(),
    descriptionVI: draft.descriptionVI.trim(),
    descriptionEN: draft.descriptionEN.trim(),
    descriptionSK: draft.descriptionSK.trim(),
    price: euros(draft.price),
    sku: draft.sku.trim(),
    category: draft.category,
    status: draft.status,
    image: draft.image,
    isPromotion: draft.isPromotion,
    promotionPrice: draft.isPromotion ? euros(draft.promotionPrice) : 0,
    options: draft.options.map((group) => ({
      name: group.name.trim(),
      nameVI: group.nameVI.trim(),
      nameEN: group.nameEN.trim(),
      nameSK: group.nameSK.trim(),
      pricingMode: group.pricingMode,
      defaultChoiceCode:
        group.choices.find((choice) => choice.key === group.defaultKey)?.code.trim() ?? '',
      choices: group.choices.map((choice) => ({
        code: choice.code.trim(),
        label: choice.label.trim(),
        labelVI: choice.labelVI.trim(),
        labelEN: choice.labelEN.trim(),
        labelSK: choice.labelSK.trim(),
        price: euros(choice.price),
        ...(choice.image ? { image: choice.image } : {}),
        // Always sent, [] included: a choice left out of it keeps what it had on the server.
        allergens: choice.allergens,
      })),
    })),
    allergens: draft.allergens,
    dietaryTags: draft.dietaryTags,
    spicy: draft.spicy,
  }
}

/** A problem found before sending: the key of its text under `menu.check`. */
export type Problem = string

/**
 * The server's rules for a dish body, checked in the browser so that most mistakes show at
 * once, next to their fields, in the words the server would use (its messages, translated).
 * Paths are the server's field-error paths ('options.0.choices.1.code'), so that its own
 * answers land in the same places.
 */
export function checkDish(draft: DishDraft): Record<string, Problem> {
  const problems: Record<string, Problem> = {}
  const text = (path: string, value: string, max: number, required: string, tooLong: string) => {
    if (!value.trim()) problems[path] = required
    else if (value.trim().length > max) problems[path] = tooLong
  }
  /** Whole cents, at least 0 (or above 0 when `positive`); the keys name each failure. */
  const money = (
    path: string,
    value: string,
    keys: {
      required: string
      invalid: string
      decimals: string
      tooHigh: string
      positive?: string
    },
  ) => {
    const amount = euros(value)
    if (value.trim() === '') problems[path] = keys.required
    else if (!Number.isFinite(amount) || amount < 0) problems[path] = keys.invalid
    else if (keys.positive && amount === 0) problems[path] = keys.positive
    else if (amount > MAX_PRICE_EUROS) problems[path] = keys.tooHigh
    else if (!hasTwoDecimalsAtMost(amount)) problems[path] = keys.decimals
  }

  text('name', draft.name, LIMITS.name, 'nameRequired', 'nameTooLong')
  text('nameVI', draft.nameVI, LIMITS.name, 'nameViRequired', 'translatedNameTooLong')
  text('nameEN', draft.nameEN, LIMITS.name, 'nameEnRequired', 'translatedNameTooLong')
  text('nameSK', draft.nameSK, LIMITS.name, 'nameSkRequired', 'translatedNameTooLong')
  for (const field of ['description', 'descriptionVI', 'descriptionEN', 'descriptionSK'] as const)
    if (draft[field].trim().length > LIMITS.description) problems[field] = 'descriptionTooLong'
  money('price', draft.price, {
    required: 'priceRequired',
    invalid: 'pricePositive',
    positive: 'pricePositive',
    decimals: 'priceDecimals',
    tooHigh: 'priceTooHigh',
  })
  text('sku', draft.sku, LIMITS.sku, 'skuRequired', 'skuTooLong')
  if (!draft.category) problems.category = 'categoryRequired'
  if (draft.isPromotion) {
    money('promotionPrice', draft.promotionPrice, {
      required: 'promotionPriceRequired',
      invalid: 'promotionPriceInvalid',
      positive: 'promotionPriceRequired',
      decimals: 'promotionPriceDecimals',
      tooHigh: 'promotionPriceTooHigh',
    })
    if (!problems.promotionPrice && !(euros(draft.promotionPrice) < euros(draft.price)))
      problems.promotionPrice = 'promotionPriceNotLower'
  }

  if (draft.dietaryTags.includes('gluten-free') && draft.allergens?.includes('gluten'))
    problems.dietaryTags = 'glutenFreeWithGluten'
  else if (
    draft.dietaryTags.includes('vegan') &&
    draft.allergens?.some((allergen) => ANIMAL_ALLERGENS.includes(allergen))
  )
    problems.dietaryTags = 'veganWithAnimalAllergen'

  const groupNames = new Set<string>()
  draft.options.forEach((group, g) => {
    const at = `options.${g}`
    text(`${at}.name`, group.name, LIMITS.groupName, 'optionNameRequired', 'optionNameTooLong')
    const name = group.name.trim()
    if (name && groupNames.has(name)) problems[`${at}.name`] = 'optionNameTaken'
    groupNames.add(name)
    if (group.choices.length === 0) problems[`${at}.choices`] = 'choicesRequired'
    if (!group.choices.some((choice) => choice.key === group.defaultKey))
      problems[`${at}.defaultChoiceCode`] = 'defaultChoiceRequired'
    const codes = new Set<string>()
    group.choices.forEach((choice, c) => {
      const where = `${at}.choices.${c}`
      text(`${where}.code`, choice.code, LIMITS.code, 'choiceCodeRequired', 'choiceCodeTooLong')
      const code = choice.code.trim()
      if (code && codes.has(code)) problems[`${where}.code`] = 'choiceCodeTaken'
      codes.add(code)
      text(
        `${where}.label`,
        choice.label,
        LIMITS.label,
        'choiceLabelRequired',
        'choiceLabelTooLong',
      )
      money(`${where}.price`, choice.price, {
        required: 'choicePriceRequired',
        invalid: 'choicePriceInvalid',
        decimals: 'choicePriceDecimals',
        tooHigh: 'choicePriceTooHigh',
        // A choice that replaces the price at 0 would give the dish away.
        positive: group.pricingMode === 'override' ? 'overrideChoicePrice' : undefined,
      })
    })
  })
  return problems
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range leaves it alone. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step
  if (index < 0 || target < 0 || target >= list.length) return [...list]
  const copy = [...list]
  ;[copy[index], copy[target]] = [copy[target]!, copy[index]!]
  return copy
}
