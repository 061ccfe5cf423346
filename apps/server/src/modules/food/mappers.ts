import { toEuros, type OptionGroup } from '@quan/domain'
import type { FoodTable } from '../../db/schema'

/** A dish as the reference client reads it: `_id`, euro prices, choices priced in euros. */
export interface FoodDto {
  _id: string
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  description: string
  price: number
  image: string
  sku: string
  category: string
  status: string
  isPromotion: boolean
  originalPrice: number
  promotionPrice: number
  soldCount: number
  likes: number
  options: {
    name: string
    pricingMode: OptionGroup['pricingMode']
    defaultChoiceCode: string
    choices: { code: string; label: string; price: number; image?: string }[]
  }[]
}

export function optionGroupsOf(row: Pick<FoodTable, 'options'>): OptionGroup[] {
  return JSON.parse(row.options) as OptionGroup[]
}

export function foodToDto(row: FoodTable): FoodDto {
  return {
    _id: row.id,
    name: row.name,
    nameVI: row.name_vi,
    nameEN: row.name_en,
    nameSK: row.name_sk,
    description: row.description,
    price: toEuros(row.price_cents),
    image: row.image ?? '',
    sku: row.sku,
    category: row.category,
    status: row.status,
    isPromotion: row.is_promotion === 1,
    originalPrice: toEuros(row.original_price_cents),
    promotionPrice: toEuros(row.promotion_price_cents),
    soldCount: row.sold_count,
    likes: row.likes,
    options: optionGroupsOf(row).map((group) => ({
      name: group.name,
      pricingMode: group.pricingMode,
      defaultChoiceCode: group.defaultChoiceCode,
      choices: group.choices.map(({ priceCents, ...choice }) => ({
        ...choice,
        price: toEuros(priceCents),
      })),
    })),
  }
}

/** The row in the shape the domain's pricing rules read. */
export function pricedFood(row: FoodTable) {
  return {
    priceCents: row.price_cents,
    isPromotion: row.is_promotion === 1,
    originalPriceCents: row.original_price_cents,
    promotionPriceCents: row.promotion_price_cents,
    options: optionGroupsOf(row),
    image: row.image ?? undefined,
  }
}
