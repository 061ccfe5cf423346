import type { PricedFood, SelectedOptions } from '@quan/domain/food'
import type { Language } from '@quan/domain/language'
import { formatEuroCents } from '@quan/domain/money'
import { formatPriceRange, priceRange, unitPriceCents } from '@quan/domain/pricing'
import { basePriceCents, promotionPercent, showsDiscountBadge } from '@quan/domain/promotion'

/** What a card shows: a range for a dish with options, else its price and, on promotion, the old one. */
export function cardPrice(
  food: PricedFood,
  language: Language,
): { price: string; original?: string } {
  if (food.options.length > 0) return { price: formatPriceRange(priceRange(food), language) }
  const price = basePriceCents(food)
  const original = originalPriceCents(food, {})
  return {
    price: formatEuroCents(price, language),
    original: original > price ? formatEuroCents(original, language) : undefined,
  }
}

/** The badge's percent, or 0 when the dish shows no badge (SPEC §4). */
export function discountPercent(food: PricedFood): number {
  return showsDiscountBadge(food)
    ? promotionPercent(food.originalPriceCents, food.promotionPriceCents)
    : 0
}

/**
 * The price the selection would cost without the promotion, for the struck-through price and the
 * savings; equal to the current price when no promotion applies (or an override option replaces it).
 */
export function originalPriceCents(food: PricedFood, selection: SelectedOptions): number {
  if (!food.isPromotion || !(food.promotionPriceCents > 0)) return unitPriceCents(food, selection)
  const regular = food.originalPriceCents > 0 ? food.originalPriceCents : food.priceCents
  return unitPriceCents({ ...food, isPromotion: false, priceCents: regular }, selection)
}

/** A choice's price as the options show it: its own price, or what it adds (nothing if free). */
export function choicePrice(
  pricingMode: 'override' | 'add',
  priceCents: number,
  language: Language,
): string {
  if (pricingMode === 'override') return formatEuroCents(priceCents, language)
  return priceCents > 0 ? `+${formatEuroCents(priceCents, language)}` : ''
}
