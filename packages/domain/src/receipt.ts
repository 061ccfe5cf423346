import { z } from 'zod'
import { FULFILMENTS } from './fulfilment'
import { LANGUAGES } from './language'
import type { Cents } from './money'
import { vatBreakdown, type BasisPoints, type VatBreakdown } from './vat'

/**
 * A receipt (issue 22 §3): the document a paid or delivered order gets, numbered in one series
 * without gaps and stamped with the date it was issued. It is written once, as the order and the
 * seller were then, and never changes after: a later edit of the restaurant's identity or of the
 * menu leaves old receipts as they were issued.
 */

/** Who sold: the restaurant's legal identity as it stood when the receipt was issued. */
export const receiptSellerShape = z.object({
  /** The trading name guests know. */
  name: z.string(),
  companyName: z.string(),
  registeredAddress: z.string(),
  /** IČO, DIČ and IČ DPH in Slovakia; blank where the owner has not set them. */
  companyId: z.string(),
  taxId: z.string(),
  vatId: z.string(),
  /** Where the restaurant is, and how to reach it. */
  address: z.string(),
  phone: z.string(),
  email: z.string(),
})
export type ReceiptSeller = z.infer<typeof receiptSellerShape>

export const receiptLineShape = z.object({
  /** The dish and its chosen options, in the receipt's language. */
  name: z.string(),
  quantity: z.number().int().positive(),
  unitCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  /** The VAT percent it was sold at, in hundredths (1900: 19 %). */
  basisPoints: z.number().int().nonnegative(),
})
export type ReceiptLine = z.infer<typeof receiptLineShape>

const cents = z.number().int().nonnegative()

export const receiptShape = z.object({
  /** The receipt's place in the series: 1, 2, 3… with none left out. */
  number: z.number().int().positive(),
  /** When it was issued, as an ISO instant; printed in the restaurant's time zone. */
  issuedAt: z.string(),
  timeZone: z.string(),
  language: z.enum(LANGUAGES),
  seller: receiptSellerShape,
  trackingCode: z.string(),
  placedAt: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  /** How it was paid: cash or card at the door or counter, or online (issue 22 §1). */
  paymentMethod: z.string(),
  lines: z.array(receiptLineShape),
  subtotalCents: cents,
  promoCode: z.string().nullable(),
  discountCents: cents,
  deliveryFeeCents: cents,
  amountCents: cents,
  vat: z.object({
    rows: z.array(
      z.object({ basisPoints: cents, baseCents: cents, taxCents: cents, grossCents: cents }),
    ),
    baseCents: cents,
    taxCents: cents,
    grossCents: cents,
  }),
})
export type Receipt = z.infer<typeof receiptShape>

/** What a receipt is written from: the order as sold, and the seller as set up now. */
export interface ReceiptFacts {
  number: number
  issuedAt: string
  timeZone: string
  language: Receipt['language']
  seller: ReceiptSeller
  trackingCode: string
  placedAt: string
  fulfilment: Receipt['fulfilment']
  paymentMethod: string
  lines: readonly ReceiptLine[]
  promoCode: string | null
  /** What the code took off: the food's price, or (a free-delivery code) the delivery fee. */
  discountCents: Cents
  discountIsDelivery: boolean
  deliveryFeeCents: Cents
  deliveryBasisPoints: BasisPoints
}

/**
 * The receipt of an order: its lines and totals, and its VAT by rate, whose rows add up to the
 * amount to the cent (vatBreakdown).
 */
export function writeReceipt(facts: ReceiptFacts): Receipt {
  const subtotalCents = facts.lines.reduce((sum, line) => sum + line.totalCents, 0)
  const vat: VatBreakdown = vatBreakdown({
    lines: facts.lines.map((line) => ({
      grossCents: line.totalCents,
      basisPoints: line.basisPoints,
    })),
    discountCents: facts.discountIsDelivery ? 0 : facts.discountCents,
    deliveryFeeCents: facts.deliveryFeeCents,
    deliveryDiscountCents: facts.discountIsDelivery ? facts.discountCents : 0,
    deliveryBasisPoints: facts.deliveryBasisPoints,
  })
  return {
    number: facts.number,
    issuedAt: facts.issuedAt,
    timeZone: facts.timeZone,
    language: facts.language,
    seller: facts.seller,
    trackingCode: facts.trackingCode,
    placedAt: facts.placedAt,
    fulfilment: facts.fulfilment,
    paymentMethod: facts.paymentMethod,
    lines: [...facts.lines],
    subtotalCents,
    promoCode: facts.promoCode,
    discountCents: facts.discountCents,
    deliveryFeeCents: facts.deliveryFeeCents,
    amountCents: vat.grossCents,
    vat,
  }
}

/** A receipt's number as printed: six digits at least, so the series reads in order. */
export const receiptNumberText = (number: number): string => String(number).padStart(6, '0')

/** A line of the seller's block: plain text, or one of the IDs a receipt labels. */
export type SellerLine = { kind: 'text' | 'companyId' | 'taxId' | 'vatId'; value: string }

/**
 * The seller as a receipt prints it, leaving out what the owner has not filled in: the company
 * and its registered address, its IDs, then the restaurant's own name and address where they
 * differ, and how to reach it.
 */
export function sellerLines(seller: ReceiptSeller): SellerLine[] {
  const lines: SellerLine[] = [
    { kind: 'text', value: seller.companyName || seller.name },
    { kind: 'text', value: seller.registeredAddress || seller.address },
    { kind: 'companyId', value: seller.companyId },
    { kind: 'taxId', value: seller.taxId },
    { kind: 'vatId', value: seller.vatId },
  ]
  if (seller.companyName && seller.companyName !== seller.name)
    lines.push({ kind: 'text', value: seller.name })
  if (seller.registeredAddress && seller.registeredAddress !== seller.address)
    lines.push({ kind: 'text', value: seller.address })
  lines.push({ kind: 'text', value: [seller.phone, seller.email].filter(Boolean).join(', ') })
  return lines.filter((line) => line.value.trim() !== '')
}

/**
 * Whether an order has its receipt: one is issued when it is marked paid, paid online, or
 * delivered (issue 22 §3), and kept whatever happens after (a refund, a mark taken back).
 */
export function hasReceipt(order: { payment: boolean; status: string; paymentState: string }) {
  return (
    order.payment ||
    order.status === 'Delivered' ||
    ['paid', 'partially_refunded', 'refunded'].includes(order.paymentState)
  )
}
