import { z } from 'zod'
import { ALLERGENS, ANIMAL_ALLERGENS, DIETARY_TAGS, sortedAllergens } from './allergens'
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from './booking'
import { MAX_LINE_QUANTITY } from './cart'
import { codeOfMessage, type ErrorCode } from './error-codes'
import { MESSAGES } from './messages'
import type { Fulfilment } from './fulfilment'
import { ORDER_STATUSES, ORDER_TYPES, moveNeedsReason } from './order-status'
import { PHONE_MAX_LENGTH, isValidPhone, phoneDigits } from './phone'
import { cleanPostalCode, isPostalCode } from './postal-code'
import { isValidDate, isValidTime } from './schedule'
import { TRACKING_CODE_MAX_LENGTH, normalizeTrackingCode } from './tracking'

export { MESSAGES } from './messages'

/**
 * The highest price of a dish or a choice, in euros. Prices are kept in cents in 32-bit integer
 * columns, which PostgreSQL guards with an error, and with it an order's total stays bounded.
 */
export const MAX_PRICE_EUROS = 10_000

/**
 * A simple address pattern, as the contact form uses (SPEC §5): something@something.tld. No `?`,
 * `&` or `%`: in the owner's Reply link they would start or smuggle in headers such as
 * `?bcc=spy%40evil.example` (issue 19 §1.8), and no address a guest really has needs them.
 */
export const EMAIL_PATTERN = /^[^\s@?&%]+@[^\s@?&%]+\.[^\s@?&%]+$/
const EMAIL_MAX_LENGTH = 254
const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * C0 controls, DEL, C1 controls (U+0080–U+009F) and UTF-16 halves without their partner (with
 * the u flag a surrogate range only matches a lone half). PostgreSQL refuses NUL and lone
 * surrogates outright, which failed whole writes; the others have no place in a name or an
 * address and can hide text in logs, mails and the back office.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u
/** The same, less tab and line ends (CR too: a Windows client ends lines with CR LF). */
const CONTROL_CHARACTERS_MULTILINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value)
}

const isString = (value: unknown) => typeof value === 'string'

/**
 * Stops every later check of `schema` once the value is not of its type. Zod still measures the
 * length of a value that failed its type check, if it has one: `{ "length": [{ "toString": 0 }] }`
 * in a JSON body then made parsing throw (a 500) instead of refusing it (a 400).
 */
export function ofTypeFirst<S extends z.ZodType>(
  schema: S,
  isType: (value: unknown) => boolean,
  error?: string,
): S {
  return schema.refine(() => false, {
    error,
    abort: true,
    when: (payload) => !isType(payload.value),
  })
}

/** A list, refused before its length is looked at when it is not a list at all. */
export const list = <Item extends z.ZodType>(item: Item, error?: string) =>
  ofTypeFirst(z.array(item, { error }), Array.isArray, error)

/**
 * The base of every text a request may carry: a string without control characters. `error` is
 * the field's message for anything that is not a string. The check comes first, so it is what
 * the field reports even when the text breaks other rules too.
 */
export const plainText = (error?: string) =>
  ofTypeFirst(z.string({ error }), isString, error).refine(
    (value) => !hasControlCharacters(value),
    MESSAGES.controlCharacters,
  )

/** For notes, messages and descriptions: like plainText, but newlines and tabs are fine. */
export const multilineText = (error?: string) =>
  ofTypeFirst(z.string({ error }), isString, error).refine(
    (value) => !hasControlCharacters(value, { multiline: true }),
    MESSAGES.controlCharacters,
  )

type TextBase = typeof plainText

const object = <Shape extends z.ZodRawShape>(
  shape: Shape,
  error: string = MESSAGES.bodyNotObject,
) => z.object(shape, { error })

/**
 * A trimmed string that must not be blank. The same text covers missing, wrong type and blank,
 * because to the person filling the form they are all 'you left this empty'.
 */
const requiredText = (required: string, max: number, tooLong: string, text: TextBase = plainText) =>
  text(required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })

const email = () =>
  requiredText(MESSAGES.emailRequired, EMAIL_MAX_LENGTH, MESSAGES.emailInvalid).regex(
    EMAIL_PATTERN,
    MESSAGES.emailInvalid,
  )

