import { z } from 'zod'
import { ALLERGENS, ANIMAL_ALLERGENS, DIETARY_TAGS, sortedAllergens } from '../allergens'
import { VALIDATION_CODES } from '../error-codes'
import { vatRateChoiceShape } from '../vat'
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
  numberLike(VALIDATION_CODES.priceRequired, VALIDATION_CODES.pricePositive).pipe(
    z
      .number()
      .gt(0, { error: VALIDATION_CODES.pricePositive, abort: true })
      .max(MAX_PRICE_EUROS, { error: VALIDATION_CODES.priceTooHigh, abort: true })
      .refine(hasAtMostTwoDecimals, VALIDATION_CODES.priceDecimals),
  )

export const foodEditBody = object({
  name: requiredText(VALIDATION_CODES.nameRequired, 200, VALIDATION_CODES.productNameTooLong),
  sku: requiredText(VALIDATION_CODES.skuRequired, 100, VALIDATION_CODES.skuTooLong),
  category: requiredText(VALIDATION_CODES.categoryRequired, 100, VALIDATION_CODES.categoryTooLong),
  price: dishPrice(),
  description: optionalText(2000, VALIDATION_CODES.descriptionTooLong, multilineText),
})
export type FoodEditBody = z.infer<typeof foodEditBody>

export const foodRemoveBody = object({
  id: requiredText(VALIDATION_CODES.productIdRequired, 2000, VALIDATION_CODES.productIdTooLong),
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
  plainText(VALIDATION_CODES.imageInvalid)
    .trim()
    .max(2000, { error: VALIDATION_CODES.imageInvalid, abort: true })
    .refine(isImageReference, VALIDATION_CODES.imageInvalid)
    .nullish()
    .transform((value) => value ?? '')
    .optional()

/** Absent, null and '' are 0: a dish off promotion has no promotion price to send. */
const promotionPrice = () =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    numberLike(VALIDATION_CODES.promotionPriceInvalid, VALIDATION_CODES.promotionPriceInvalid).pipe(
      z
        .number()
        .min(0, { error: VALIDATION_CODES.promotionPriceInvalid, abort: true })
        .max(MAX_PRICE_EUROS, { error: VALIDATION_CODES.promotionPriceTooHigh, abort: true })
        .refine(hasAtMostTwoDecimals, VALIDATION_CODES.promotionPriceDecimals),
    ),
  )

const choicePrice = () =>
  numberLike(VALIDATION_CODES.choicePriceRequired, VALIDATION_CODES.choicePriceInvalid).pipe(
    z
      .number()
      .min(0, { error: VALIDATION_CODES.choicePriceInvalid, abort: true })
      .max(MAX_PRICE_EUROS, { error: VALIDATION_CODES.choicePriceTooHigh, abort: true })
      .refine(hasAtMostTwoDecimals, VALIDATION_CODES.choicePriceDecimals),
  )

/** Annex II codes, each once; the order sent does not matter (they are kept in the Annex's). */
const allergenList = () =>
  list(
    z.enum(ALLERGENS, { error: VALIDATION_CODES.allergensInvalid }),
    VALIDATION_CODES.allergensInvalid,
  )
    .max(ALLERGENS.length, VALIDATION_CODES.allergensInvalid)
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
    code: requiredText(VALIDATION_CODES.choiceCodeRequired, 40, VALIDATION_CODES.choiceCodeTooLong),
    label: requiredText(
      VALIDATION_CODES.choiceLabelRequired,
      80,
      VALIDATION_CODES.choiceLabelTooLong,
    ),
    ...translations('label', 80, VALIDATION_CODES.choiceLabelTooLong),
    price: choicePrice(),
    image: imageReference(),
    // What the choice adds to the dish's own (an extra egg). Absent: none, or on an edit from a
    // client that knows nothing of allergens, what the choice had (the service keeps it).
    allergens: allergenList().optional(),
  },
  VALIDATION_CODES.choiceCodeRequired,
)

export const optionGroupBody = object(
  {
    name: requiredText(VALIDATION_CODES.optionNameRequired, 60, VALIDATION_CODES.optionNameTooLong),
    ...translations('name', 60, VALIDATION_CODES.optionNameTooLong),
    pricingMode: z.enum(['override', 'add'], { error: VALIDATION_CODES.pricingModeInvalid }),
    defaultChoiceCode: requiredText(
      VALIDATION_CODES.defaultChoiceRequired,
      40,
      VALIDATION_CODES.defaultChoiceUnknown,
    ),
    choices: list(optionChoiceBody, VALIDATION_CODES.choicesRequired)
      .min(1, VALIDATION_CODES.choicesRequired)
      .max(30, VALIDATION_CODES.tooManyChoices),
  },
  VALIDATION_CODES.optionsInvalid,
).superRefine((group, ctx) => {
  const seen = new Set<string>()
  group.choices.forEach((choice, index) => {
    if (seen.has(choice.code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices', index, 'code'],
        message: VALIDATION_CODES.choiceCodeTaken,
      })
    }
    seen.add(choice.code)
    // An override choice replaces the dish price: at 0 the dish would be given away.
    if (group.pricingMode === 'override' && choice.price <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices', index, 'price'],
        message: VALIDATION_CODES.overrideChoicePrice,
      })
    }
  })
  if (!seen.has(group.defaultChoiceCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultChoiceCode'],
      message: VALIDATION_CODES.defaultChoiceUnknown,
    })
  }
})

