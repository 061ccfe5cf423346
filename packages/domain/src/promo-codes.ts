import { z } from 'zod'
import { MAX_ORDER_TOTAL_CENTS } from './cart'
import { FULFILMENTS, type Fulfilment } from './fulfilment'
import { VALIDATION_CODES } from './error-codes'
import { toCents, toEuros, type Cents } from './money'
import { isValidDate, localDate } from './schedule'
import { plainText } from './validation'

/**
 * Promo codes (issue 11 §4). Every rule takes the moment it is asked about and the uses counted
 * so far: nothing here reads a clock or a database, so the cart's check and the order's
 * placement decide alike.
 */

export const PROMO_KINDS = ['percent', 'fixed', 'free-delivery'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/** Which orders a code is for: every order, or only deliveries, pickups or orders at a table. */
export const PROMO_FULFILMENTS = ['any', 'delivery', 'pickup', 'dine-in'] as const
export type PromoFulfilment = (typeof PROMO_FULFILMENTS)[number]

export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/
export const MAX_PROMO_USES = 1_000_000

export interface PromoCode {
  /** Upper-case letters, digits and -: a guest may type it in any letter case. */
  code: string
  kind: PromoKind
  /** `percent`: 1 to 100; `fixed`: cents; `free-delivery`: 0. */
  value: number
  /** The subtotal (before delivery) an order must reach; null when any will do. */
  minimumCents: Cents | null
  /** Dates in the restaurant's zone, YYYY-MM-DD: from the start of one to the end of the other. */
  validFrom: string | null
  validUntil: string | null
  /** Uses of the code by everyone, and by one guest; null for no limit. */
  maxUses: number | null
  maxUsesPerGuest: number | null
  /** Only for a guest who has never ordered before. */
  firstOrderOnly: boolean
  fulfilment: PromoFulfilment
  /** A paused code is refused as if it did not exist. */
  active: boolean
}

/** What the guest types, as stored: no spaces around it, upper-case. */
export function normalizePromoCode(text: string): string {
  return text.trim().toUpperCase()
}

export interface PromoOrder {
  now: Date
  timeZone: string
  subtotalCents: Cents
  deliveryFeeCents: Cents
  fulfilment: Fulfilment
  /** Orders placed with the code so far, by everyone and by this guest. */
  usesTotal: number
  usesByGuest: number
  /** Whether this guest has never ordered before. */
  firstOrder: boolean
}

export type PromoRefusal =
  | { reason: 'unknown' }
  | { reason: 'expired' }
  | { reason: 'not-yet-valid' }
  | { reason: 'used-up' }
  | { reason: 'minimum-not-reached'; missingCents: Cents; minimumCents: Cents }
  | { reason: 'first-order-only' }
  | { reason: 'wrong-fulfilment'; fulfilment: Fulfilment }

export type PromoDecision =
  { ok: true; discountCents: Cents } | { ok: false; refusal: PromoRefusal }

/**
 * What a code takes off an order of `subtotalCents` with `deliveryFeeCents` for delivery, its
 * conditions aside. A percentage rounds half a cent up (10 % of €0.05 is €0.01); percent and
 * fixed codes never take more than the subtotal, and never touch the delivery fee; a
 * free-delivery code takes exactly the fee.
 */
export function promoDiscountCents(
  code: Pick<PromoCode, 'kind' | 'value'>,
  subtotalCents: Cents,
  deliveryFeeCents: Cents,
): Cents {
  const subtotal = Math.max(0, subtotalCents)
  switch (code.kind) {
    case 'percent':
      // Integer arithmetic: subtotal × percent is exact, then + 50 and floor is half up.
      return Math.min(subtotal, Math.floor((subtotal * code.value + 50) / 100))
    case 'fixed':
      return Math.min(subtotal, Math.max(0, code.value))
    case 'free-delivery':
      return Math.max(0, deliveryFeeCents)
  }
}

/**
 * What a code takes off the food alone: the area's minimum and free-delivery threshold are
 * judged on the food after it (issue 19 §1.6). A free-delivery code takes the fee, not food.
 */
export function promoFoodDiscountCents(
  code: Pick<PromoCode, 'kind' | 'value'>,
  subtotalCents: Cents,
): Cents {
  return code.kind === 'free-delivery' ? 0 : promoDiscountCents(code, subtotalCents, 0)
}

/**
 * Whether `code` applies to an order, and what it takes off; or why not. A paused code (or
 * none) is `unknown`: a guest must not learn that a paused code exists. Dates are the
 * restaurant's: a code valid until the 30th holds until midnight at the end of the 30th there.
 */
export function decidePromo(code: PromoCode | undefined, order: PromoOrder): PromoDecision {
  const refuse = (refusal: PromoRefusal): PromoDecision => ({ ok: false, refusal })
  if (!code || !code.active) return refuse({ reason: 'unknown' })
  const today = localDate(order.now, order.timeZone)
  if (code.validFrom !== null && today < code.validFrom) return refuse({ reason: 'not-yet-valid' })
  if (code.validUntil !== null && today > code.validUntil) return refuse({ reason: 'expired' })
  if (code.maxUses !== null && order.usesTotal >= code.maxUses) return refuse({ reason: 'used-up' })
  if (code.maxUsesPerGuest !== null && order.usesByGuest >= code.maxUsesPerGuest) {
    return refuse({ reason: 'used-up' })
  }
  if (code.fulfilment !== 'any' && code.fulfilment !== order.fulfilment) {
    return refuse({ reason: 'wrong-fulfilment', fulfilment: code.fulfilment })
  }
  if (code.firstOrderOnly && !order.firstOrder) return refuse({ reason: 'first-order-only' })
  if (code.minimumCents !== null && order.subtotalCents < code.minimumCents) {
    return refuse({
      reason: 'minimum-not-reached',
      missingCents: code.minimumCents - order.subtotalCents,
      minimumCents: code.minimumCents,
    })
  }
  return {
    ok: true,
    discountCents: promoDiscountCents(code, order.subtotalCents, order.deliveryFeeCents),
  }
}

/** Each refusal's error code, as the check and the placement answer it. */
export const PROMO_REFUSAL_CODES = {
  unknown: 'PROMO_CODE_UNKNOWN',
  expired: 'PROMO_CODE_EXPIRED',
  'not-yet-valid': 'PROMO_CODE_NOT_YET_VALID',
  'used-up': 'PROMO_CODE_USED_UP',
  'minimum-not-reached': 'PROMO_CODE_BELOW_MINIMUM',
  'first-order-only': 'PROMO_CODE_FIRST_ORDER_ONLY',
  'wrong-fulfilment': 'PROMO_CODE_WRONG_FULFILMENT',
} as const satisfies Record<PromoRefusal['reason'], string>

// ---------------------------------------------------------------------------------------------
// The API's shapes: euros, as every amount the API sends.

/** A code as the back office reads and writes it. */
export interface PromoCodeInEuros {
  code: string
  kind: PromoKind
  /** `percent`: 1 to 100; `fixed`: euros; `free-delivery`: 0. */
  value: number
  minimumSubtotal: number | null
  validFrom: string | null
  validUntil: string | null
  maxUses: number | null
  maxUsesPerGuest: number | null
  firstOrderOnly: boolean
  fulfilment: PromoFulfilment
  active: boolean
}

export function promoToEuros(code: PromoCode): PromoCodeInEuros {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'fixed' ? toEuros(code.value) : code.value,
    minimumSubtotal: code.minimumCents === null ? null : toEuros(code.minimumCents),
    validFrom: code.validFrom,
    validUntil: code.validUntil,
    maxUses: code.maxUses,
    maxUsesPerGuest: code.maxUsesPerGuest,
    firstOrderOnly: code.firstOrderOnly,
    fulfilment: code.fulfilment,
    active: code.active,
  }
}