/**
 * Clients send null or leave a key out for 'nothing'; both come out as an absent key. The outer
 * optional() keeps the key optional in the inferred type, which a bare transform would not.
 */
const absentAllowed = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional()

/** Optional text that is stored as given; blank is fine. */
const optionalText = (max: number, tooLong: string, text: TextBase = plainText) =>
  absentAllowed(text(tooLong).trim().max(max, tooLong))

/**
 * A number, or a numeric string as HTML number inputs produce it. Missing and blank report
 * `required`; anything else that is not a finite number reports `invalid`.
 */
const numberLike = (required: string, invalid: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      ctx.addIssue({ code: 'custom', message: required })
      return z.NEVER
    }
    // Plain decimals only: Number() would also read '0x10' and '1e1'.
    const decimal = typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())
    const parsed = typeof value === 'string' ? (decimal ? Number(value.trim()) : NaN) : value
    if (typeof parsed !== 'number' || !Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: invalid })
      return z.NEVER
    }
    return parsed
  })

// ---------------------------------------------------------------------------------------------
// Users

export const registerBody = object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
  email: email(),
  // Passwords are never trimmed: a space is as good a character as any other.
  password: plainText(MESSAGES.passwordRequired)
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(8, { error: MESSAGES.passwordMinLength, abort: true })
    .max(200, MESSAGES.passwordTooLong),
})
export type RegisterBody = z.infer<typeof registerBody>

/** No format or length rules on login: a wrong value simply does not match an account. */
export const loginBody = object({
  email: requiredText(MESSAGES.emailRequired, EMAIL_MAX_LENGTH, MESSAGES.emailInvalid),
  password: plainText(MESSAGES.passwordRequired)
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .max(200, MESSAGES.passwordTooLong),
})
export type LoginBody = z.infer<typeof loginBody>

// ---------------------------------------------------------------------------------------------
// Orders

const addressField = () => requiredText(MESSAGES.requiredFields, 200, MESSAGES.fieldTooLong)

/**
 * A postal code as the shop keeps it: NFKC first, so full-width digits are digits, then only
 * letters, digits, spaces and hyphens. A zero-width space or a look-alike digit matched no area
 * and fell through to the catch-all one, past its minimum and fee (issue 19 §1.3).
 */
const postalCodeField = () =>
  requiredText(MESSAGES.requiredFields, 200, MESSAGES.fieldTooLong)
    .transform(cleanPostalCode)
    .refine(isPostalCode, MESSAGES.postalCodeInvalid)

/** An e-mail that may be left out: '' is what an untouched optional input sends, kept as absent. */
const optionalEmail = () =>
  plainText(MESSAGES.emailInvalid)
    .trim()
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGES.emailInvalid)
    .nullish()
    .transform((value) => (value ? value : undefined))
    .optional()

/**
 * Field order matters: zod reports issues in shape order, and SPEC §5 checks the required fields
 * first, then the phone. Email comes last because it is optional and the SPEC checks no format.
 */
export const addressSchema = object(
  {
    firstName: addressField(),
    lastName: addressField(),
    street: addressField(),
    city: addressField(),
    state: addressField(),
    zipcode: postalCodeField(),
    country: addressField(),
    phone: requiredText(MESSAGES.requiredFields, 200, MESSAGES.phoneInvalid).refine(
      isValidPhone,
      MESSAGES.phoneInvalid,
    ),
    email: optionalEmail(),
  },
  MESSAGES.requiredFields,
)
export type Address = z.infer<typeof addressSchema>

/**
 * One line as a client sends it. The reference client sends whole food records, so every other
 * field (name, price...) is dropped: the server prices from its own database.
 */
