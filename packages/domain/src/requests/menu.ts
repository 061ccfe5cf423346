import { z } from 'zod'
import { ALLERGENS, ANIMAL_ALLERGENS, DIETARY_TAGS, sortedAllergens } from '../allergens'
import { MESSAGES } from '../messages'
import {
  MAX_PRICE_EUROS,
  list,
  multilineText,
  numberLike,
  object,
  optionalText,
  plainText,
  requiredText,
  type TextBase,
} from './fields'

// The menu as the back office writes it: dishes, their options, categories, sold-out marks.

/** Whole cents only: 12.345 would be silently rounded by someone, so it is refused here. */
const hasAtMostTwoDecimals = (price: number): boolean =>
  Math.abs(price * 100 - Math.round(price * 100)) < 1e-6

/** A dish's price in euros: above 0, whole cents. */
const dishPrice = () =>
  // The admin form's number input yields a string, and the reference client sends it as is.
  numberLike(MESSAGES.priceRequired, MESSAGES.pricePositive).pipe(
    z
      .number()
      .gt(0, { error: MESSAGES.pricePositive, abort: true })
      .max(MAX_PRICE_EUROS, { error: MESSAGES.priceTooHigh, abort: true })
      .refine(hasAtMostTwoDecimals, MESSAGES.priceDecimals),
  )

export const foodEditBody = object({
  name: requiredText(MESSAGES.nameRequired, 200, MESSAGES.productNameTooLong),
  sku: requiredText(MESSAGES.skuRequired, 100, MESSAGES.skuTooLong),
  category: requiredText(MESSAGES.categoryRequired, 100, MESSAGES.categoryTooLong),
  price: dishPrice(),
  description: optionalText(2000, MESSAGES.descriptionTooLong, multilineText),
})
export type FoodEditBody = z.infer<typeof foodEditBody>

export const foodRemoveBody = object({
  id: requiredText(MESSAGES.productIdRequired, 2000, MESSAGES.productIdTooLong),
})
export type FoodRemoveBody = z.infer<typeof foodRemoveBody>

/**
 * What a dish or category may show: a name the image upload returned (letters, digits, '.', '-'
 * and '_', no path) or a full http(s) address. Anything else could point the page elsewhere.
 */
const IMAGE_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/
const IMAGE_URL_PATTERN = /^https?:\/\/[^\s"'<>]+$/i

export function isImageReference(value: string): boolean {
  return value === '' || IMAGE_FILE_PATTERN.test(value) || IMAGE_URL_PATTERN.test(value)
}

/** Whether an image reference names a file of the shop's own images table (not an address). */
export function isStoredImageName(value: string): boolean {
  return IMAGE_FILE_PATTERN.test(value)
}

/** '' for no image, as the form's empty field sends it; absent and null mean the same. */
const imageReference = () =>
  plainText(MESSAGES.imageInvalid)
    .trim()
    .max(2000, { error: MESSAGES.imageInvalid, abort: true })
    .refine(isImageReference, MESSAGES.imageInvalid)
    .nullish()
    .transform((value) => value ?? '')
    .optional()

/** Absent, null and '' are 0: a dish off promotion has no promotion price to send. */
const promotionPrice = () =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    numberLike(MESSAGES.promotionPriceInvalid, MESSAGES.promotionPriceInvalid).pipe(
      z
        .number()
        .min(0, { error: MESSAGES.promotionPriceInvalid, abort: true })
        .max(MAX_PRICE_EUROS, { error: MESSAGES.promotionPriceTooHigh, abort: true })
        .refine(hasAtMostTwoDecimals, MESSAGES.promotionPriceDecimals),
    ),
  )

const choicePrice = () =>
  numberLike(MESSAGES.choicePriceRequired, MESSAGES.choicePriceInvalid).pipe(
    z
      .number()
      .min(0, { error: MESSAGES.choicePriceInvalid, abort: true })
      .max(MAX_PRICE_EUROS, { error: MESSAGES.choicePriceTooHigh, abort: true })
      .refine(hasAtMostTwoDecimals, MESSAGES.choicePriceDecimals),
  )

