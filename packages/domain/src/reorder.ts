import { cartKey, MAX_LINE_QUANTITY } from './cart'
import type { OptionGroup, PricedFood, SelectedOptions } from './food'
import type { Cents } from './money'
import { resolveSelection, unitPriceCents } from './pricing'
import { isSoldOut } from './sold-out'

// "Order again" (issue 24 §3): a past order's lines checked against today's menu, before any
// of them goes into the cart. Nothing here places anything.

/** A line of a past order as it was sold. */
export interface PastLine {
  foodId: string
  /** The dish's name as sold, to say which line changed. */
  name: string
  quantity: number
  /** Group name → choice code, as chosen then; empty for a dish without options. */
  selection: SelectedOptions
  /** What one cost then, options included. */
  unitPriceCents: Cents
}

/** A dish of the menu as the shop shows it now. */
export interface MenuDish extends PricedFood {
  _id: string
  /** 'active', 'inactive' (off for now) or 'archived' (left the menu). */
  status: string
  soldOutUntil?: string | null
}

/** A line that can go into the cart: the dish, the same choices, the same quantity. */
export interface ReorderLine {
  key: string
  foodId: string
  selection: SelectedOptions
  quantity: number
  unitPriceCents: Cents
}

export type ReorderChange =
  /** Archived or deleted: not on the menu any more. Left out. */
  | { kind: 'offMenu'; line: PastLine }
  /** On the menu but switched off for now. Left out. */
  | { kind: 'unavailable'; line: PastLine }
  /** The dish, or one of its chosen choices (`group`, `code`), is sold out today. Left out. */
  | { kind: 'soldOut'; line: PastLine; group?: string; code?: string }
  /** A choice made then is no longer offered. Left out: it cannot be had as chosen. */
  | { kind: 'choiceGone'; line: PastLine; group: string; code: string }
  /** Still there, at another price. Kept. */
  | { kind: 'priceChanged'; line: PastLine; oldCents: Cents; newCents: Cents }

export interface Reorder {
  lines: ReorderLine[]
  changes: ReorderChange[]
}

/** The first choice the past selection names that the dish no longer offers, if any. */
function goneChoice(
  options: readonly OptionGroup[],
  selection: SelectedOptions,
): { group: string; code: string } | undefined {
  for (const [group, code] of Object.entries(selection)) {
    const now = options.find((candidate) => candidate.name === group)
    if (!now || !now.choices.some((choice) => choice.code === code)) return { group, code }
  }
  return undefined
}

/**
 * Which of `past` can be ordered again from `menu` at `now`, and what changed since. A line
 * whose dish left the menu, is off or sold out, or whose choice is gone or sold out, is left out
 * and said so; a line at another price is kept and said so. Groups the dish gained since take
 * their defaults, as the product detail would. Lines that land on one cart line add up, to the
 * line cap.
 */
export function reorderLines(
  past: readonly PastLine[],
  menu: readonly MenuDish[],
  now: Date,
): Reorder {
  const dishes = new Map(menu.map((dish) => [dish._id, dish]))
  const lines = new Map<string, ReorderLine>()
  const changes: ReorderChange[] = []
  for (const line of past) {
    const dish = dishes.get(line.foodId)
    if (!dish || dish.status === 'archived') {
      changes.push({ kind: 'offMenu', line })
      continue
    }
    if (dish.status !== 'active') {
      changes.push({ kind: 'unavailable', line })
      continue
    }
    if (isSoldOut(dish.soldOutUntil, now)) {
      changes.push({ kind: 'soldOut', line })
      continue
    }
    const gone = goneChoice(dish.options, line.selection)
    const resolved = resolveSelection(dish, line.selection)
    if (gone || !resolved.ok) {
      changes.push({ kind: 'choiceGone', line, group: gone?.group ?? '', code: gone?.code ?? '' })
      continue
    }
    const soldOutChoice = dish.options
      .map((group) => ({
        group: group.name,
        choice: group.choices.find((choice) => choice.code === resolved.selection[group.name]),
      }))
      .find(({ choice }) => choice && isSoldOut(choice.soldOutUntil, now))
    if (soldOutChoice) {
      changes.push({
        kind: 'soldOut',
        line,
        group: soldOutChoice.group,
        code: soldOutChoice.choice!.code,
      })
      continue
    }
    const priceCents = unitPriceCents(dish, resolved.selection)
    if (priceCents !== line.unitPriceCents) {
      changes.push({
        kind: 'priceChanged',
        line,
        oldCents: line.unitPriceCents,
        newCents: priceCents,
      })
    }
    const key = cartKey(line.foodId, resolved.selection)
    const before = lines.get(key)
    lines.set(key, {
      key,
      foodId: line.foodId,
      selection: resolved.selection,
      quantity: Math.min((before?.quantity ?? 0) + line.quantity, MAX_LINE_QUANTITY),
      unitPriceCents: priceCents,
    })
  }
  return { lines: [...lines.values()], changes }
}
