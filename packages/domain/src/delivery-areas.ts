import { z } from 'zod'
import { DELIVERY_FEE_CENTS, MAX_ORDER_TOTAL_CENTS } from './cart'
import { VALIDATION_CODES } from './error-codes'
import { toCents, toEuros, type Cents } from './money'
import { list, plainText } from './validation'

/**
 * Where the restaurant delivers, and at what price (issue 11 §3). An area is a list of postal
 * code patterns: an exact code (`82105`), a prefix (`811*`), or `*` for every code.
 */
export interface DeliveryArea {
  name: string
  postalCodes: string[]
  feeCents: Cents
  minimumCents: Cents
  /** From this subtotal on, delivery is free; null when it never is. */
  freeFromCents: Cents | null
}

/** SPEC §9's rule as an area: every postal code, €2, no minimum. A default install has only it. */
export const DEFAULT_DELIVERY_AREAS: readonly DeliveryArea[] = [
  {
    name: 'Everywhere',
    postalCodes: ['*'],
    feeCents: DELIVERY_FEE_CENTS,
    minimumCents: 0,
    freeFromCents: null,
  },
]

/** Slovak codes are written `811 01`, and a guest may type `811 01` or `81101`: the same code. */
export function normalizePostalCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase()
}

/** Letters and digits, then optionally one `*` at the end; `*` alone is every code. */
const PATTERN = /^(\*|[A-Z0-9-]{1,12}\*?)$/

export function isPostalCodePattern(pattern: string): boolean {
  return PATTERN.test(normalizePostalCode(pattern))
}

/**
 * How closely a pattern fits a code: higher is more specific, undefined when it does not fit.
 * An exact code beats every prefix, a longer prefix a shorter one, and `*` (the empty prefix)
 * comes last.
 */
function specificity(pattern: string, code: string): number | undefined {
  const normalized = normalizePostalCode(pattern)
  if (normalized.endsWith('*')) {
    const prefix = normalized.slice(0, -1)
    return code.startsWith(prefix) ? prefix.length : undefined
  }
  return normalized === code ? Number.MAX_SAFE_INTEGER : undefined
}

/** The area that delivers to `postalCode`: the one with the most specific matching pattern. */
export function deliveryAreaOf<Area extends Pick<DeliveryArea, 'postalCodes'>>(
  areas: readonly Area[],
  postalCode: string,
): Area | undefined {
  const code = normalizePostalCode(postalCode)
  let best: { area: Area; rank: number } | undefined
  for (const area of areas) {
    for (const pattern of area.postalCodes) {
      const rank = specificity(pattern, code)
      if (rank !== undefined && (!best || rank > best.rank)) best = { area, rank }
    }
  }
  return best?.area
}

export type DeliveryQuote =
  | { kind: 'outside' }
  | {
      kind: 'below-minimum'
      area: DeliveryArea
      feeCents: Cents
      /** What the food still lacks, after any discount, to reach the area's minimum. */
      missingCents: Cents
      /** With a discount only: the food subtotal after it, which the minimum was judged on. */
      foodCents?: Cents
    }
  | { kind: 'delivers'; area: DeliveryArea; feeCents: Cents }

/**
 * What delivering an order of `subtotalCents` to `postalCode` costs, or why it cannot be
 * delivered. As SPEC §9 has it, an empty cart (subtotal 0) pays no fee. The area's minimum and
 * free-delivery threshold are judged on the food after `foodDiscountCents` (a promo code's, see
 * promoFoodDiscountCents): what the restaurant is actually paid for it (issue 19 §1.6). A cart
 * a code takes all of is not empty: it pays the fee.
 */
export function deliveryQuote(
  areas: readonly DeliveryArea[],
  postalCode: string,
  subtotalCents: Cents,
  foodDiscountCents: Cents = 0,
): DeliveryQuote {
  const area = deliveryAreaOf(areas, postalCode)
  if (!area) return { kind: 'outside' }
  const foodCents = Math.max(0, subtotalCents - Math.max(0, foodDiscountCents))
  const free =
    subtotalCents <= 0 || (area.freeFromCents !== null && foodCents >= area.freeFromCents)
  const feeCents = free ? 0 : area.feeCents
  if (foodCents < area.minimumCents) {
    return {
      kind: 'below-minimum',
      area,
      feeCents,
      missingCents: area.minimumCents - foodCents,
      ...(foodDiscountCents > 0 ? { foodCents } : {}),
    }
  }
  return { kind: 'delivers', area, feeCents }
}

