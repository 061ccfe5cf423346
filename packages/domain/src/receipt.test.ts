import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { receiptNumberText, sellerLines, writeReceipt, type ReceiptFacts } from './receipt'

const seller = {
  name: 'Phở Hà Nội',
  companyName: 'Phở Hà Nội s.r.o.',
  registeredAddress: 'Hlavná 12, 040 01 Košice',
  companyId: '12345678',
  taxId: '2020123456',
  vatId: 'SK2020123456',
  address: 'Hlavná 12, 040 01 Košice',
  phone: '+421 900 123 456',
  email: 'ahoj@pho.sk',
}

const facts = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  number: 7,
  issuedAt: '2026-11-27T12:00:00.000Z',
  timeZone: 'Europe/Bratislava',
  language: 'sk',
  seller,
  trackingCode: 'QN123456',
  placedAt: '2026-11-27T11:30:00.000Z',
  fulfilment: 'delivery',
  paymentMethod: 'online',
  lines: [
    { name: 'Phở bò', quantity: 2, unitCents: 1250, totalCents: 2500, basisPoints: 1900 },
    { name: 'Bia Saigon', quantity: 1, unitCents: 350, totalCents: 350, basisPoints: 2300 },
  ],
  promoCode: null,
  discountCents: 0,
  discountIsDelivery: false,
  deliveryFeeCents: 200,
  deliveryBasisPoints: 2300,
  ...over,
})

describe('a receipt (issue 22 §3)', () => {
  it('breaks the VAT down by rate, the delivery fee at its own, adding up to the amount', () => {
    const receipt = writeReceipt(facts())
    expect(receipt.subtotalCents).toBe(2850)
    expect(receipt.amountCents).toBe(3050)
    expect(receipt.vat.rows).toEqual([
      { basisPoints: 1900, baseCents: 2101, taxCents: 399, grossCents: 2500 },
      { basisPoints: 2300, baseCents: 447, taxCents: 103, grossCents: 550 },
    ])
    expect(receipt.vat.baseCents + receipt.vat.taxCents).toBe(receipt.amountCents)
  })

  it('takes a code off the food at the food’s rates, and a free-delivery code off the fee', () => {
    const food = writeReceipt(facts({ promoCode: 'PHO10', discountCents: 285 }))
    expect(food.amountCents).toBe(3050 - 285)
    // 2500 and 350 share 285 in proportion: 250 and 35.
    expect(food.vat.rows.map((row) => row.grossCents)).toEqual([2250, 315 + 200])
    const free = writeReceipt(
      facts({ promoCode: 'FREE', discountCents: 200, discountIsDelivery: true }),
    )
    expect(free.amountCents).toBe(2850)
    expect(free.vat.rows.map((row) => row.grossCents)).toEqual([2500, 350])
  })

  it('adds up to the cent for any lines, rates, discount and fee', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      unitCents: fc.integer({ min: 0, max: 10_000 }),
      basisPoints: fc.constantFrom(0, 500, 1000, 1900, 2000, 2300),
    })
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (lines, fee, discount, onDelivery) => {
          const receiptLines = lines.map((each) => ({
            ...each,
            name: 'x',
            totalCents: each.quantity * each.unitCents,
          }))
          const subtotal = receiptLines.reduce((sum, each) => sum + each.totalCents, 0)
          const off = Math.min(discount, onDelivery ? fee : subtotal)
          const receipt = writeReceipt(
            facts({
              lines: receiptLines,
              deliveryFeeCents: fee,
              discountCents: off,
              discountIsDelivery: onDelivery,
            }),
          )
          expect(receipt.amountCents).toBe(subtotal + fee - off)
          const rows = receipt.vat.rows
          expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(receipt.amountCents)
          for (const row of rows) expect(row.baseCents + row.taxCents).toBe(row.grossCents)
        },
      ),
    )
  })

  it('is numbered with six digits at least', () => {
    expect(receiptNumberText(42)).toBe('000042')
    expect(receiptNumberText(1_234_567)).toBe('1234567')
  })

  it('names the seller by what the owner filled in, and nothing blank', () => {
    expect(sellerLines(seller)).toEqual([
      { kind: 'text', value: 'Phở Hà Nội s.r.o.' },
      { kind: 'text', value: 'Hlavná 12, 040 01 Košice' },
      { kind: 'companyId', value: '12345678' },
      { kind: 'taxId', value: '2020123456' },
      { kind: 'vatId', value: 'SK2020123456' },
      { kind: 'text', value: 'Phở Hà Nội' },
      { kind: 'text', value: '+421 900 123 456, ahoj@pho.sk' },
    ])
    const bare = {
      ...seller,
      companyName: '',
      registeredAddress: '',
      companyId: '',
      taxId: '',
      vatId: '',
      email: '',
    }
    expect(sellerLines(bare)).toEqual([
      { kind: 'text', value: 'Phở Hà Nội' },
      { kind: 'text', value: 'Hlavná 12, 040 01 Košice' },
      { kind: 'text', value: '+421 900 123 456' },
    ])
  })
})
