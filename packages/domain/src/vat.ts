import { z } from 'zod'
import type { Cents } from './money'
import { VALIDATION_CODES } from './error-codes'
import { LANGUAGES, type Language } from './language'
import { list, object, plainText } from './requests/fields'

/**
 * VAT (issue 22 §2): the rates the restaurant sells at, kept in Settings, and the breakdown a
 * receipt shows. Prices stay VAT-inclusive, as guests see them; the tax is worked out of them.
 *
 * A dish's rate is its own, else its category's, else the shop's default for dishes. A rate is
 * named by its id; an id that no longer names a rate (the owner removed it) counts as not set,
 * so the next level's rate applies. An order line keeps the percent it was sold at.
 */

/** A percent is kept in hundredths of a percent (basis points): 19 % is 1900, 10.5 % is 1050. */
export type BasisPoints = number

export interface VatRate {
  /** A short name the menu and the menu file refer to: `reduced`, `standard`… */
  id: string
  /** 0 to 100, with at most 2 decimals. */
  percent: number
  /** What a receipt and the back office call it, in each language. */
  names: Record<Language, string>
}

export interface VatSettings {
  rates: VatRate[]
  /** The rate of a dish whose own and whose category's are not set. */
  dishRateId: string
  /** The rate the delivery fee carries. */
  deliveryRateId: string
}

export const VAT_LIMITS = { rates: 12, name: 40, id: 24 } as const
export const VAT_RATE_ID_PATTERN = /^[a-z][a-z0-9-]*$/

/**
 * First values, for Slovakia from 2025: 23 % standard, 19 % and 5 % reduced. Reports of the 2025
 * law put food eaten in at 5 %, food taken away and non-alcoholic drinks at 19 %, alcohol and
 * food brought by a courier at 23 %; a shop that takes away and delivers starts with dishes at
 * 19 % and the delivery fee at 23 %. Every value is the owner's to check and change.
 */
export const DEFAULT_VAT_SETTINGS: VatSettings = {
  rates: [
    {
      id: 'standard',
      percent: 23,
      names: { vi: 'Thuế suất cơ bản', en: 'Standard rate', sk: 'Základná sadzba' },
    },
    {
      id: 'reduced',
      percent: 19,
      names: { vi: 'Thuế suất giảm', en: 'Reduced rate', sk: 'Znížená sadzba' },
    },
    {
      id: 'super-reduced',
      percent: 5,
      names: {
        vi: 'Thuế suất giảm thấp nhất',
        en: 'Super-reduced rate',
        sk: 'Druhá znížená sadzba',
      },
    },
  ],
  dishRateId: 'reduced',
  deliveryRateId: 'standard',
}

/** The percent as basis points: 19 -> 1900, 10.5 -> 1050. */
export const toBasisPoints = (percent: number): BasisPoints => Math.round(percent * 100)
export const fromBasisPoints = (basisPoints: BasisPoints): number => basisPoints / 100

const CODES = VALIDATION_CODES

const rateName = plainText(CODES.vatRateNameRequired)
  .trim()
  .min(1, { error: CODES.vatRateNameRequired, abort: true })
  .max(VAT_LIMITS.name, { error: CODES.vatRateNameTooLong, abort: true })

export const vatRateIdShape = plainText(CODES.vatRateIdInvalid)
  .trim()
  .min(1, { error: CODES.vatRateIdInvalid, abort: true })
  .max(VAT_LIMITS.id, { error: CODES.vatRateIdInvalid, abort: true })
  .regex(VAT_RATE_ID_PATTERN, CODES.vatRateIdInvalid)

export const vatPercentShape = z
  .number({ error: CODES.vatRatePercentInvalid })
  .min(0, CODES.vatRatePercentInvalid)
  .max(100, CODES.vatRatePercentInvalid)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    CODES.vatRatePercentInvalid,
  )
  .transform((value) => fromBasisPoints(toBasisPoints(value)))

export const vatRateShape = object(
  {
    id: vatRateIdShape,
    percent: vatPercentShape,
    names: object(
      Object.fromEntries(LANGUAGES.map((language) => [language, rateName])) as Record<
        Language,
        typeof rateName
      >,
      CODES.vatRateNameRequired,
    ),
  },
  CODES.vatRatesInvalid,
)

export const vatSettingsShape = object(
  {
    rates: list(vatRateShape, CODES.vatRatesInvalid)
      .min(1, CODES.vatRatesInvalid)
      .max(VAT_LIMITS.rates, CODES.vatRatesTooMany),
    dishRateId: vatRateIdShape,
    deliveryRateId: vatRateIdShape,
  },
  CODES.vatRatesInvalid,
).superRefine((value, ctx) => {
  const ids = value.rates.map((rate) => rate.id)
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index)
      ctx.addIssue({ code: 'custom', message: CODES.vatRateIdTaken, path: ['rates', index, 'id'] })
  })
  for (const key of ['dishRateId', 'deliveryRateId'] as const)
    if (!ids.includes(value[key]))
      ctx.addIssue({ code: 'custom', message: CODES.vatRateUnknown, path: [key] })
})

/** A dish's or a category's rate in a request: an id, or null for "the level above's". */
export const vatRateChoiceShape = vatRateIdShape.nullish().transform((value) => value ?? null)

/**
 * The rate a dish sells at: its own, else its category's, else the shop's default. An id that
 * names no rate is passed over. The settings always hold their default's rate (the schema).
 */
export function vatRateOf(
  settings: VatSettings,
  foodRateId: string | null | undefined,
  categoryRateId?: string | null,
): VatRate {
  for (const id of [foodRateId, categoryRateId, settings.dishRateId]) {
    const rate = id ? settings.rates.find((each) => each.id === id) : undefined
    if (rate) return rate
  }
  return settings.rates[0]!
}

