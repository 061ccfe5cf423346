import type { Food } from '../../../shared/menu/types'
import type { DishBody, EditableStatus, PricingMode } from './api'

/**
 * A dish as the form holds it: texts as typed (prices too, so '12.' can be typed on the way to
 * '12.50'), and a stable key per option group and choice so that React keeps each row's focus
 * and state when rows move.
 */
export interface ChoiceDraft {
  key: string
  code: string
  label: string
  price: string
  image: string
}

export interface GroupDraft {
  key: string
  name: string
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
  price: string
  sku: string
  category: string
  status: EditableStatus
  image: string
  isPromotion: boolean
  promotionPrice: string
  options: GroupDraft[]
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
  return { key: newKey(), code: '', label: '', price: '', image: '' }
}

export function newGroup(): GroupDraft {
  const first = newChoice()
  return { key: newKey(), name: '', pricingMode: 'add', defaultKey: first.key, choices: [first] }
}

const priceText = (euros: number) => (Number.isFinite(euros) ? String(euros) : '')

export function emptyDraft(): DishDraft {
  return {
    name: '',
    nameVI: '',
    nameEN: '',
    nameSK: '',
    description: '',
    price: '',
    sku: '',
    category: '',
    status: 'active',
    image: '',
    isPromotion: false,
    promotionPrice: '',
    options: [],
  }
}

/** The form's starting point for a saved dish. */
export function draftOf(food: Food): DishDraft {
  return {
    name: food.name,
    nameVI: food.nameVI ?? '',
    nameEN: food.nameEN ?? '',
    nameSK: food.nameSK ?? '',
    description: food.description ?? '',
    price: priceText(food.price),
    sku: food.sku ?? '',
    category: food.category,
    // An archived dish is restored from the list, not from the form.
    status: food.status === 'inactive' ? 'inactive' : 'active',
    image: food.image ?? '',
    isPromotion: food.isPromotion,
    promotionPrice: food.isPromotion ? priceText(food.promotionPrice) : '',
    options: food.options.map((group) => {
      const choices = group.choices.map((choice) => ({
        key: newKey(),
        code: choice.code,
        label: choice.label,
        price: priceText(choice.price),
        image: choice.image ?? '',
      }))
      const fallback = choices[0]?.key ?? ''
      return {
        key: newKey(),
        name: group.name,
        pricingMode: group.pricingMode,
        defaultKey: choices.find((c) => c.code === group.defaultChoiceCode)?.key ?? fallback,
        choices,
      }
    }),
  }
}

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
    price: euros(draft.price),
    sku: draft.sku.trim(),
    category: draft.category,
    status: draft.status,
    image: draft.image,
    isPromotion: draft.isPromotion,
    promotionPrice: draft.isPromotion ? euros(draft.promotionPrice) : 0,
    options: draft.options.map((group) => ({
      name: group.name.trim(),
      pricingMode: group.pricingMode,
      defaultChoiceCode:
        group.choices.find((choice) => choice.key === group.defaultKey)?.code.trim() ?? '',
      choices: group.choices.map((choice) => ({
        code: choice.code.trim(),
        label: choice.label.trim(),
        price: euros(choice.price),
        ...(choice.image ? { image: choice.image } : {}),
      })),
    })),
  }
}

/** A problem found before sending: the text's key under `menu.check` and its values. */
export interface Problem {
  key: string
  values?: Record<string, number>
}

/**
 * The server's rules for a dish body, checked in the browser so that most mistakes are shown
 * at once, next to their fields. Paths are the server's field-error paths
 * ('options.0.choices.1.code'), so its own answers land in the same places.
 */
export function checkDish(draft: DishDraft): Record<string, Problem> {
  const problems: Record<string, Problem> = {}
  const text = (path: string, value: string, max: number) => {
    if (!value.trim()) problems[path] = { key: 'required' }
    else if (value.trim().length > max) problems[path] = { key: 'tooLong', values: { max } }
  }
  const money = (path: string, value: string, { zero }: { zero: boolean }) => {
    const amount = euros(value)
    if (value.trim() === '') problems[path] = { key: 'required' }
    else if (!Number.isFinite(amount) || amount < 0 || (!zero && amount === 0))
      problems[path] = { key: zero ? 'priceNotNegative' : 'pricePositive' }
    else if (!hasTwoDecimalsAtMost(amount)) problems[path] = { key: 'priceDecimals' }
  }

  for (const field of ['name', 'nameVI', 'nameEN', 'nameSK'] as const)
    text(field, draft[field], LIMITS.name)
  if (draft.description.trim().length > LIMITS.description)
    problems.description = { key: 'tooLong', values: { max: LIMITS.description } }
  money('price', draft.price, { zero: false })
  text('sku', draft.sku, LIMITS.sku)
  if (!draft.category) problems.category = { key: 'categoryRequired' }
  if (draft.isPromotion) {
    money('promotionPrice', draft.promotionPrice, { zero: false })
    const price = euros(draft.price)
    if (!problems.promotionPrice && !(euros(draft.promotionPrice) < price))
      problems.promotionPrice = { key: 'promotionBelowPrice' }
  }

  const groupNames = new Set<string>()
  draft.options.forEach((group, g) => {
    const at = `options.${g}`
    text(`${at}.name`, group.name, LIMITS.groupName)
    const name = group.name.trim()
    if (name && groupNames.has(name)) problems[`${at}.name`] = { key: 'groupNameTaken' }
    groupNames.add(name)
    if (group.choices.length === 0) problems[`${at}.choices`] = { key: 'choicesRequired' }
    if (!group.choices.some((choice) => choice.key === group.defaultKey))
      problems[`${at}.defaultChoiceCode`] = { key: 'defaultRequired' }
    const codes = new Set<string>()
    group.choices.forEach((choice, c) => {
      const where = `${at}.choices.${c}`
      text(`${where}.code`, choice.code, LIMITS.code)
      const code = choice.code.trim()
      if (code && codes.has(code)) problems[`${where}.code`] = { key: 'codeTaken' }
      codes.add(code)
      text(`${where}.label`, choice.label, LIMITS.label)
      money(`${where}.price`, choice.price, { zero: group.pricingMode === 'add' })
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