/** Annex II codes, each once; the order sent does not matter (they are kept in the Annex's). */
const allergenList = () =>
  list(z.enum(ALLERGENS, { error: MESSAGES.allergensInvalid }), MESSAGES.allergensInvalid)
    .max(ALLERGENS.length, MESSAGES.allergensInvalid)
    .transform((codes) => sortedAllergens(codes))

/**
 * A menu text's versions per language beside its base field (issue 12 §1), each optional and
 * blank allowed (blank: the base text). Absent on an edit: what the item had, so a client that
 * knows nothing of translations (SPEC's reference client) cannot erase them.
 */
function translations<F extends string>(
  field: F,
  max: number,
  tooLong: string,
  text: TextBase = plainText,
) {
  const one = () => optionalText(max, tooLong, text)
  return { [`${field}VI`]: one(), [`${field}EN`]: one(), [`${field}SK`]: one() } as Record<
    `${F}VI` | `${F}EN` | `${F}SK`,
    ReturnType<typeof one>
  >
}

export const optionChoiceBody = object(
  {
    code: requiredText(MESSAGES.choiceCodeRequired, 40, MESSAGES.choiceCodeTooLong),
    label: requiredText(MESSAGES.choiceLabelRequired, 80, MESSAGES.choiceLabelTooLong),
    ...translations('label', 80, MESSAGES.choiceLabelTooLong),
    price: choicePrice(),
    image: imageReference(),
    // What the choice adds to the dish's own (an extra egg). Absent: none, or on an edit from a
    // client that knows nothing of allergens, what the choice had (the service keeps it).
    allergens: allergenList().optional(),
  },
  MESSAGES.choiceCodeRequired,
)

export const optionGroupBody = object(
  {
    name: requiredText(MESSAGES.optionNameRequired, 60, MESSAGES.optionNameTooLong),
    ...translations('name', 60, MESSAGES.optionNameTooLong),
    pricingMode: z.enum(['override', 'add'], { error: MESSAGES.pricingModeInvalid }),
    defaultChoiceCode: requiredText(
      MESSAGES.defaultChoiceRequired,
      40,
      MESSAGES.defaultChoiceUnknown,
    ),
    choices: list(optionChoiceBody, MESSAGES.choicesRequired)
      .min(1, MESSAGES.choicesRequired)
      .max(30, MESSAGES.tooManyChoices),
  },
  MESSAGES.optionsInvalid,
).superRefine((group, ctx) => {
  const seen = new Set<string>()
  group.choices.forEach((choice, index) => {
    if (seen.has(choice.code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices', index, 'code'],
        message: MESSAGES.choiceCodeTaken,
      })
    }
    seen.add(choice.code)
    // An override choice replaces the dish price: at 0 the dish would be given away.
    if (group.pricingMode === 'override' && choice.price <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices', index, 'price'],
        message: MESSAGES.overrideChoicePrice,
      })
    }
  })
  if (!seen.has(group.defaultChoiceCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultChoiceCode'],
      message: MESSAGES.defaultChoiceUnknown,
    })
  }
})

/**
 * A whole dish, as both create and edit send it. Prices are euros; the server keeps cents.
 * promotionPrice counts only on promotion (the service stores 0 otherwise), and must then be
 * above 0 and below the price, or the 'promotion' would cost as much as the dish or more.
 */