/** The rate the delivery fee carries. */
export function deliveryVatRate(settings: VatSettings): VatRate {
  return vatRateOf(settings, settings.deliveryRateId)
}

// --- The breakdown --------------------------------------------------------------------------

export interface VatLine {
  /** What the guest pays for the line, VAT included. */
  grossCents: Cents
  /** The percent it was sold at, in basis points. */
  basisPoints: BasisPoints
}

export interface VatInput {
  lines: readonly VatLine[]
  /** Off the food (a percent or fixed promo): spread over the lines' rates in proportion. */
  discountCents?: Cents
  /** The delivery fee as priced, before any free-delivery promo. */
  deliveryFeeCents?: Cents
  /** Off the delivery fee (a free-delivery promo): it carries the fee's rate. */
  deliveryDiscountCents?: Cents
  /** The delivery fee's rate, in basis points. */
  deliveryBasisPoints: BasisPoints
}

export interface VatRow {
  basisPoints: BasisPoints
  baseCents: Cents
  taxCents: Cents
  grossCents: Cents
}

export interface VatBreakdown {
  /** One row a rate, lowest rate first; a rate with nothing to pay at it has none. */
  rows: VatRow[]
  baseCents: Cents
  taxCents: Cents
  /** What the order costs: the lines, less the discounts, plus the delivery fee. */
  grossCents: Cents
}

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole cents of at least 0: ${String(value)}`)
}

/**
 * `total` shared among `weights` in proportion, in whole cents that add up to `total`: each
 * takes the floor of its share, and the cents left go one each to the largest remainders (the
 * larger weight first on a tie, then the earlier). No part exceeds its weight while
 * `total` does not exceed their sum.
 */
export function shareInProportion(total: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(total, 'The amount shared')
  weights.forEach((weight) => assertCents(weight, 'A weight'))
  const sum = weights.reduce((a, b) => a + b, 0)
  if (total === 0 || sum === 0) return weights.map(() => 0)
  const bigTotal = BigInt(total)
  const bigSum = BigInt(sum)
  const parts = weights.map((weight) => {
    const product = bigTotal * BigInt(weight)
    return { floor: Number(product / bigSum), remainder: product % bigSum }
  })
  let left = total - parts.reduce((a, part) => a + part.floor, 0)
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = parts[b]!.remainder - parts[a]!.remainder
      if (byRemainder !== 0n) return byRemainder > 0n ? 1 : -1
      return weights[b]! - weights[a]! || a - b
    })
  const shares = parts.map((part) => part.floor)
  for (const index of order) {
    if (left === 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}

/** `value × basisPoints / 10000`, rounded half up, for whole cents of at least 0. */
export function taxOnBase(baseCents: Cents, basisPoints: BasisPoints): Cents {
  return Math.floor((2 * baseCents * basisPoints + 10_000) / 20_000)
}

/**
 * A VAT-inclusive amount split into its base and its tax: the base is the gross divided by
 * 1 + the rate, rounded to the cent. Its tax, rounded, then makes up the gross exactly whenever
 * any base's does; not every gross has one (at 23 %, a base of 2 c has 0 c of tax and one of
 * 3 c has 1 c: no base makes 3 c), and then the tax is off by less than a cent.
 */
export function splitGross(
  grossCents: Cents,
  basisPoints: BasisPoints,
): { baseCents: Cents; taxCents: Cents } {
  assertCents(grossCents, 'A gross amount')
  // Rounded half up in integers: 2g·10000 + (10000 + r), over 2(10000 + r).
  const divisor = 10_000 + basisPoints
  const baseCents = Math.floor((2 * grossCents * 10_000 + divisor) / (2 * divisor))
  return { baseCents, taxCents: grossCents - baseCents }
}

/**
 * The order's VAT by rate (issue 22 §3's receipts): base, tax and gross per rate, in whole cents
 * that add up exactly to what the order costs. A food discount is spread over the lines' rates in
 * proportion to their gross (largest remainder, so its parts add up to it); the delivery fee, less
 * any free-delivery discount, carries its own rate (Settings; the standard rate at first).
 */
export function vatBreakdown(input: VatInput): VatBreakdown {
  input.lines.forEach((line) => assertCents(line.grossCents, 'A line'))
  const byRate = new Map<BasisPoints, Cents>()
  for (const line of input.lines)
    byRate.set(line.basisPoints, (byRate.get(line.basisPoints) ?? 0) + line.grossCents)
  const linesCents = [...byRate.values()].reduce((a, b) => a + b, 0)
  const discount = Math.min(input.discountCents ?? 0, linesCents)
  assertCents(discount, 'The discount')
  const rates = [...byRate.keys()]
  const discounts = shareInProportion(
    discount,
    rates.map((rate) => byRate.get(rate)!),
  )
  rates.forEach((rate, index) => byRate.set(rate, byRate.get(rate)! - discounts[index]!))

  const fee = input.deliveryFeeCents ?? 0
  assertCents(fee, 'The delivery fee')
  const feeCharged = fee - Math.min(input.deliveryDiscountCents ?? 0, fee)
  assertCents(feeCharged, 'The delivery fee charged')
  if (feeCharged > 0)
    byRate.set(input.deliveryBasisPoints, (byRate.get(input.deliveryBasisPoints) ?? 0) + feeCharged)

  const rows = [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, grossCents]) => ({
      basisPoints,
      ...splitGross(grossCents, basisPoints),
      grossCents,
    }))
  return {
    rows,
    baseCents: rows.reduce((sum, row) => sum + row.baseCents, 0),
    taxCents: rows.reduce((sum, row) => sum + row.taxCents, 0),
    grossCents: rows.reduce((sum, row) => sum + row.grossCents, 0),
  }
}
