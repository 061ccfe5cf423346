import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryFeeCents } from './cart'
import { VALIDATION_CODES } from './error-codes'
import { MESSAGES } from './messages'
import { validationFailure } from './requests/refusal'
import {
  areaFromEuros,
  areaToEuros,
  DEFAULT_DELIVERY_AREAS,
  deliveryAreaOf,
  deliveryAreasBody,
  deliveryAreasProblem,
  deliveryQuote,
  normalizePostalCode,
  type DeliveryArea,
  type DeliveryAreaInEuros,
} from './delivery-areas'

const area = (name: string, postalCodes: string[], more: Partial<DeliveryArea> = {}) => ({
  name,
  postalCodes,
  feeCents: 200,
  minimumCents: 0,
  freeFromCents: null,
  ...more,
})

const inEuros = (more: Partial<DeliveryAreaInEuros> = {}): DeliveryAreaInEuros => ({
  name: 'Centre',
  postalCodes: ['811*'],
  fee: 2,
  minimum: 10,
  freeFrom: null,
  ...more,
})

const digits = fc.stringMatching(/^[0-9]{5}$/)

describe('normalizePostalCode', () => {
  it('drops spaces and writes letters upper-case', () => {
    expect(normalizePostalCode(' 811 01 ')).toBe('81101')
    expect(normalizePostalCode('sw1a 1aa')).toBe('SW1A1AA')
  })
})

describe('deliveryAreaOf', () => {
  const centre = area('Centre', ['811*'])
  const old = area('Old town', ['81101'])
  const city = area('City', ['8*'])
  const rest = area('Rest', ['*'])
  const areas = [rest, city, centre, old]

  it('takes an exact code over a prefix, a longer prefix over a shorter one, and * last', () => {
    expect(deliveryAreaOf(areas, '811 01')).toBe(old)
    expect(deliveryAreaOf(areas, '81102')).toBe(centre)
    expect(deliveryAreaOf(areas, '82105')).toBe(city)
    expect(deliveryAreaOf(areas, '04001')).toBe(rest)
  })

  it('finds nothing outside every area', () => {
    expect(deliveryAreaOf([centre, old], '82105')).toBeUndefined()
    expect(deliveryAreaOf([centre], '')).toBeUndefined()
  })

  it('reads the code as typed, spaces and case aside', () => {
    expect(deliveryAreaOf([area('A', ['ab1*'])], 'AB1 2CD')?.name).toBe('A')
  })

  it('picks the most specific area whatever their order (property)', () => {
    fc.assert(
      fc.property(digits, fc.integer({ min: 0, max: 5 }), (code, cut) => {
        // Every prefix of the code as its own area, plus the exact code and *: the winner is
        // the exact code, and without it the longest prefix.
        const prefixes = Array.from({ length: 5 }, (_, n) =>
          area(`p${n}`, [`${code.slice(0, n)}*`]),
        )
        const exact = area('exact', [code])
        expect(deliveryAreaOf([...prefixes, exact], code)).toBe(exact)
        expect(deliveryAreaOf([exact, ...prefixes].reverse(), code)).toBe(exact)
        const kept = prefixes.slice(0, cut)
        expect(deliveryAreaOf(kept, code)?.name).toBe(cut === 0 ? undefined : `p${cut - 1}`)
      }),
    )
  })
})

