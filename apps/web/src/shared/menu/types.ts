import type { OptionGroup, PricedFood } from '@quan/domain/food'
import { toCents } from '@quan/domain/money'
import type { Language } from '../../i18n/languages'

/** A dish as GET /api/food/list sends it (euros on the wire). */
export interface Food {
  _id: string
  name: string
  nameVI?: string
  nameEN?: string
  nameSK?: string
  description: string
  price: number
  image: string
  sku?: string
  category: string
  status: string
  isPromotion: boolean
  originalPrice: number
  promotionPrice: number
  soldCount: number
  likes: number
  options: {
    name: string
    pricingMode: 'override' | 'add'
    defaultChoiceCode: string
    choices: { code: string; label: string; price: number; image?: string }[]
  }[]
}

export interface Category {
  _id: string
  name: string
  image: string
}

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
  return food[NAME_FIELD[language]]?.trim() || food.name
}

export const isAvailable = (food: Pick<Food, 'status'>) => food.status === 'active'