export const dishBody = object({
  name: requiredText(MESSAGES.nameRequired, 200, MESSAGES.productNameTooLong),
  nameVI: requiredText(MESSAGES.nameViRequired, 200, MESSAGES.translatedNameTooLong),
  nameEN: requiredText(MESSAGES.nameEnRequired, 200, MESSAGES.translatedNameTooLong),
  nameSK: requiredText(MESSAGES.nameSkRequired, 200, MESSAGES.translatedNameTooLong),
  description: optionalText(2000, MESSAGES.descriptionTooLong, multilineText).transform(
    (value) => value ?? '',
  ),
  ...translations('description', 2000, MESSAGES.descriptionTooLong, multilineText),
  price: dishPrice(),
  sku: requiredText(MESSAGES.skuRequired, 50, MESSAGES.dishSkuTooLong),
  category: requiredText(MESSAGES.categoryRequired, 100, MESSAGES.categoryTooLong),
  status: z.enum(['active', 'inactive'], { error: MESSAGES.dishStatusInvalid }),
  image: imageReference(),
  isPromotion: z.boolean({ error: MESSAGES.promotionInvalid }),
  promotionPrice: promotionPrice(),
  options: list(optionGroupBody, MESSAGES.optionsInvalid)
    .max(10, MESSAGES.tooManyOptions)
    .nullish()
    .transform((value) => value ?? [])
    .optional(),
  // Issue 12 §2. Null: not stated yet, and said so to guests. Absent: on create the same as
  // null, on an edit what the dish had, so a client written before allergens cannot erase them.
  allergens: allergenList().nullable().optional(),
  dietaryTags: list(
    z.enum(DIETARY_TAGS, { error: MESSAGES.dietaryTagsInvalid }),
    MESSAGES.dietaryTagsInvalid,
  )
    .max(DIETARY_TAGS.length, MESSAGES.dietaryTagsInvalid)
    .transform((tags) => DIETARY_TAGS.filter((tag) => tags.includes(tag)))
    .optional(),
  spicy: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: MESSAGES.spicyInvalid,
    })
    .optional(),
}).superRefine((dish, ctx) => {
  const tags = dish.dietaryTags ?? []
  if (tags.includes('gluten-free') && dish.allergens?.includes('gluten')) {
    ctx.addIssue({ code: 'custom', path: ['dietaryTags'], message: MESSAGES.glutenFreeWithGluten })
  }
  if (tags.includes('vegan') && dish.allergens?.some((a) => ANIMAL_ALLERGENS.includes(a))) {
    ctx.addIssue({
      code: 'custom',
      path: ['dietaryTags'],
      message: MESSAGES.veganWithAnimalAllergen,
    })
  }
  if (dish.isPromotion) {
    if (dish.promotionPrice <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['promotionPrice'],
        message: MESSAGES.promotionPriceRequired,
      })
    } else if (dish.promotionPrice >= dish.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['promotionPrice'],
        message: MESSAGES.promotionPriceNotLower,
      })
    }
  }
  const names = new Set<string>()
  ;(dish.options ?? []).forEach((group, index) => {
    if (names.has(group.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index, 'name'],
        message: MESSAGES.optionNameTaken,
      })
    }
    names.add(group.name)
  })
})
export type DishBody = z.infer<typeof dishBody>

/**
 * Marks a dish, or one of its choices, sold out until the next opening day, or on sale again
 * (issue 12 §3). The server works the end out on its own clock: none is sent.
 */
export const soldOutBody = z.strictObject(
  {
    soldOut: z.boolean({ error: MESSAGES.soldOutInvalid }),
    choice: z
      .strictObject(
        {
          group: requiredText(MESSAGES.soldOutChoiceInvalid, 60, MESSAGES.soldOutChoiceInvalid),
          code: requiredText(MESSAGES.soldOutChoiceInvalid, 40, MESSAGES.soldOutChoiceInvalid),
        },
        { error: MESSAGES.soldOutChoiceInvalid },
      )
      .optional(),
  },
  { error: MESSAGES.bodyNotObject },
)
export type SoldOutBody = z.infer<typeof soldOutBody>

export const categoryBody = object({
  name: requiredText(MESSAGES.categoryNameRequired, 100, MESSAGES.categoryNameTooLong),
  ...translations('name', 100, MESSAGES.categoryNameTooLong),
  image: imageReference(),
})
export type CategoryBody = z.infer<typeof categoryBody>

/** The whole list in its new order; the service checks that it names every category once. */
export const categoryOrderBody = object({
  ids: list(
    plainText(MESSAGES.categoryIdsInvalid).max(200, MESSAGES.categoryIdsInvalid),
    MESSAGES.categoryIdsInvalid,
  ).max(1000, MESSAGES.categoryIdsInvalid),
})
export type CategoryOrderBody = z.infer<typeof categoryOrderBody>
