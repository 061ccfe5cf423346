import type { Allergen } from './allergens'
import type { Cents } from './money'

export type PricingMode = 'override' | 'add'

export interface OptionChoice {
  code: string
  label: string
  /** The label per language (issue 12 §1); blank or absent: the base label. */
  labelVI?: string
  labelEN?: string
  labelSK?: string
  priceCents: Cents
  image?: string
  /** What the choice adds to the dish's own allergens (issue 12 §2). */
  allergens?: Allergen[]
  /** Sold out until this instant (issue 12 §3); absent: on sale. */
  soldOutUntil?: string
}

export interface OptionGroup {
  /** The base name, which also keys a selection: it never changes with the reader's language. */
  name: string
  /** The name per language (issue 12 §1); blank or absent: the base name. */
  nameVI?: string
  nameEN?: string
  nameSK?: string
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