export function promoFromEuros(code: PromoCodeInEuros): PromoCode {
  return {
    code: normalizePromoCode(code.code),
    kind: code.kind,
    value: code.kind === 'fixed' ? toCents(code.value) : code.kind === 'percent' ? code.value : 0,
    minimumCents: code.minimumSubtotal === null ? null : toCents(code.minimumSubtotal),
    validFrom: code.validFrom,
    validUntil: code.validUntil,
    maxUses: code.maxUses,
    maxUsesPerGuest: code.maxUsesPerGuest,
    firstOrderOnly: code.firstOrderOnly,
    fulfilment: code.fulfilment,
    active: code.active,
  }
}

/** Whole cents from more than 0 (or 0) to `max`: 2.005 would be stored as nobody typed it. */
function euroAmountFits(euros: number, max: Cents, { zero }: { zero: boolean }): boolean {
  if (!Number.isFinite(euros)) return false
  const cents = Number.parseFloat((euros * 100).toPrecision(12))
  return Number.isSafeInteger(cents) && (zero ? cents >= 0 : cents > 0) && cents <= max
}

const promoCodeText = plainText(VALIDATION_CODES.promoCodeInvalid)
  .trim()
  .transform(normalizePromoCode)
  .refine((code) => PROMO_CODE_PATTERN.test(code), VALIDATION_CODES.promoCodeInvalid)

