import type { PricedFood } from './food'
import type { Cents } from './money'

/** A promotion flag without a usable promotion price must not make the dish free. */
export function basePriceCents(food: PricedFood): Cents {
  return food.isPromotion && food.promotionPriceCents > 0
    ? food.promotionPriceCents
    : food.priceCents
}

/** SPEC §4: round((original - promotion) / original x 100); 0 when there is no real discount. */
export function promotionPercent(originalCents: Cents, promotionCents: Cents): number {
  if (!(originalCents > 0) || !(promotionCents > 0) || promotionCents >= originalCents) return 0
  return Math.round(((originalCents - promotionCents) / originalCents) * 100)
}

/** An override-priced option replaces the promoted price, so a percent badge would lie. */
export function showsDiscountBadge(food: PricedFood): boolean {
  return food.isPromotion && !food.options.some((group) => group.pricingMode === 'override')
}