export const orderItemSchema = z.object(
  {
    _id: requiredText(MESSAGES.itemIdRequired, 2000, MESSAGES.itemIdTooLong),
    quantity: z
      .number({ error: MESSAGES.quantityInvalid })
      .int(MESSAGES.quantityInvalid)
      .min(1, MESSAGES.quantityInvalid)
      .max(MAX_LINE_QUANTITY, MESSAGES.quantityInvalid),
    selectedOptions: z
      .record(
        plainText().max(200, MESSAGES.selectedOptionsInvalid),
        plainText(MESSAGES.selectedOptionsInvalid).max(200, MESSAGES.selectedOptionsInvalid),
        { error: MESSAGES.selectedOptionsInvalid },
      )
      .optional(),
  },
  { error: MESSAGES.itemIdRequired },
)
export type OrderItem = z.infer<typeof orderItemSchema>

const customerInfoText = absentAllowed(
  plainText(MESSAGES.customerInfoInvalid).trim().max(200, MESSAGES.customerInfoInvalid),
)

/** A field of where to deliver, which a pickup order may leave out: absent and blank are ''. */
const pickupLocationField = () =>
  optionalText(200, MESSAGES.fieldTooLong).transform((value) => value ?? '')

/**
 * A pickup order's address (issue 11 §1): name and phone, the e-mail if given. The street, city,
 * state, postal code and country are not asked; anything sent there is kept as given.
 */
export const pickupAddressSchema = addressSchema.extend({
  street: pickupLocationField(),
  city: pickupLocationField(),
  state: pickupLocationField(),
  zipcode: pickupLocationField(),
  country: pickupLocationField(),
})

/** An order's notes to the kitchen and the driver: an allergy, the doorbell, the floor. */
export const NOTES_MAX_LENGTH = 500

const orderFields = {
  address: addressSchema,
  items: list(orderItemSchema, MESSAGES.cartEmpty)
    .min(1, { error: MESSAGES.cartEmpty, abort: true })
    .max(100, MESSAGES.tooManyLines),
  amount: z.number({ error: MESSAGES.amountInvalid }).min(0, MESSAGES.amountInvalid),
  customerInfo: z
    .object(
      {
        name: customerInfoText,
        phone: customerInfoText,
        // The order's e-mail when the address has none: held to the same rule.
        email: optionalEmail(),
      },
      { error: MESSAGES.customerInfoInvalid },
    )
    .optional(),
  orderType: z.enum(ORDER_TYPES, { error: MESSAGES.orderTypeInvalid }).optional(),
  // Sent by the reference client; the server takes the user from the token instead.
  userId: absentAllowed(plainText(MESSAGES.userIdInvalid)),
  notes: optionalText(NOTES_MAX_LENGTH, MESSAGES.notesTooLong, multilineText),
  /**
   * The chosen slot's start as an ISO instant (issue 11 §2); absent or null: as soon as
   * possible. Whether it is a slot on offer depends on the clock: the server checks that.
   */
  dueAt: absentAllowed(
    plainText(MESSAGES.dueAtInvalid)
      .max(40, { error: MESSAGES.dueAtInvalid, abort: true })
      .pipe(z.iso.datetime({ offset: true, error: MESSAGES.dueAtInvalid })),
  ),
  // Issue 11 §4: the code the guest applied on the cart page; the server decides it again.
  promoCode: absentAllowed(
    plainText(MESSAGES.promoCodeInvalid)
      .trim()
      .max(64, MESSAGES.promoCodeInvalid)
      .transform((code) => code.toUpperCase()),
  ),
}

/** SPEC's body, and a delivery's: no `fulfilment` at all means delivery. */
const deliveryOrderBody = object(
  { ...orderFields, fulfilment: z.literal('delivery').optional() },
  MESSAGES.requiredFields,
)

/** A pickup's: the same, but with no address to deliver to. */
const pickupOrderBody = object(
  { ...orderFields, address: pickupAddressSchema, fulfilment: z.literal('pickup') },
  MESSAGES.requiredFields,
)

/**
 * POST /api/order/place. `fulfilment` picks the schema: absent or 'delivery' is SPEC's body,
 * checked in SPEC's order; 'pickup' asks no street, city or postal code.
 */
export const placeOrderBody = z.discriminatedUnion(
  'fulfilment',
  [deliveryOrderBody, pickupOrderBody],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? MESSAGES.fulfilmentInvalid : MESSAGES.requiredFields,
  },
)
/** Either body; `fulfilment` absent is a delivery. */
export type PlaceOrderBody = Omit<z.infer<typeof deliveryOrderBody>, 'fulfilment'> & {
  fulfilment?: Fulfilment
}

