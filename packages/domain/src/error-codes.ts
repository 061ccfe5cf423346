import { MESSAGES } from './messages'

/**
 * The shop's one error vocabulary: every refusal the server can give carries one of these codes
 * next to its readable `message`, and the web translates by the code, never by the sentence.
 * Codes are stable UPPER_SNAKE names: renaming one breaks every client that knows it.
 */

/** `phoneInvalid` -> `PHONE_INVALID`, in the type system as at run time. */
type UpperSnake<
  Text extends string,
  Done extends string = '',
> = Text extends `${infer Head}${infer Rest}`
  ? UpperSnake<Rest, `${Done}${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}`>
  : Done

function upperSnake(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()
}

type MessageKey = keyof typeof MESSAGES

/** A validation text's code, named after its key in MESSAGES: phoneInvalid -> PHONE_INVALID. */
export type ValidationCode = UpperSnake<MessageKey>

export const VALIDATION_CODES = Object.fromEntries(
  Object.keys(MESSAGES).map((key) => [key, upperSnake(key)]),
) as unknown as { readonly [Key in MessageKey]: UpperSnake<Key> }

/** Refusals that are not a field's text: the services', the framework's and the guards'. */
export const REFUSAL_CODES = [
  // The request itself
  'REQUEST_INVALID',
  'INVALID_JSON',
  'EMPTY_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ADDRESS_INVALID',
  'ADDRESS_TOO_LONG',
  'ADDRESS_CONTROL_CHARACTERS',
  'ADDRESS_UNKNOWN',
  'IDEMPOTENCY_KEY_INVALID',
  'RATE_LIMITED',
  'LIVE_UPDATES_LIMIT',
  'LIVE_UPDATES_BUSY',
  'DATABASE_DOWN',
  'UNEXPECTED',
  // Readiness and metrics (issue 25 §3)
  'RELAY_DOWN',
  'MIGRATIONS_PENDING',
  'MIGRATIONS_UNKNOWN',
  'METRICS_TOKEN_INVALID',
  // Accounts
  'LOGIN_REQUIRED',
  'ADMIN_LOGIN_REQUIRED',
  'SESSION_EXPIRED',
  'TOKEN_INVALID',
  'ADMIN_ONLY',
  'LOGIN_FAILED',
  'EMAIL_TAKEN',
  'ACCOUNT_NOT_FOUND',
  // Saved delivery addresses (issue 24 §3)
  'SAVED_ADDRESS_NOT_FOUND',
  'TOO_MANY_SAVED_ADDRESSES',
  // Menu, cart and orders
  'DISH_NOT_FOUND',
  'DISH_UNKNOWN',
  'DISH_OFF_MENU',
  'DISH_UNAVAILABLE',
  'DISH_SOLD_OUT',
  'CHOICE_SOLD_OUT',
  'SOLD_OUT_TARGET_UNKNOWN',
  'OPTION_UNKNOWN',
  'CART_ITEM_INVALID',
  'LINE_QUANTITY_LIMIT',
  'CART_FULL',
  'ORDER_TOO_LARGE',
  'AMOUNT_CHANGED',
  'OUTSIDE_DELIVERY_AREA',
  'BELOW_MINIMUM',
  'CLOSED_NOW',
  'NOT_TAKING_ORDERS',
  'KITCHEN_PAUSED',
  'PROMO_CODE_UNKNOWN',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_NOT_YET_VALID',
  'PROMO_CODE_USED_UP',
  'PROMO_CODE_BELOW_MINIMUM',
  'PROMO_CODE_FIRST_ORDER_ONLY',
  'PROMO_CODE_WRONG_FULFILMENT',
  'PICKUP_NOT_OFFERED',
  // Ordering at the table (issue 24 §5)
  'DINE_IN_NOT_OFFERED',
  'TABLE_LINK_INVALID',
  'TABLE_LINK_REVOKED',
  'TABLE_GONE',
  'LATER_NOT_OFFERED',
  'SLOT_NOT_OFFERED',
  'ORDER_SLOT_FULL',
  'ORDER_RETRY_DIFFERENT',
  'ORDER_NOT_FOUND',
  'NO_ORDERS_FOR_PHONE',
  'RECEIPT_NOT_FOUND',
  'ORDER_CHANGED',
  'ORDER_ALREADY_IN_STATUS',
  'ORDER_MOVE_REFUSED',
  // The late notice (issue 23 §1)
  'ORDER_FINAL',
  'LATE_TOO_LONG',
  // The kitchen printer (issue 23 §2)
  'PRINTER_NOT_CONFIGURED',
  'PRINT_QUEUE_FULL',
  // Live news of an order by Web Push (issue 24 §2)
  'PUSH_ORDER_DONE',
  'PUSH_SUBSCRIPTIONS_FULL',
  'PUSH_SERVICE_UNKNOWN',
  // Bookings and messages
  'CLOSED_DAY',
  'TIME_OUTSIDE_SLOTS',
  'TIME_PASSED',
  'TOO_MANY_BOOKINGS',
  'SLOT_FULL',
  'BOOKING_NOT_FOUND',
  'BOOKING_CHANGED',
  'BOOKING_MOVE_REFUSED',
  'MESSAGE_NOT_FOUND',
  // Back office: the menu
  'CATEGORY_UNKNOWN',
  'CATEGORY_TAKEN',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_ORDER_INCOMPLETE',
  'IMAGE_UNKNOWN',
  'IMAGE_NOT_FOUND',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_UNSUPPORTED',
  // Back office: the restaurant's look (issue 21 §2)
  'LOGO_TOO_LARGE',
  'LOGO_UNSUPPORTED',
  'LOGO_UNREADABLE',
  // Back office: the menu file and the demo (issue 21 §5)
  'MENU_FILE_INVALID',
  'MENU_FILE_CHANGED',
  // Back office: promo codes
  'PROMO_CODE_NOT_FOUND',
  'PROMO_CODE_TAKEN',
  'PROMO_CODE_RENAMED',
  // Payments (issue 22 §1)
  'PAYMENT_METHOD_NOT_OFFERED',
  'PAYMENT_UNAVAILABLE',
  'PAYMENTS_NOT_CONFIGURED',
  'WEBHOOK_SIGNATURE_INVALID',
  'REFUND_NOT_POSSIBLE',
  'REFUND_TOO_LARGE',
  'REFUND_REFUSED',
  // The guest's data in their hands (issue 24 §4)
  'PASSWORD_WRONG',
  'ADMIN_ACCOUNT_KEPT',
  'ORDER_STILL_OPEN',
] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