const promoDate = plainText(VALIDATION_CODES.promoDateInvalid)
  .trim()
  .refine(isValidDate, VALIDATION_CODES.promoDateInvalid)
  .nullable()

const promoUses = z
  .number({ error: VALIDATION_CODES.promoUsesInvalid })
  .int(VALIDATION_CODES.promoUsesInvalid)
  .min(1, VALIDATION_CODES.promoUsesInvalid)
  .max(MAX_PROMO_USES, VALIDATION_CODES.promoUsesInvalid)
  .nullable()

/**
 * POST /api/admin/promo-codes and PUT /api/admin/promo-codes/:code: the whole code. Strict: a
 * field the shop does not know is refused, not silently dropped. The value's meaning follows
 * the kind, and its problem is told at `value`.
 */
export const promoCodeBody = z
  .strictObject(
    {
      code: promoCodeText,
      kind: z.enum(PROMO_KINDS, { error: VALIDATION_CODES.promoKindInvalid }),
      value: z.number({ error: VALIDATION_CODES.promoValueInvalid }),
      minimumSubtotal: z.number({ error: VALIDATION_CODES.promoMinimumInvalid }).nullable(),
      validFrom: promoDate,
      validUntil: promoDate,
      maxUses: promoUses,
      maxUsesPerGuest: promoUses,
      firstOrderOnly: z.boolean({ error: VALIDATION_CODES.promoFlagInvalid }),
      fulfilment: z.enum(PROMO_FULFILMENTS, { error: VALIDATION_CODES.promoFulfilmentInvalid }),
      active: z.boolean({ error: VALIDATION_CODES.promoFlagInvalid }),
    },
    { error: VALIDATION_CODES.bodyNotObject },
  )
  .superRefine((body, context) => {
    const valueFits =
      body.kind === 'percent'
        ? Number.isInteger(body.value) && body.value >= 1 && body.value <= 100
        : body.kind === 'fixed'
          ? euroAmountFits(body.value, MAX_ORDER_TOTAL_CENTS, { zero: false })
          : body.value === 0
    if (!valueFits) {
      const message =
        body.kind === 'percent'
          ? VALIDATION_CODES.promoPercentInvalid
          : body.kind === 'fixed'
            ? VALIDATION_CODES.promoValueInvalid
            : VALIDATION_CODES.promoFreeDeliveryValue
      context.addIssue({ code: 'custom', message, path: ['value'] })
    }
    if (
      body.minimumSubtotal !== null &&
      !euroAmountFits(body.minimumSubtotal, MAX_ORDER_TOTAL_CENTS, { zero: true })
    ) {
      context.addIssue({
        code: 'custom',
        message: VALIDATION_CODES.promoMinimumInvalid,
        path: ['minimumSubtotal'],
      })
    }
    if (body.validFrom && body.validUntil && body.validFrom > body.validUntil) {
      context.addIssue({
        code: 'custom',
        message: VALIDATION_CODES.promoDatesOrder,
        path: ['validUntil'],
      })
    }
  })