// ---------------------------------------------------------------------------------------------
// Tracking

const trackingCode = (required: string) =>
  requiredText(required, TRACKING_CODE_MAX_LENGTH, MESSAGES.trackingCodeTooLong).transform(
    normalizeTrackingCode,
  )

/** The track page (POST /api/orders/track): both fields, one message for either missing. */
export const trackOrderBody = object(
  {
    trackingCode: trackingCode(MESSAGES.trackRequired),
    phone: requiredText(MESSAGES.trackRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
  },
  MESSAGES.trackRequired,
)
export type TrackOrderBody = z.infer<typeof trackOrderBody>

/** My orders (POST /api/order/track): phone, and optionally the code; '' counts as no code. */
export const lookupOrdersBody = object(
  {
    trackingCode: plainText(MESSAGES.trackingCodeTooLong)
      .trim()
      .max(TRACKING_CODE_MAX_LENGTH, MESSAGES.trackingCodeTooLong)
      .nullish()
      .transform((value) => (value ? normalizeTrackingCode(value) : undefined))
      .optional(),
    phone: requiredText(MESSAGES.phoneRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
  },
  MESSAGES.phoneRequired,
)
export type LookupOrdersBody = z.infer<typeof lookupOrdersBody>

// ---------------------------------------------------------------------------------------------
// Cart

/** The id may be a cart key carrying the options' JSON, hence the generous limit. */
export const cartItemBody = object({
  itemId: requiredText(MESSAGES.itemIdMissing, 2000, MESSAGES.itemIdTooLong),
})
export type CartItemBody = z.infer<typeof cartItemBody>

// ---------------------------------------------------------------------------------------------
// Contact

export const CONTACT_SUBJECTS = [
  'general',
  'reservation',
  'feedback',
  'complaint',
  'partnership',
  'other',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const contactBody = object({
  name: requiredText(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong).min(
    2,
    MESSAGES.nameMinLength,
  ),
  email: email(),
  subject: requiredText(MESSAGES.subjectRequired, 50, MESSAGES.subjectInvalid).pipe(
    z.enum(CONTACT_SUBJECTS, { error: MESSAGES.subjectInvalid }),
  ),
  message: requiredText(MESSAGES.messageRequired, 5000, MESSAGES.messageTooLong, multilineText).min(
    10,
    MESSAGES.messageMinLength,
  ),
})
export type ContactBody = z.infer<typeof contactBody>

// ---------------------------------------------------------------------------------------------
// Reservations

/** Past dates and free slots depend on the clock, so the server checks them with schedule.ts. */
export const reservationBody = object({
  customerName: requiredText(MESSAGES.fullNameRequired, 100, MESSAGES.nameTooLong).min(
    2,
    MESSAGES.nameMinLength,
  ),
  phone: requiredText(MESSAGES.phoneRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong).refine(
    (phone) => phoneDigits(phone).length >= 10,
    MESSAGES.phoneDigits,
  ),
  email: email(),
  reservationDate: requiredText(MESSAGES.dateRequired, 10, MESSAGES.dateInvalid).refine(
    isValidDate,
    MESSAGES.dateInvalid,
  ),
  reservationTime: requiredText(MESSAGES.timeRequired, 5, MESSAGES.timeInvalid).refine(
    isValidTime,
    MESSAGES.timeInvalid,
  ),
  // The reference form sends the select's value, a string; other clients may send a number.
  numberOfPeople: numberLike(MESSAGES.peopleRequired, MESSAGES.partySize).pipe(
    z
      .number()
      .int(MESSAGES.partySize)
      .min(PARTY_SIZE_MIN, MESSAGES.partySize)
      .max(PARTY_SIZE_MAX, MESSAGES.partySize),
  ),
  note: optionalText(1000, MESSAGES.noteTooLong, multilineText),
})
export type ReservationBody = z.infer<typeof reservationBody>

// ---------------------------------------------------------------------------------------------
// Admin

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

// ---------------------------------------------------------------------------------------------
// Back office: the menu

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

// ---------------------------------------------------------------------------------------------
// Back office: bookings and messages

/** `?day=YYYY-MM-DD`; without it the server takes today in the restaurant's zone. */
export const adminReservationsQuery = object({
  day: absentAllowed(
    plainText(MESSAGES.dateInvalid).trim().refine(isValidDate, MESSAGES.dateInvalid),
  ),
})
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuery>

export const reservationCancelBody = object({
  reason: optionalText(500, MESSAGES.cancelReasonTooLong, multilineText),
})
export type ReservationCancelBody = z.infer<typeof reservationCancelBody>

export const messageHandledBody = object({
  handled: z.boolean({ error: MESSAGES.handledInvalid }),
})
export type MessageHandledBody = z.infer<typeof messageHandledBody>

// ---------------------------------------------------------------------------------------------
// Back office: orders

/** '' is what a select left on 'all' sends; it means no filter, like a missing key. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/** `?status=Pending&day=YYYY-MM-DD`; without a day, today in the restaurant's zone. */
export const adminOrdersQuery = object({
  status: z.preprocess(
    emptyIsAbsent,
    absentAllowed(z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid })),
  ),
  day: z.preprocess(
    emptyIsAbsent,
    absentAllowed(plainText(MESSAGES.dateInvalid).trim().refine(isValidDate, MESSAGES.dateInvalid)),
  ),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>

/** The day at a glance: `?day=YYYY-MM-DD`, today in the restaurant's zone without it. */
export const adminTodayQuery = object({ day: adminOrdersQuery.shape.day })
export type AdminTodayQuery = z.infer<typeof adminTodayQuery>

/** Where the order goes next; whether it may go there depends on where it is (order-status.ts). */
export const orderStatusBody = object({
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.orderStatusInvalid }),
  reason: optionalText(500, MESSAGES.cancelReasonTooLong, multilineText),
}).superRefine((body, ctx) => {
  if (moveNeedsReason(body.status) && !body.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.cancelReasonRequired })
  }
})
export type OrderStatusBody = z.infer<typeof orderStatusBody>

