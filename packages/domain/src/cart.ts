import type { PricedFood, SelectedOptions } from './food'
import type { Cents } from './money'
import { resolveSelection } from './pricing'

/** SPEC §9: a flat €2, charged on the cart page and at checkout when the subtotal is above 0. */
export const DELIVERY_FEE_CENTS: Cents = 200

/** One line's quantity cap; the stepper stops here and the order schema refuses more. */
export const MAX_LINE_QUANTITY = 99

/**
 * Distinct lines one cart may hold: far above any real order, low enough that a cart cannot be
 * stuffed with thousands of rows.
 */
export const MAX_CART_LINES = 50

/**
 * The most one order may cost, €100,000: far beyond any real order, and well inside the 32-bit
 * integer columns that keep cents (PostgreSQL refuses a larger figure with an error).
 */
export const MAX_ORDER_TOTAL_CENTS: Cents = 10_000_000

/**
 * SPEC §3: the dish id, or for a dish with options the id, '_' and the JSON of the choices.
 * JSON.stringify keeps insertion order, so pass the selection in the dish's group order
 * (resolveSelection returns it that way) to get one key per combination.
 */
export function cartKey(foodId: string, selection?: SelectedOptions): string {
  if (!selection || Object.keys(selection).length === 0) return foodId
  return `${foodId}_${JSON.stringify(selection)}`
}

/**
 * The reverse of cartKey, for keys that come back from clients. It splits at the first '_{' rather
 * than the first '_', so dish ids containing underscores still parse.
 */
export function parseCartKey(key: string): { foodId: string; selection?: SelectedOptions } | null {
  const split = key.indexOf('_{')
  if (split === -1) return key === '' ? null : { foodId: key }
  const foodId = key.slice(0, split)
  if (foodId === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(key.slice(split + 1))
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const entries = Object.entries(parsed)
  if (!entries.every(([, code]) => typeof code === 'string')) return null
  return { foodId, selection: Object.fromEntries(entries) as SelectedOptions }
}

/**
 * The one key a line is stored under, whatever spelling the client sent: the dish's every group
 * in the dish's own order, defaults filled in, no whitespace, the bare id for a dish without
 * options. That is what the web app and the reference client write (the detail opens at the
 * defaults), so their keys come back unchanged, while `id_{}`, `id_{ }` or reordered options
 * land on the same line and the per-line cap holds. Unknown options are refused.
 */
export function canonicalCartKey(
  foodId: string,
  food: Pick<PricedFood, 'options'>,
  selection: SelectedOptions | undefined,
): { ok: true; key: string; selection: SelectedOptions } | { ok: false; message: string } {
  const resolved = resolveSelection(food, selection)
  if (!resolved.ok) return resolved
  return { ok: true, key: cartKey(foodId, resolved.selection), selection: resolved.selection }
}

/** SPEC §9: an invalid, non-finite or non-positive price counts as 0, as does a bad quantity. */
export function lineTotalCents(priceCents: unknown, quantity: number): Cents {
  if (typeof priceCents !== 'number' || !Number.isFinite(priceCents) || priceCents <= 0) return 0
  if (!Number.isFinite(quantity) || quantity <= 0) return 0
  return Math.round(priceCents) * Math.floor(quantity)
}

export function cartSubtotalCents(lines: { priceCents: unknown; quantity: number }[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.priceCents, line.quantity), 0)
}

export function deliveryFeeCents(subtotalCents: Cents): Cents {
  return subtotalCents > 0 ? DELIVERY_FEE_CENTS : 0
}

/** SPEC §9: the amount an order is placed for is the subtotal plus the fee. */
export function orderTotalCents(subtotalCents: Cents): Cents {
  return subtotalCents + deliveryFeeCents(subtotalCents)
}
