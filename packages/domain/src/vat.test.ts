import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VALIDATION_CODES } from './error-codes'
import {
  DEFAULT_VAT_SETTINGS,
  deliveryVatRate,
  shareInProportion,
  splitGross,
  taxOnBase,
  vatBreakdown,
  vatRateOf,
  vatSettingsShape,
  type VatSettings,
} from './vat'

const cents = fc.integer({ min: 0, max: 2_000_000 })
const basisPoints = fc.oneof(
  fc.constantFrom(0, 500, 1000, 1900, 2000, 2300, 2700),
  fc.integer({ min: 0, max: 10_000 }),
)

const messagesOf = (value: unknown) => {
  const parsed = vatSettingsShape.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('VAT settings', () => {
  it('start with Slovakia 2025 rates: dishes at 19 %, the delivery fee at 23 %', () => {
    expect(vatSettingsShape.parse(DEFAULT_VAT_SETTINGS)).toEqual(DEFAULT_VAT_SETTINGS)
    expect(DEFAULT_VAT_SETTINGS.rates.map((rate) => rate.percent)).toEqual([23, 19, 5])
    expect(vatRateOf(DEFAULT_VAT_SETTINGS, null).percent).toBe(19)
    expect(deliveryVatRate(DEFAULT_VAT_SETTINGS).percent).toBe(23)
  })

  it('refuse a default that names no rate, a repeated id, a bad percent and a blank name', () => {
    const rate = DEFAULT_VAT_SETTINGS.rates[0]!
    expect(messagesOf({ ...DEFAULT_VAT_SETTINGS, dishRateId: 'gone' })).toEqual([
      VALIDATION_CODES.vatRateUnknown,
    ])
    expect(messagesOf({ ...DEFAULT_VAT_SETTINGS, rates: [rate, rate] })).toContain(
      VALIDATION_CODES.vatRateIdTaken,
    )
    for (const percent of [-1, 100.01, 19.005, '19'])
      expect(messagesOf({ ...DEFAULT_VAT_SETTINGS, rates: [{ ...rate, percent }] })).toContain(
        VALIDATION_CODES.vatRatePercentInvalid,
      )
    expect(
      messagesOf({
        ...DEFAULT_VAT_SETTINGS,
        rates: [{ ...rate, names: { ...rate.names, sk: ' ' } }],
      }),
    ).toContain(VALIDATION_CODES.vatRateNameRequired)
    expect(messagesOf({ ...DEFAULT_VAT_SETTINGS, rates: [{ ...rate, id: 'Standard' }] })).toContain(
      VALIDATION_CODES.vatRateIdInvalid,
    )
    expect(messagesOf({ ...DEFAULT_VAT_SETTINGS, rates: [] })).toContain(
      VALIDATION_CODES.vatRatesInvalid,
    )
  })

  it('keep a percent with two decimals as it is', () => {
    const rate = { ...DEFAULT_VAT_SETTINGS.rates[0]!, percent: 10.55 }
    const parsed = vatSettingsShape.parse({
      ...DEFAULT_VAT_SETTINGS,
      rates: [rate],
      dishRateId: 'standard',
    })
    expect(parsed.rates[0]!.percent).toBe(10.55)
  })

  it("take the dish's rate, else its category's, else the shop's, passing over removed ones", () => {
    const settings: VatSettings = DEFAULT_VAT_SETTINGS
    expect(vatRateOf(settings, 'super-reduced', 'standard').id).toBe('super-reduced')
    expect(vatRateOf(settings, null, 'standard').id).toBe('standard')
    expect(vatRateOf(settings, 'removed', 'standard').id).toBe('standard')
    expect(vatRateOf(settings, 'removed', 'removed too').id).toBe('reduced')
  })
})

describe('shareInProportion', () => {
  it('gives the cents left to the largest remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareInProportion(10, [500, 300, 200])).toEqual([5, 3, 2])
    expect(shareInProportion(1, [100, 300])).toEqual([0, 1])
    expect(shareInProportion(5, [0, 0])).toEqual([0, 0])
  })

  it('adds up to the amount, never gives a part more than its weight, and is fair to a cent', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), fc.nat(), (weights, seed) => {
        const sum = weights.reduce((a, b) => a + b, 0)
        const total = sum === 0 ? 0 : seed % (sum + 1)
        const shares = shareInProportion(total, weights)
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
        shares.forEach((share, index) => {
          expect(share).toBeLessThanOrEqual(weights[index]!)
          if (sum > 0) expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1)
        })
      }),
    )
  })
})