/** The most one area's fee may be: far above any real fee, so a typo of cents is caught. */
export const MAX_DELIVERY_FEE_CENTS: Cents = 100_000
export const MAX_DELIVERY_AREAS = 100
export const MAX_PATTERNS_PER_AREA = 500
export const AREA_NAME_MAX_LENGTH = 100

/** An area as the API speaks it: euros, as every amount the API sends. */
export const deliveryAreaShape = z.object({
  // Names are shown to guests and written in messages: no control characters, as every text.
  name: plainText(),
  postalCodes: list(plainText()).max(MAX_PATTERNS_PER_AREA),
  fee: z.number(),
  minimum: z.number(),
  freeFrom: z.number().nullable(),
})
export type DeliveryAreaInEuros = z.infer<typeof deliveryAreaShape>

export function areaToEuros(area: DeliveryArea): DeliveryAreaInEuros {
  return {
    name: area.name,
    postalCodes: area.postalCodes,
    fee: toEuros(area.feeCents),
    minimum: toEuros(area.minimumCents),
    freeFrom: area.freeFromCents === null ? null : toEuros(area.freeFromCents),
  }
}

export function areaFromEuros(area: DeliveryAreaInEuros): DeliveryArea {
  return {
    name: area.name.trim(),
    postalCodes: area.postalCodes.map(normalizePostalCode),
    feeCents: toCents(area.fee),
    minimumCents: toCents(area.minimum),
    freeFromCents: area.freeFrom === null ? null : toCents(area.freeFrom),
  }
}

type ProblemKey =
  | 'deliveryAreasEmpty'
  | 'deliveryAreaNameInvalid'
  | 'postalCodePatternInvalid'
  | 'postalCodePatternRepeated'
  | 'deliveryAmountInvalid'

export interface DeliveryAreaProblem {
  /** Its rule's key in VALIDATION_CODES: its code (DELIVERY_AREAS_EMPTY and so on) and text. */
  key: ProblemKey
  /** Where: `areas`, or `areas.2.postalCodes` and the like. */
  path: (string | number)[]
}

/** Whole cents from 0 to `max`: 2.005 would be stored as something the restaurant did not type. */
function amountFits(euros: number, max: Cents): boolean {
  if (!Number.isFinite(euros)) return false
  const cents = Number.parseFloat((euros * 100).toPrecision(12))
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= max
}

/**
 * The first thing wrong with a list of areas (in euros, as typed or sent), or undefined when it
 * can be saved: at least one area, each named, each with valid patterns that no other area (nor
 * itself) repeats, and amounts in whole cents within range.
 */
export function deliveryAreasProblem(
  areas: readonly DeliveryAreaInEuros[],
): DeliveryAreaProblem | undefined {
  if (areas.length === 0) return { key: 'deliveryAreasEmpty', path: ['areas'] }
  const seen = new Set<string>()
  for (const [index, area] of areas.entries()) {
    const name = area.name.trim()
    if (name === '' || name.length > AREA_NAME_MAX_LENGTH) {
      return { key: 'deliveryAreaNameInvalid', path: ['areas', index, 'name'] }
    }
    const at: (string | number)[] = ['areas', index, 'postalCodes']
    if (area.postalCodes.length === 0) return { key: 'postalCodePatternInvalid', path: at }
    for (const raw of area.postalCodes) {
      const pattern = normalizePostalCode(raw)
      if (!isPostalCodePattern(pattern)) return { key: 'postalCodePatternInvalid', path: at }
      if (seen.has(pattern)) return { key: 'postalCodePatternRepeated', path: at }
      seen.add(pattern)
    }
    const amounts = [
      ['fee', area.fee, MAX_DELIVERY_FEE_CENTS],
      ['minimum', area.minimum, MAX_ORDER_TOTAL_CENTS],
      ['freeFrom', area.freeFrom, MAX_ORDER_TOTAL_CENTS],
    ] as const
    for (const [key, euros, max] of amounts) {
      if (euros !== null && !amountFits(euros, max)) {
        return { key: 'deliveryAmountInvalid', path: ['areas', index, key] }
      }
    }
  }
  return undefined
}

/** PUT /api/admin/delivery-areas: the whole list, which replaces the one stored. */
export const deliveryAreasBody = z
  .object({ areas: list(deliveryAreaShape).max(MAX_DELIVERY_AREAS) })
  .superRefine((body, context) => {
    const problem = deliveryAreasProblem(body.areas)
    if (problem)
      context.addIssue({
        code: 'custom',
        message: VALIDATION_CODES[problem.key],
        path: problem.path,
      })
  })
export type DeliveryAreasBody = z.infer<typeof deliveryAreasBody>
