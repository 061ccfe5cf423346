import {
  textsOf,
  toEuros,
  type Allergen,
  type DietaryTag,
  type Food,
  type OptionGroup,
  type SpicyLevel,
} from '@quan/domain'
import type { FoodTable } from '../../db/schema'

/** A dish as the reference client reads it: `_id`, euro prices, choices priced in euros. */
export type FoodDto = Food

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
    descriptionVI: row.description_vi,
    descriptionEN: row.description_en,
    descriptionSK: row.description_sk,
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
      ...textsOf(group, 'name'),
      pricingMode: group.pricingMode,
      defaultChoiceCode: group.defaultChoiceCode,
      choices: group.choices.map(({ priceCents, allergens, ...choice }) => ({
        ...choice,
        ...textsOf(choice, 'label'),
        price: toEuros(priceCents),
        allergens: allergens ?? [],
      })),
    })),
    allergens: allergensOf(row),
    dietaryTags: JSON.parse(row.dietary_tags) as DietaryTag[],
    spicy: row.spicy as SpicyLevel,
    soldOutUntil: row.sold_out_until,
    // Only when set (issue 22 §2), so a menu without its own rates reads as before.
    ...(row.vat_rate_id ? { vatRateId: row.vat_rate_id } : {}),
  }
}

/** The dish's own allergens; null while not stated. */
export function allergensOf(row: Pick<FoodTable, 'allergens'>): Allergen[] | null {
  return row.allergens === null ? null : (JSON.parse(row.allergens) as Allergen[])
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
