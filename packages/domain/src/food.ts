import type { Allergen } from './allergens'
import type { Cents } from './money'

export type PricingMode = 'override' | 'add'

export interface OptionChoice {
  code: string
  label: string
  priceCents: Cents
  image?: string
  /** What the choice adds to the dish's own allergens (issue 12 §2). */
  allergens?: Allergen[]
}

export interface OptionGroup {
  name: string
  pricingMode: PricingMode
  defaultChoiceCode: string
  choices: OptionChoice[]
}

/** Option group name -> chosen choice code. */
export type SelectedOptions = Record<string, string>

/** The part of a dish that pricing, promotion and images depend on. */
export interface PricedFood {
  priceCents: Cents
  isPromotion: boolean
  originalPriceCents: Cents
  promotionPriceCents: Cents
  options: OptionGroup[]
  image?: string
}
