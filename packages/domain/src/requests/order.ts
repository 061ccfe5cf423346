import { z } from 'zod'
import type { Fulfilment } from '../fulfilment'
import { MAX_LINE_QUANTITY } from '../cart'
import { VALIDATION_CODES } from '../error-codes'
import { ORDER_TYPES } from '../order-status'
import { PAYMENT_METHODS } from '../payments'
import { PHONE_MAX_LENGTH, isValidPhone } from '../phone'
import { cleanPostalCode, isPostalCode } from '../postal-code'
import { TRACKING_CODE_MAX_LENGTH, normalizeTrackingCode } from '../tracking'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  absentAllowed,
  list,
  multilineText,
  object,
  optionalText,
  plainText,
  requiredText,
} from './fields'

// Placing an order, and finding it again: the track page, My orders and the live stream.

const addressField = () =>
  requiredText(VALIDATION_CODES.requiredFields, 200, VALIDATION_CODES.fieldTooLong)

/**
 * A postal code as the shop keeps it: NFKC first, so full-width digits are digits, then only
 * letters, digits, spaces and hyphens. A zero-width space or a look-alike digit matched no area
 * and fell through to the catch-all one, past its minimum and fee (issue 19 §1.3).
 */
const postalCodeField = () =>
  requiredText(VALIDATION_CODES.requiredFields, 200, VALIDATION_CODES.fieldTooLong)
    .transform(cleanPostalCode)
    .refine(isPostalCode, VALIDATION_CODES.postalCodeInvalid)

/** An e-mail that may be left out: '' is what an untouched optional input sends, kept as absent. */
const optionalEmail = () =>
  plainText(VALIDATION_CODES.emailInvalid)
    .trim()
    .max(EMAIL_MAX_LENGTH, VALIDATION_CODES.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), VALIDATION_CODES.emailInvalid)
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
    phone: requiredText(VALIDATION_CODES.requiredFields, 200, VALIDATION_CODES.phoneInvalid).refine(
      isValidPhone,
      VALIDATION_CODES.phoneInvalid,
    ),
    email: optionalEmail(),
  },
  VALIDATION_CODES.requiredFields,
)
export type Address = z.infer<typeof addressSchema>

/**
 * One line as a client sends it. The reference client sends whole food records, so every other
 * field (name, price...) is dropped: the server prices from its own database.
 */
export const orderItemSchema = z.object(
  {
    _id: requiredText(VALIDATION_CODES.itemIdRequired, 2000, VALIDATION_CODES.itemIdTooLong),
    quantity: z
      .number({ error: VALIDATION_CODES.quantityInvalid })
      .int(VALIDATION_CODES.quantityInvalid)
      .min(1, VALIDATION_CODES.quantityInvalid)
      .max(MAX_LINE_QUANTITY, VALIDATION_CODES.quantityInvalid),
    selectedOptions: z
      .record(
        plainText().max(200, VALIDATION_CODES.selectedOptionsInvalid),
        plainText(VALIDATION_CODES.selectedOptionsInvalid).max(
          200,
          VALIDATION_CODES.selectedOptionsInvalid,
        ),
        { error: VALIDATION_CODES.selectedOptionsInvalid },
      )
      .optional(),
  },
  { error: VALIDATION_CODES.itemIdRequired },
)
export type OrderItem = z.infer<typeof orderItemSchema>

const customerInfoText = absentAllowed(
  plainText(VALIDATION_CODES.customerInfoInvalid)
    .trim()
    .max(200, VALIDATION_CODES.customerInfoInvalid),
)

/** A field of where to deliver, which a pickup order may leave out: absent and blank are ''. */
const pickupLocationField = () =>
  optionalText(200, VALIDATION_CODES.fieldTooLong).transform((value) => value ?? '')

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
  items: list(orderItemSchema, VALIDATION_CODES.cartEmpty)
    .min(1, { error: VALIDATION_CODES.cartEmpty, abort: true })
    .max(100, VALIDATION_CODES.tooManyLines),
  amount: z
    .number({ error: VALIDATION_CODES.amountInvalid })
    .min(0, VALIDATION_CODES.amountInvalid),
  customerInfo: z
    .object(
      {
        name: customerInfoText,
        phone: customerInfoText,
        // The order's e-mail when the address has none: held to the same rule.
        email: optionalEmail(),
      },
      { error: VALIDATION_CODES.customerInfoInvalid },
    )
    .optional(),
  orderType: z.enum(ORDER_TYPES, { error: VALIDATION_CODES.orderTypeInvalid }).optional(),
  // Sent by the reference client; the server takes the user from the token instead.
  userId: absentAllowed(plainText(VALIDATION_CODES.userIdInvalid)),
  notes: optionalText(NOTES_MAX_LENGTH, VALIDATION_CODES.notesTooLong, multilineText),
  /**
   * The chosen slot's start as an ISO instant (issue 11 §2); absent or null: as soon as
   * possible. Whether it is a slot on offer depends on the clock: the server checks that.
   */
  dueAt: absentAllowed(
    plainText(VALIDATION_CODES.dueAtInvalid)
      .max(40, { error: VALIDATION_CODES.dueAtInvalid, abort: true })
      .pipe(z.iso.datetime({ offset: true, error: VALIDATION_CODES.dueAtInvalid })),
  ),
  /** How the guest pays (issue 22 §1); absent: cash, as before. */
  paymentMethod: absentAllowed(
    z.enum(PAYMENT_METHODS, { error: VALIDATION_CODES.paymentMethodInvalid }),
  ),
  // Issue 11 §4: the code the guest applied on the cart page; the server decides it again.
  promoCode: absentAllowed(
    plainText(VALIDATION_CODES.promoCodeInvalid)
      .trim()
      .max(64, VALIDATION_CODES.promoCodeInvalid)
      .transform((code) => code.toUpperCase()),
  ),
}