describe('splitGross', () => {
  it('splits 12.30 € at 23 % into 10.00 € and 2.30 €', () => {
    expect(splitGross(1230, 2300)).toEqual({ baseCents: 1000, taxCents: 230 })
    expect(splitGross(1190, 1900)).toEqual({ baseCents: 1000, taxCents: 190 })
    expect(splitGross(0, 2300)).toEqual({ baseCents: 0, taxCents: 0 })
  })

  it('cannot always round: no base at 23 % makes 3 c, and it comes within a cent', () => {
    expect([2, 3].map((base) => base + taxOnBase(base, 2300))).toEqual([2, 4])
    const { baseCents, taxCents } = splitGross(3, 2300)
    expect(baseCents + taxCents).toBe(3)
    expect(Math.abs(taxCents - (baseCents * 2300) / 10_000)).toBeLessThan(1)
  })

  it('has base + tax = gross, and tax = base × rate rounded whenever some base allows it', () => {
    fc.assert(
      fc.property(cents, basisPoints, (gross, rate) => {
        const { baseCents, taxCents } = splitGross(gross, rate)
        expect(baseCents + taxCents).toBe(gross)
        expect(baseCents).toBeGreaterThanOrEqual(0)
        expect(taxCents).toBeGreaterThanOrEqual(0)
        expect(Math.abs(taxCents - (baseCents * rate) / 10_000)).toBeLessThanOrEqual(
          (10_000 + rate) / 20_000 + 1e-9,
        )
        const roundable = [Math.floor, Math.ceil].some((round) => {
          const base = round((gross * 10_000) / (10_000 + rate))
          return base + taxOnBase(base, rate) === gross
        })
        if (roundable) expect(taxCents).toBe(taxOnBase(baseCents, rate))
      }),
    )
  })
})

describe('vatBreakdown', () => {
  it('spreads the discount over the rates and puts the delivery fee at its own', () => {
    const breakdown = vatBreakdown({
      lines: [
        { grossCents: 1000, basisPoints: 1900 },
        { grossCents: 500, basisPoints: 500 },
        { grossCents: 500, basisPoints: 1900 },
      ],
      discountCents: 200,
      deliveryFeeCents: 250,
      deliveryBasisPoints: 2300,
    })
    // 1500 c at 19 % takes 150 c of the discount, 500 c at 5 % takes 50 c.
    expect(breakdown.rows).toEqual([
      { basisPoints: 500, grossCents: 450, baseCents: 429, taxCents: 21 },
      { basisPoints: 1900, grossCents: 1350, baseCents: 1134, taxCents: 216 },
      { basisPoints: 2300, grossCents: 250, baseCents: 203, taxCents: 47 },
    ])
    expect(breakdown.grossCents).toBe(1000 + 500 + 500 - 200 + 250)
    expect(breakdown.baseCents + breakdown.taxCents).toBe(breakdown.grossCents)
  })

  it('leaves out a free delivery fee and a fully discounted rate', () => {
    const breakdown = vatBreakdown({
      lines: [{ grossCents: 800, basisPoints: 1900 }],
      discountCents: 900,
      deliveryFeeCents: 300,
      deliveryDiscountCents: 300,
      deliveryBasisPoints: 2300,
    })
    expect(breakdown).toEqual({ rows: [], baseCents: 0, taxCents: 0, grossCents: 0 })
  })

  it('adds up exactly to what the order costs, row by row and in all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grossCents: cents, basisPoints }), { maxLength: 12 }),
        cents,
        cents,
        cents,
        basisPoints,
        (lines, discountCents, deliveryFeeCents, deliveryDiscountCents, deliveryBasisPoints) => {
          const breakdown = vatBreakdown({
            lines,
            discountCents,
            deliveryFeeCents,
            deliveryDiscountCents,
            deliveryBasisPoints,
          })
          const food = lines.reduce((sum, line) => sum + line.grossCents, 0)
          const expected =
            food -
            Math.min(discountCents, food) +
            deliveryFeeCents -
            Math.min(deliveryDiscountCents, deliveryFeeCents)
          expect(breakdown.grossCents).toBe(expected)
          expect(breakdown.baseCents + breakdown.taxCents).toBe(breakdown.grossCents)
          const rates = breakdown.rows.map((row) => row.basisPoints)
          expect(new Set(rates).size).toBe(rates.length)
          for (const row of breakdown.rows) {
            expect(row.grossCents).toBeGreaterThan(0)
            expect(row.baseCents + row.taxCents).toBe(row.grossCents)
            expect(
              Math.abs(row.taxCents - (row.baseCents * row.basisPoints) / 10_000),
            ).toBeLessThanOrEqual((10_000 + row.basisPoints) / 20_000 + 1e-9)
          }
          // Each rate's share of the food discount is its share of the food, to a cent.
          if (food > 0 && deliveryFeeCents === deliveryDiscountCents) {
            const discount = Math.min(discountCents, food)
            for (const row of breakdown.rows) {
              const foodAtRate = lines
                .filter((line) => line.basisPoints === row.basisPoints)
                .reduce((sum, line) => sum + line.grossCents, 0)
              const fair = foodAtRate - (discount * foodAtRate) / food
              expect(Math.abs(row.grossCents - fair)).toBeLessThan(1)
            }
          }
        },
      ),
    )
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() =>
      vatBreakdown({ lines: [{ grossCents: 1.5, basisPoints: 1900 }], deliveryBasisPoints: 2300 }),
    ).toThrow(RangeError)
    expect(() =>
      vatBreakdown({ lines: [], deliveryFeeCents: -1, deliveryBasisPoints: 2300 }),
    ).toThrow(RangeError)
  })
})
