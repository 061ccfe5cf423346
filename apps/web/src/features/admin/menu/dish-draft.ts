import { type Allergen, type DietaryTag, type SpicyLevel } from '@quan/domain/allergens'
import type { Food } from '@quan/domain/answers'
import type { PricingMode } from '@quan/domain/food'
import { TEXT_SUFFIXES } from '@quan/domain/menu-texts'
import type { Language } from '../../../i18n/languages'
import type { TextsByLanguage } from '../language-tabs'
import { messageKeyOf } from '@quan/domain/error-codes'
import type { MESSAGES } from '@quan/domain/messages'
import { dishBody, MAX_PRICE_EUROS, type DishBody } from '@quan/domain/validation'
import type { z } from 'zod'

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
  /** Its VAT rate's id in Settings; null: its category's (issue 22 §2). */
  vatRateId: string | null
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
    vatRateId: null,
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
    vatRateId: food.vatRateId ?? null,
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
    vatRateId: draft.vatRateId,
  }
}

/**
 * A problem found before sending: the key of its text under `menu.check`, or for a rule those
 * texts do not name, the key of the domain's message (worded by its code, see dish-form).
 */
export type Problem = string

/** The domain's message keys whose `menu.check` text has a name of its own. */
const CHECK_KEYS: Partial<Record<keyof typeof MESSAGES, Problem>> = {
  productNameTooLong: 'nameTooLong',
  dishSkuTooLong: 'skuTooLong',
  defaultChoiceUnknown: 'defaultChoiceRequired',
}

/**
 * The body bodyOf sends, with a price left blank sent as none: the schema then says it is
 * missing rather than not a number.
 */
function typedBody(draft: DishDraft) {
  const body = bodyOf(draft)
  const blank = (text: string, amount: number) => (text.trim() === '' ? undefined : amount)
  return {
    ...body,
    price: blank(draft.price, body.price),
    promotionPrice: draft.isPromotion ? blank(draft.promotionPrice, body.promotionPrice) : 0,
    options: (body.options ?? []).map((group, g) => ({
      ...group,
      choices: group.choices.map((choice, c) => ({
        ...choice,
        price: blank(draft.options[g]?.choices[c]?.price ?? '', choice.price),
      })),
    })),
  }
}

type Body = ReturnType<typeof typedBody>

/** The problems of a parse by path, each path's first, named as `menu.check` names them. */
function problemsOf(issues: readonly z.core.$ZodIssue[]): Record<string, Problem> {
  const problems: Record<string, Problem> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    // A rule's issue carries its code, which names its key; zod's own text stays as it is.
    const key = messageKeyOf(issue.message)
    problems[path] ??= (key && CHECK_KEYS[key]) ?? key ?? issue.message
  }
  return problems
}

/**
 * The body with each field in trouble given a value the schema takes: the dish's and the
 * groups' own rules (a repeated name, a promotion price not below the price, a vegan dish with
 * milk...) only run on fields that pass, and the form tells them at once with the rest.
 */
function mended(body: Body, paths: string[]): Body {
  const copy = structuredClone(body) as unknown as Record<string, unknown>
  for (const path of paths) {
    const keys = path.split('.')
    const last = keys.pop()!
    let parent: unknown = copy
    for (const key of keys) parent = (parent as Record<string, unknown> | undefined)?.[key]
    if (!parent || typeof parent !== 'object') continue
    const holder = parent as Record<string, unknown>
    const value = holder[last]
    if (Array.isArray(value) && last === 'choices') {
      holder.choices = [{ code: '#mended', label: '#mended', price: 1, allergens: [] }]
      holder.defaultChoiceCode = '#mended'
    } else if (/price$/i.test(last)) {
      // A price in whole cents within the limits, as near as can be to the one typed.
      const amount = typeof value === 'number' && Number.isFinite(value) ? value : 1
      holder[last] = Math.min(MAX_PRICE_EUROS, Math.max(0.01, Math.round(amount * 100) / 100))
    } else if (typeof value === 'string' || value === undefined) {
      holder[last] = `#${path}`.slice(0, 40)
    }
  }
  return copy as unknown as Body
}

/**
 * The server's own schema (dishBody) on what the form would send, checked in the browser so
 * that most mistakes show at once, next to their fields. Paths are the server's field-error
 * paths ('options.0.choices.1.code'), so that its own answers land in the same places; the
 * first problem of each path counts.
 */
export function checkDish(draft: DishDraft): Record<string, Problem> {
  const body = typedBody(draft)
  const checked = dishBody.safeParse(body)
  if (checked.success) return {}
  const problems = problemsOf(checked.error.issues)
  const again = dishBody.safeParse(mended(body, Object.keys(problems)))
  if (!again.success)
    for (const [path, problem] of Object.entries(problemsOf(again.error.issues)))
      problems[path] ??= problem
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