/** SPEC's body, and a delivery's: no `fulfilment` at all means delivery. */
const deliveryOrderBody = object(
  { ...orderFields, fulfilment: z.literal('delivery').optional() },
  VALIDATION_CODES.requiredFields,
)

/** A pickup's: the same, but with no address to deliver to. */
const pickupOrderBody = object(
  { ...orderFields, address: pickupAddressSchema, fulfilment: z.literal('pickup') },
  VALIDATION_CODES.requiredFields,
)

/** The longest table link's token the server reads: a generation, a name and a signature. */
export const TABLE_TOKEN_MAX_LENGTH = 200

/**
 * A dine-in order's (issue 24 §5): no address, like a pickup, and the table's signed token from
 * its QR link; the server verifies it and stores the table's name, never a name the guest sends.
 */
const dineInOrderBody = object(
  {
    ...orderFields,
    address: pickupAddressSchema,
    fulfilment: z.literal('dine-in'),
    tableToken: requiredText(
      VALIDATION_CODES.tableLinkRequired,
      TABLE_TOKEN_MAX_LENGTH,
      VALIDATION_CODES.tableLinkRequired,
    ),
  },
  VALIDATION_CODES.requiredFields,
)

/**
 * POST /api/order/place. `fulfilment` picks the schema: absent or 'delivery' is SPEC's body,
 * checked in SPEC's order; 'pickup' asks no street, city or postal code; 'dine-in' neither, but
 * the table's token.
 */
export const placeOrderBody = z.discriminatedUnion(
  'fulfilment',
  [deliveryOrderBody, pickupOrderBody, dineInOrderBody],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? VALIDATION_CODES.fulfilmentInvalid
        : VALIDATION_CODES.requiredFields,
  },
)
/** Any of the bodies; `fulfilment` absent is a delivery. */
export type PlaceOrderBody = Omit<z.infer<typeof deliveryOrderBody>, 'fulfilment'> &
  (
    | { fulfilment?: Exclude<Fulfilment, 'dine-in'>; tableToken?: undefined }
    /** At a table: the signed token of the table's link (issue 24 §5). */
    | { fulfilment: 'dine-in'; tableToken: string }
  )

const trackingCode = (required: string) =>
  requiredText(required, TRACKING_CODE_MAX_LENGTH, VALIDATION_CODES.trackingCodeTooLong).transform(
    normalizeTrackingCode,
  )

/** The track page (POST /api/orders/track): both fields, one message for either missing. */
export const trackOrderBody = object(
  {
    trackingCode: trackingCode(VALIDATION_CODES.trackRequired),
    phone: requiredText(
      VALIDATION_CODES.trackRequired,
      PHONE_MAX_LENGTH,
      VALIDATION_CODES.phoneTooLong,
    ),
  },
  VALIDATION_CODES.trackRequired,
)
export type TrackOrderBody = z.infer<typeof trackOrderBody>

/** My orders (POST /api/order/track): phone, and optionally the code; '' counts as no code. */
export const lookupOrdersBody = object(
  {
    trackingCode: plainText(VALIDATION_CODES.trackingCodeTooLong)
      .trim()
      .max(TRACKING_CODE_MAX_LENGTH, VALIDATION_CODES.trackingCodeTooLong)
      .nullish()
      .transform((value) => (value ? normalizeTrackingCode(value) : undefined))
      .optional(),
    phone: requiredText(
      VALIDATION_CODES.phoneRequired,
      PHONE_MAX_LENGTH,
      VALIDATION_CODES.phoneTooLong,
    ),
  },
  VALIDATION_CODES.phoneRequired,
)
export type LookupOrdersBody = z.infer<typeof lookupOrdersBody>

/** The track page's live stream: `?code=AB123456&phone=...` (EventSource sends no body). */
export const trackStreamQuery = object(
  {
    code: trackingCode(VALIDATION_CODES.trackRequired),
    phone: requiredText(
      VALIDATION_CODES.trackRequired,
      PHONE_MAX_LENGTH,
      VALIDATION_CODES.phoneTooLong,
    ),
  },
  VALIDATION_CODES.trackRequired,
)
export type TrackStreamQuery = z.infer<typeof trackStreamQuery>