describe('deliveryQuote', () => {
  const centre = area('Centre', ['811*'], {
    feeCents: 300,
    minimumCents: 1500,
    freeFromCents: 4000,
  })

  it('refuses a code outside every area', () => {
    expect(deliveryQuote([centre], '04001', 2000)).toEqual({ kind: 'outside' })
  })

  it('says how much is missing under the minimum', () => {
    expect(deliveryQuote([centre], '81101', 1250)).toEqual({
      kind: 'below-minimum',
      area: centre,
      feeCents: 300,
      missingCents: 250,
    })
  })

  it('charges the fee from the minimum on, and nothing from the free threshold on', () => {
    expect(deliveryQuote([centre], '81101', 1500)).toMatchObject({
      kind: 'delivers',
      feeCents: 300,
    })
    expect(deliveryQuote([centre], '81101', 3999)).toMatchObject({ feeCents: 300 })
    expect(deliveryQuote([centre], '81101', 4000)).toMatchObject({ kind: 'delivers', feeCents: 0 })
  })

  it('holds its arithmetic for any area and subtotal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        (feeCents, minimumCents, freeFromCents, subtotal) => {
          const quote = deliveryQuote(
            [area('A', ['*'], { feeCents, minimumCents, freeFromCents })],
            '81101',
            subtotal,
          )
          expect(quote.kind).not.toBe('outside')
          if (quote.kind === 'outside') return
          expect([0, feeCents]).toContain(quote.feeCents)
          if (freeFromCents !== null && subtotal >= freeFromCents) expect(quote.feeCents).toBe(0)
          if (quote.kind === 'below-minimum') {
            expect(quote.missingCents).toBeGreaterThan(0)
            expect(subtotal + quote.missingCents).toBe(minimumCents)
          } else {
            expect(subtotal).toBeGreaterThanOrEqual(minimumCents)
          }
        },
      ),
    )
  })

  it('judges the minimum and the free threshold on the food after the discount (issue 19 §1.6)', () => {
    const tenMinimum = area('Centre', ['811*'], { minimumCents: 1000, freeFromCents: 2000 })
    // A 50 % code on €11: the restaurant is paid €5.50 for the food, under the €10 minimum.
    expect(deliveryQuote([tenMinimum], '81101', 1100, 550)).toEqual({
      kind: 'below-minimum',
      area: tenMinimum,
      feeCents: 200,
      missingCents: 450,
      foodCents: 550,
    })
    // €25 reaches the €20 threshold, but not once a 100 % code has taken it all.
    const noMinimum = area('Centre', ['811*'], { freeFromCents: 2000 })
    expect(deliveryQuote([noMinimum], '81101', 2500)).toMatchObject({ feeCents: 0 })
    expect(deliveryQuote([noMinimum], '81101', 2500, 2500)).toEqual({
      kind: 'delivers',
      area: noMinimum,
      feeCents: 200,
    })
  })

  it('with a discount, quotes as for the food it leaves, a free cart still paying the fee (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (feeCents, minimumCents, freeFromCents, subtotal, percent) => {
          const areas = [area('A', ['*'], { feeCents, minimumCents, freeFromCents })]
          const discount = Math.floor((subtotal * percent) / 100)
          const food = subtotal - discount
          const quote = deliveryQuote(areas, '81101', subtotal, discount)
          if (food > 0) {
            const plain = deliveryQuote(areas, '81101', food)
            expect(quote.kind).toBe(plain.kind)
            expect('feeCents' in quote && quote.feeCents).toBe(
              'feeCents' in plain && plain.feeCents,
            )
          } else {
            // Everything taken off: not an empty cart, so the fee stays.
            expect(quote).toMatchObject({ feeCents })
          }
          if (quote.kind === 'below-minimum') expect(food).toBeLessThan(minimumCents)
        },
      ),
    )
  })

  it('by default charges every postal code exactly what SPEC §9 charges (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000_000 }), (code, subtotal) => {
        const quote = deliveryQuote(DEFAULT_DELIVERY_AREAS, code, subtotal)
        expect(quote).toMatchObject({ kind: 'delivers', feeCents: deliveryFeeCents(subtotal) })
      }),
    )
  })
})

describe('deliveryAreasBody', () => {
  it('refuses a list with a problem in its words, at its field', () => {
    const result = deliveryAreasBody.safeParse({ areas: [inEuros({ postalCodes: ['8*1'] })] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      message: VALIDATION_CODES.postalCodePatternInvalid,
      path: ['areas', 0, 'postalCodes'],
    })
    expect(validationFailure(result.error!).errors).toEqual({
      'areas.0.postalCodes': MESSAGES.postalCodePatternInvalid,
    })
    expect(deliveryAreasBody.safeParse({ areas: [inEuros()] }).success).toBe(true)
  })
})

describe('deliveryAreasProblem', () => {
  it('accepts the default areas and a sensible list', () => {
    expect(deliveryAreasProblem(DEFAULT_DELIVERY_AREAS.map(areaToEuros))).toBeUndefined()
    const list = [inEuros(), inEuros({ name: 'Rest', postalCodes: ['82105', '*'], freeFrom: 30 })]
    expect(deliveryAreasProblem(list)).toBeUndefined()
  })

  it('wants at least one area', () => {
    expect(deliveryAreasProblem([])?.key).toBe('deliveryAreasEmpty')
  })

  it('wants a name', () => {
    expect(deliveryAreasProblem([inEuros({ name: '  ' })])).toMatchObject({
      key: 'deliveryAreaNameInvalid',
      path: ['areas', 0, 'name'],
    })
  })

  it('refuses a pattern that is not a code, a prefix or *', () => {
    for (const pattern of ['8*1', '**', '81-01?', '', '81*01']) {
      expect(deliveryAreasProblem([inEuros({ postalCodes: [pattern] })])?.key).toBe(
        'postalCodePatternInvalid',
      )
    }
    expect(deliveryAreasProblem([inEuros({ postalCodes: [] })])?.key).toBe(
      'postalCodePatternInvalid',
    )
  })

  it('refuses a pattern listed twice, across areas or spelled differently', () => {
    const list = [inEuros(), inEuros({ name: 'Other', postalCodes: ['811 *'] })]
    expect(deliveryAreasProblem(list)).toMatchObject({
      key: 'postalCodePatternRepeated',
      path: ['areas', 1, 'postalCodes'],
    })
  })

  it('refuses amounts below 0, above range or in fractions of a cent', () => {
    for (const bad of [
      { fee: -1 },
      { fee: 2.005 },
      { minimum: 100_001 },
      { freeFrom: Number.NaN },
    ]) {
      expect(deliveryAreasProblem([inEuros(bad)])?.key).toBe('deliveryAmountInvalid')
    }
  })

  it('survives the trip to euros and back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (feeCents, minimumCents) => {
          const original = area('A', ['811*'], { feeCents, minimumCents })
          const euros = areaToEuros(original)
          expect(deliveryAreasProblem([euros])).toBeUndefined()
          expect(areaFromEuros(euros)).toEqual(original)
        },
      ),
    )
  })
})
