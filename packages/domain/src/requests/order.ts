import { z } from 'zod'
import type { Fulfilment } from '../fulfilment'
import { MAX_LINE_QUANTITY } from '../cart'
import { MESSAGES } from '../messages'
import { ORDER_TYPES } from '../order-status'
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

/** The track page's live stream: `?code=AB123456&phone=...` (EventSource sends no body). */
export const trackStreamQuery = object(
  {
    code: trackingCode(MESSAGES.trackRequired),
    phone: requiredText(MESSAGES.trackRequired, PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
  },
  MESSAGES.trackRequired,
)
export type TrackStreamQuery = z.infer<typeof trackStreamQuery>
