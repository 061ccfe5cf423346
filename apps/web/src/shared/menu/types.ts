import type { Food } from '@quan/domain/answers'
import type { OptionGroup, PricedFood } from '@quan/domain/food'
import { toCents } from '@quan/domain/money'
import type { Language } from '../../i18n/languages'

/** The dish in the shape the domain's pricing rules read (integer cents). */
export function pricedFood(food: Food): PricedFood {
  const options: OptionGroup[] = food.options.map((group) => ({
    ...group,
    choices: group.choices.map(({ price, ...choice }) => ({
      ...choice,
      priceCents: toCents(price),
    })),
  }))
  return {
    priceCents: toCents(food.price),
    isPromotion: food.isPromotion,
    originalPriceCents: toCents(food.originalPrice),
    promotionPriceCents: toCents(food.promotionPrice),
    options,
    image: food.image || undefined,
  }
}

const NAME_FIELD = { vi: 'nameVI', en: 'nameEN', sk: 'nameSK' } as const

/** The dish's name in the active language, else its base name (SPEC §1). */
export function foodName(
  food: Pick<Food, 'name' | 'nameVI' | 'nameEN' | 'nameSK'>,
  language: Language,
) {
  return food[NAME_FIELD[language]].trim() || food.name
}

export const isAvailable = (food: Pick<Food, 'status'>) => food.status === 'active'