export type PromoCodeBody = z.infer<typeof promoCodeBody>

/** POST /api/admin/promo-codes/:code/active: pause (false) or resume (true). */
export const promoActiveBody = z.strictObject(
  { active: z.boolean({ error: VALIDATION_CODES.promoFlagInvalid }) },
  { error: VALIDATION_CODES.bodyNotObject },
)
export type PromoActiveBody = z.infer<typeof promoActiveBody>

/** The public check of the cart page: the code as typed, the subtotal and how it is fulfilled. */
export const promoCheckBody = z.object(
  {
    code: plainText(VALIDATION_CODES.promoCodeRequired)
      .trim()
      .min(1, { error: VALIDATION_CODES.promoCodeRequired, abort: true })
      .max(64, { error: VALIDATION_CODES.promoCodeInvalid, abort: true })
      .transform(normalizePromoCode),
    subtotal: z
      .number({ error: VALIDATION_CODES.amountInvalid })
      .min(0, VALIDATION_CODES.amountInvalid)
      .max(MAX_ORDER_TOTAL_CENTS / 100, VALIDATION_CODES.amountInvalid),
    fulfilment: z.enum(FULFILMENTS, { error: VALIDATION_CODES.promoFulfilmentInvalid }).optional(),
    /** The delivery address's postal code, for a free-delivery code's discount (its area's fee). */
    postalCode: plainText(VALIDATION_CODES.promoPostalCodeInvalid)
      .trim()
      .max(20, VALIDATION_CODES.promoPostalCodeInvalid)
      .optional(),
  },
  { error: VALIDATION_CODES.bodyNotObject },
)
export type PromoCheckBody = z.infer<typeof promoCheckBody>

/**
 * A code the guest holds, as the cart keeps it: what it takes off follows from these terms and
 * the cart's subtotal (promoDiscountCents), so the cart needs no new check when it changes. The
 * server decides again at placement.
 */
export const appliedPromoShape = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** `percent`: 1 to 100; `fixed`: euros; `free-delivery`: 0. */
  value: z.number(),
  minimumSubtotal: z.number().nullable(),
  /** What it takes off the subtotal and fee sent with the check, in euros. */
  discount: z.number(),
})
export type AppliedPromo = z.infer<typeof appliedPromoShape>

/** The discount of an applied code for the cart as it is now, in cents. */
export function appliedPromoDiscountCents(
  promo: Pick<AppliedPromo, 'kind' | 'value' | 'minimumSubtotal'>,
  subtotalCents: Cents,
  deliveryFeeCents: Cents,
): Cents {
  if (promo.minimumSubtotal !== null && subtotalCents < toCents(promo.minimumSubtotal)) return 0
  const value = promo.kind === 'fixed' ? toCents(promo.value) : promo.value
  return promoDiscountCents({ kind: promo.kind, value }, subtotalCents, deliveryFeeCents)
}

/** What an applied code takes off the cart's food now (0 below its minimum): see promoFoodDiscountCents. */
export function appliedPromoFoodDiscountCents(
  promo: Pick<AppliedPromo, 'kind' | 'value' | 'minimumSubtotal'>,
  subtotalCents: Cents,
): Cents {
  return promo.kind === 'free-delivery' ? 0 : appliedPromoDiscountCents(promo, subtotalCents, 0)
}
