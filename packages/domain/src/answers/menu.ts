import { z } from 'zod'
import { ALLERGENS, DIETARY_TAGS } from '../allergens'
import { doneAnswer, withData } from './common'

/** A dish's choice as the API sends it: prices in euros. */
export const optionChoiceAnswer = z.object({
  code: z.string(),
  label: z.string(),
  price: z.number(),
  image: z.string().optional(),
  /** What the choice adds to the dish's own allergens (issue 12 §2), often nothing. */
  allergens: z.array(z.enum(ALLERGENS)),
})

export const optionGroupAnswer = z.object({
  name: z.string(),
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
})
export type Food = z.infer<typeof foodAnswer>

/** A category as GET /api/category sends it (SPEC §7). */
export const categoryAnswer = z.object({ _id: z.string(), name: z.string(), image: z.string() })
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