/**
 * A whole dish, as both create and edit send it. Prices are euros; the server keeps cents.
 * promotionPrice counts only on promotion (the service stores 0 otherwise), and must then be
 * above 0 and below the price, or the 'promotion' would cost as much as the dish or more.
 */
export const dishBody = object({
  name: requiredText(VALIDATION_CODES.nameRequired, 200, VALIDATION_CODES.productNameTooLong),
  nameVI: requiredText(
    VALIDATION_CODES.nameViRequired,
    200,
    VALIDATION_CODES.translatedNameTooLong,
  ),
  nameEN: requiredText(
    VALIDATION_CODES.nameEnRequired,
    200,
    VALIDATION_CODES.translatedNameTooLong,
  ),
  nameSK: requiredText(
    VALIDATION_CODES.nameSkRequired,
    200,
    VALIDATION_CODES.translatedNameTooLong,
  ),
  description: optionalText(2000, VALIDATION_CODES.descriptionTooLong, multilineText).transform(
    (value) => value ?? '',
  ),
  ...translations('description', 2000, VALIDATION_CODES.descriptionTooLong, multilineText),
  price: dishPrice(),
  sku: requiredText(VALIDATION_CODES.skuRequired, 50, VALIDATION_CODES.dishSkuTooLong),
  category: requiredText(VALIDATION_CODES.categoryRequired, 100, VALIDATION_CODES.categoryTooLong),
  status: z.enum(['active', 'inactive'], { error: VALIDATION_CODES.dishStatusInvalid }),
  image: imageReference(),
  isPromotion: z.boolean({ error: VALIDATION_CODES.promotionInvalid }),
  promotionPrice: promotionPrice(),
  options: list(optionGroupBody, VALIDATION_CODES.optionsInvalid)
    .max(10, VALIDATION_CODES.tooManyOptions)
    .nullish()
    .transform((value) => value ?? [])
    .optional(),
  // Issue 12 §2. Null: not stated yet, and said so to guests. Absent: on create the same as
  // null, on an edit what the dish had, so a client written before allergens cannot erase them.
  allergens: allergenList().nullable().optional(),
  dietaryTags: list(
    z.enum(DIETARY_TAGS, { error: VALIDATION_CODES.dietaryTagsInvalid }),
    VALIDATION_CODES.dietaryTagsInvalid,
  )
    .max(DIETARY_TAGS.length, VALIDATION_CODES.dietaryTagsInvalid)
    .transform((tags) => DIETARY_TAGS.filter((tag) => tags.includes(tag)))
    .optional(),
  spicy: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: VALIDATION_CODES.spicyInvalid,
    })
    .optional(),
  // Issue 22 §2: a VAT rate's id in Settings; null: the category's. Absent: on create the same
  // as null, on an edit what the dish had.
  vatRateId: vatRateChoiceShape.optional(),
}).superRefine((dish, ctx) => {
  const tags = dish.dietaryTags ?? []
  if (tags.includes('gluten-free') && dish.allergens?.includes('gluten')) {
    ctx.addIssue({
      code: 'custom',
      path: ['dietaryTags'],
      message: VALIDATION_CODES.glutenFreeWithGluten,
    })
  }
  if (tags.includes('vegan') && dish.allergens?.some((a) => ANIMAL_ALLERGENS.includes(a))) {
    ctx.addIssue({
      code: 'custom',
      path: ['dietaryTags'],
      message: VALIDATION_CODES.veganWithAnimalAllergen,
    })
  }
  if (dish.isPromotion) {
    if (dish.promotionPrice <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['promotionPrice'],
        message: VALIDATION_CODES.promotionPriceRequired,
      })
    } else if (dish.promotionPrice >= dish.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['promotionPrice'],
        message: VALIDATION_CODES.promotionPriceNotLower,
      })
    }
  }
  const names = new Set<string>()
  ;(dish.options ?? []).forEach((group, index) => {
    if (names.has(group.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index, 'name'],
        message: VALIDATION_CODES.optionNameTaken,
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
    soldOut: z.boolean({ error: VALIDATION_CODES.soldOutInvalid }),
    choice: z
      .strictObject(
        {
          group: requiredText(
            VALIDATION_CODES.soldOutChoiceInvalid,
            60,
            VALIDATION_CODES.soldOutChoiceInvalid,
          ),
          code: requiredText(
            VALIDATION_CODES.soldOutChoiceInvalid,
            40,
            VALIDATION_CODES.soldOutChoiceInvalid,
          ),
        },
        { error: VALIDATION_CODES.soldOutChoiceInvalid },
      )
      .optional(),
  },
  { error: VALIDATION_CODES.bodyNotObject },
)
export type SoldOutBody = z.infer<typeof soldOutBody>

export const categoryBody = object({
  name: requiredText(
    VALIDATION_CODES.categoryNameRequired,
    100,
    VALIDATION_CODES.categoryNameTooLong,
  ),
  ...translations('name', 100, VALIDATION_CODES.categoryNameTooLong),
  image: imageReference(),
  // Issue 22 §2: its dishes' VAT rate's id; null: the shop's default. Absent on an edit: kept.
  vatRateId: vatRateChoiceShape.optional(),
})
export type CategoryBody = z.infer<typeof categoryBody>

/** The whole list in its new order; the service checks that it names every category once. */
export const categoryOrderBody = object({
  ids: list(
    plainText(VALIDATION_CODES.categoryIdsInvalid).max(200, VALIDATION_CODES.categoryIdsInvalid),
    VALIDATION_CODES.categoryIdsInvalid,
  ).max(1000, VALIDATION_CODES.categoryIdsInvalid),
})
export type CategoryOrderBody = z.infer<typeof categoryOrderBody>
