import type { OptionChoice, OptionGroup, PricedFood, SelectedOptions } from './food'
import { formatEuroCents } from './money'
import type { Language } from './language'
import type { Cents } from './money'
import { basePriceCents } from './promotion'

type WithOptions = Pick<PricedFood, 'options'>

export type SelectionResult =
  { ok: true; selection: SelectedOptions } | { ok: false; message: string }

export interface PriceRange {
  minCents: Cents
  maxCents: Cents
}

/** A default code that no longer exists (a choice was deleted) falls back to the first choice. */
function defaultChoice(group: OptionGroup): OptionChoice | undefined {
  return group.choices.find((choice) => choice.code === group.defaultChoiceCode) ?? group.choices[0]
}

/** An unknown code in `selection` falls back to the default; resolveSelection reports it. */
function chosenChoice(group: OptionGroup, selection: SelectedOptions): OptionChoice | undefined {
  const code = Object.hasOwn(selection, group.name) ? selection[group.name] : undefined
  return group.choices.find((choice) => choice.code === code) ?? defaultChoice(group)
}

/** What the product detail shows on opening (SPEC §4); groups without choices are left out. */
export function defaultSelection(food: WithOptions): SelectedOptions {
  return selectionOf(food, {})
}

/**
 * The chosen or default code of every group, in group order (the first of two same-named groups
 * wins). Object.fromEntries rather than assignment, so a group named '__proto__' stays data.
 */
function selectionOf(food: WithOptions, chosen: SelectedOptions): SelectedOptions {
  const entries = new Map<string, string>()
  for (const group of food.options) {
    const choice = chosenChoice(group, chosen)
    if (choice && !entries.has(group.name)) entries.set(group.name, choice.code)
  }
  return Object.fromEntries(entries)
}

/**
 * Checks what a client chose against the dish and fills in defaults, so the result names every
 * group in the dish's own order (which also makes it a stable cart key).
 */
export function resolveSelection(
  food: WithOptions,
  selected: SelectedOptions | undefined,
): SelectionResult {
  const chosen = selected ?? {}
  for (const [name, code] of Object.entries(chosen)) {
    const group = food.options.find((candidate) => candidate.name === name)
    if (!group) return { ok: false, message: `Unknown option "${name}" for this dish` }
    if (!group.choices.some((choice) => choice.code === code)) {
      return { ok: false, message: `Unknown choice "${code}" for option "${name}"` }
    }
  }
  return { ok: true, selection: selectionOf(food, chosen) }
}

/**
 * SPEC §4: the first override-mode group's choice replaces the base price (later override groups
 * are ignored), then every add-mode group's choice is added. Negative add-ons cannot push the
 * price below zero.
 */
export function unitPriceCents(food: PricedFood, selection: SelectedOptions): Cents {
  let price = basePriceCents(food)
  const override = food.options.find((group) => group.pricingMode === 'override')
  const overrideChoice = override && chosenChoice(override, selection)
  if (overrideChoice) price = overrideChoice.priceCents
  for (const group of food.options) {
    if (group.pricingMode !== 'add') continue
    price += chosenChoice(group, selection)?.priceCents ?? 0
  }
  return Math.max(0, price)
}

/**
 * Min and max of unitPriceCents over every combination. Groups are independent and the price is
 * a sum clamped at zero, so the extremes come from each group's own cheapest and dearest choice;
 * no cartesian product is needed.
 */
export function priceRange(food: PricedFood): PriceRange {
  let min = basePriceCents(food)
  let max = min
  const override = food.options.find((group) => group.pricingMode === 'override')
  if (override && override.choices.length > 0) {
    const prices = override.choices.map((choice) => choice.priceCents)
    min = Math.min(...prices)
    max = Math.max(...prices)
  }
  for (const group of food.options) {
    if (group.pricingMode !== 'add' || group.choices.length === 0) continue
    const prices = group.choices.map((choice) => choice.priceCents)
    min += Math.min(...prices)
    max += Math.max(...prices)
  }
  return { minCents: Math.max(0, min), maxCents: Math.max(0, max) }
}

/** Cards with options show 'min - max'; equal ends show one price (SPEC §4). */
export function formatPriceRange(range: PriceRange, language: Language = 'en'): string {
  const min = formatEuroCents(range.minCents, language)
  const max = formatEuroCents(range.maxCents, language)
  return min === max ? min : `${min} - ${max}`
}

/** A choice may carry its own picture (a larger bowl, another flavour); the first one wins. */
export function currentImage(food: PricedFood, selection: SelectedOptions): string | undefined {
  for (const group of food.options) {
    const image = chosenChoice(group, selection)?.image
    if (image) return image
  }
  return food.image
}