export const orderPaymentBody = object({
  paid: z.boolean({ error: MESSAGES.paidInvalid }),
})
export type OrderPaymentBody = z.infer<typeof orderPaymentBody>

/** The track page's live stream: `?code=AB123456&phone=...` (EventSource sends no body). */
export const trackStreamQuery = object(
  {
    code: trackingCode(MESSAGES.trackRequired),
    phone: requiredText(MESSAGES.trackRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
  },
  MESSAGES.trackRequired,
)
export type TrackStreamQuery = z.infer<typeof trackStreamQuery>

// ---------------------------------------------------------------------------------------------
// Reporting

/** The sentence an error body carries as `message`: the first problem, in schema order. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  // 'Text must not contain control characters' alone would not say which of many fields.
  if (issue.message === MESSAGES.controlCharacters && issue.path.length > 0) {
    return `${issue.path.map(String).join('.')}: ${issue.message}`
  }
  return issue.message
}

/** Field path ('address.phone', 'items.0.quantity') -> its first message, for `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message
  }
  return errors
}

/** What a refused request's body carries besides `success: false`. */
export interface ValidationFailure {
  message: string
  code: ErrorCode
  /** Field path ('address.phone', 'items.0.quantity') -> its first message (SPEC's words). */
  errors: Record<string, string>
  /** The same fields -> their codes, for a form to translate each one. */
  fieldCodes: Record<string, ErrorCode>
}

/** The body of a 400 for a request that fails its schema: the first problem leads. */
export function validationFailure(error: z.ZodError): ValidationFailure {
  const errors: Record<string, string> = {}
  const fieldCodes: Record<string, ErrorCode> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (Object.hasOwn(errors, path)) continue
    errors[path] = issue.message
    fieldCodes[path] = codeOfMessage(issue.message)
  }
  const first = error.issues[0]
  return {
    message: firstIssueMessage(error),
    code: first ? codeOfMessage(first.message) : 'REQUEST_INVALID',
    errors,
    fieldCodes,
  }
}
