import { z } from 'zod'
import { ALLERGENS, DIETARY_TAGS } from '../allergens'
import { doneAnswer, withData } from './common'

/** A dish's choice as the API sends it: prices in euros. */
export const optionChoiceAnswer = z.object({
  code: z.string(),
  label: z.string(),
  /** The label per language (issue 12 §1); blank: the base label. */
  labelVI: z.string(),
  labelEN: z.string(),
  labelSK: z.string(),
  price: z.number(),
  image: z.string().optional(),
  /** What the choice adds to the dish's own allergens (issue 12 §2), often nothing. */
  allergens: z.array(z.enum(ALLERGENS)),
  /** Sold out until this instant (issue 12 §3); absent: on sale. */
  soldOutUntil: z.string().optional(),
})

export const optionGroupAnswer = z.object({
  /** The base name, which keys a selection (`selectedOptions`) in every language. */
  name: z.string(),
  /** The name per language (issue 12 §1); blank: the base name. */
  nameVI: z.string(),
  nameEN: z.string(),
  nameSK: z.string(),
  pricingMode: z.enum(['override', 'add']),
  defaultChoiceCode: z.string(),
  choices: z.array(optionChoiceAnswer),
})

/** A dish as the reference client reads it (SPEC §7): `_id`, euro prices, priced choices. */
export const foodAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  nameVI: z.string(),
  nameEN: z.string(),
  nameSK: z.string(),
  description: z.string(),
  /** The description per language (issue 12 §1), beside SPEC's fields; blank: `description`. */
  descriptionVI: z.string(),
  descriptionEN: z.string(),
  descriptionSK: z.string(),
  price: z.number(),
  image: z.string(),
  sku: z.string(),
  category: z.string(),
  status: z.string(),
  isPromotion: z.boolean(),
  originalPrice: z.number(),
  promotionPrice: z.number(),
  soldCount: z.number(),
  likes: z.number(),
  options: z.array(optionGroupAnswer),
  /** Annex II codes in the Annex's order; null while the kitchen has not stated them. */
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  /** 0 (not spicy) to 3. */
  spicy: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /**
   * Sold out until this instant, the next opening day's start (issue 12 §3); null: on sale. The
   * shop compares it with its clock, so the dish comes back by itself.
   */
  soldOutUntil: z.string().nullable(),
  /** Its VAT rate's id in Settings (issue 22 §2); absent (or null): its category's. */
  vatRateId: z.string().nullish(),
})
export type Food = z.infer<typeof foodAnswer>

/**
 * A category as GET /api/category sends it (SPEC §7). `name` is its key, which dishes name as
 * their `category`; the names per language (issue 12 §1) sit beside it, blank: `name`.
 */
export const categoryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  nameVI: z.string(),
  nameEN: z.string(),
  nameSK: z.string(),
  image: z.string(),
  /** Its dishes' VAT rate's id in Settings (issue 22 §2); absent (or null): the shop's default. */
  vatRateId: z.string().nullish(),
})
export type Category = z.infer<typeof categoryAnswer>

/** GET /api/food/list: the whole menu (`forUser=true`: without archived dishes). */
export const menuAnswer = z.object({ success: z.literal(true), data: z.array(foodAnswer) })
export type MenuAnswer = z.infer<typeof menuAnswer>

/** GET /api/category */
export const categoriesAnswer = z.object({
  success: z.literal(true),
  data: z.array(categoryAnswer),
})
export type CategoriesAnswer = z.infer<typeof categoriesAnswer>

/** A dish created, edited, archived or restored. */
export const foodSavedAnswer = withData(foodAnswer)
export type FoodSavedAnswer = z.infer<typeof foodSavedAnswer>

/** DELETE /api/food/remove */
export const foodRemovedAnswer = doneAnswer
export type FoodRemovedAnswer = z.infer<typeof foodRemovedAnswer>

export const categorySavedAnswer = withData(categoryAnswer)
export type CategorySavedAnswer = z.infer<typeof categorySavedAnswer>

/** PUT /api/admin/categories/order: every category in its new order. */
export const categoriesReorderedAnswer = withData(z.array(categoryAnswer))
export type CategoriesReorderedAnswer = z.infer<typeof categoriesReorderedAnswer>

/** A stored picture: its name for a dish's `image`, and the large size's dimensions. */
export const uploadedImageAnswer = z.object({
  image: z.string(),
  width: z.number(),
  height: z.number(),
})
export type UploadedImage = z.infer<typeof uploadedImageAnswer>

export const imageUploadedAnswer = withData(uploadedImageAnswer)
export type ImageUploadedAnswer = z.infer<typeof imageUploadedAnswer>