export type ErrorCode = ValidationCode | RefusalCode

/** Every code, validation first: what the web must translate and the server may send. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...Object.values(VALIDATION_CODES),
  ...REFUSAL_CODES,
]

const CODE_SET = new Set<string>(ERROR_CODES)
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODE_SET.has(value)
}

/** Each validation code's key in MESSAGES: PHONE_INVALID -> phoneInvalid. */
const KEY_OF_CODE = new Map<string, MessageKey>(
  (Object.keys(MESSAGES) as MessageKey[]).map((key) => [VALIDATION_CODES[key], key]),
)

/**
 * Whether a zod issue's message is a rule's code. A schema's rule gives its code as the message
 * (`VALIDATION_CODES.phoneInvalid`); the English is looked up from the code when a refusal is
 * written. Any other message is zod's own, from a schema that names no rule.
 */
export function isValidationCode(message: string): message is ValidationCode {
  return KEY_OF_CODE.has(message)
}

/** A validation code's key in MESSAGES, or undefined for a text that is not a code. */
export function messageKeyOf(code: string): MessageKey | undefined {
  return KEY_OF_CODE.get(code)
}

/** A validation code's text, SPEC §5's words where it gives them. */
export function validationMessage(code: ValidationCode): string {
  return MESSAGES[KEY_OF_CODE.get(code)!]
}
