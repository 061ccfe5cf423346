import type { Food } from '@quan/domain/answers'
import type { OptionGroup, PricedFood, SelectedOptions } from '@quan/domain/food'
import { isSoldOut } from '@quan/domain/sold-out'
import { textIn } from '@quan/domain/menu-texts'
import { priceCentsOf } from '@quan/domain/money'
import type { Language } from '../../i18n/languages'

/**
 * The dish in the shape the domain's pricing rules read (integer cents); a price the answer
 * garbles is 0, shown as €0 (SPEC §9).
 */
export function pricedFood(food: Food): PricedFood {
  const options: OptionGroup[] = food.options.map((group) => ({
    ...group,
    choices: group.choices.map(({ price, ...choice }) => ({
      ...choice,
      priceCents: priceCentsOf(price),
    })),
  }))
  return {
    priceCents: priceCentsOf(food.price),
    isPromotion: food.isPromotion,
    originalPriceCents: priceCentsOf(food.originalPrice),
    promotionPriceCents: priceCentsOf(food.promotionPrice),
    options,
    image: food.image || undefined,
  }
}

/** The dish's name in the active language, else its base name (SPEC §1). */
export function foodName(
  food: Pick<Food, 'name' | 'nameVI' | 'nameEN' | 'nameSK'>,
  language: Language,
) {
  return textIn(food, 'name', language)
}

/** The dish's description in the active language, else its base text (issue 12 §1). */
export function foodDescription(
  food: Pick<Food, 'description' | 'descriptionVI' | 'descriptionEN' | 'descriptionSK'>,
  language: Language,
) {
  return textIn(food, 'description', language)
}

/**
 * Whether a dish can be ordered now: active, and not sold out for the day (issue 12 §3). The
 * mark lapses by itself, so the instant is compared, not a flag read.
 */
export const isAvailable = (food: Pick<Food, 'status' | 'soldOutUntil'>, now = new Date()) =>
  food.status === 'active' && !isSoldOut(food.soldOutUntil, now)

/** Whether a line as chosen is sold out now: its dish, or one of its chosen choices. */
export function isSoldOutLine(
  food: Pick<Food, 'soldOutUntil' | 'options'>,
  selection: SelectedOptions,
  now = new Date(),
): boolean {
  if (isSoldOut(food.soldOutUntil, now)) return true
  return food.options.some((group) =>
    group.choices.some(
      (choice) => choice.code === selection[group.name] && isSoldOut(choice.soldOutUntil, now),
    ),
  )
}
