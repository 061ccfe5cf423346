import {
  textIn,
  writeReceipt,
  type Receipt,
  type ReceiptLine,
  type RestaurantIdentity,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database, OrderLineTable } from '../../db/schema'
import type { Language } from '../../lib/language'
import { receiptMail } from '../mail/templates/receipt'
import { textsOfLine } from '../order/mappers'
import {
  insertReceipt,
  linesOfOrder,
  orderToReceipt,
  promoKindOf,
  receiptOfOrder,
  takeReceiptNumber,
} from './repo'

/** What a receipt takes from Settings, read before the transaction that issues it. */
export interface ReceiptSettings {
  identity: RestaurantIdentity
  timeZone: string
}

export async function receiptSettings(ctx: ShopContext): Promise<ReceiptSettings> {
  const [identity, hours] = await Promise.all([
    ctx.settings.restaurantIdentity.read(),
    ctx.settings.restaurantHours.read(),
  ])
  return { identity, timeZone: hours.timeZone }
}

/** A line as the receipt names it: the dish and its choices, in the receipt's language. */
function receiptLine(line: OrderLineTable, language: Language): ReceiptLine {
  const texts = textsOfLine(line)
  const name = textIn({ name: line.name, ...texts }, 'name', language)
  const choices = texts.choices.map((choice) => textIn(choice, 'label', language))
  return {
    name: choices.length > 0 ? `${name} (${choices.join(', ')})` : name,
    quantity: line.quantity,
    unitCents: line.unit_price_cents,
    totalCents: line.unit_price_cents * line.quantity,
    basisPoints: line.vat_basis_points,
  }
}

/**
 * Issues the order's receipt (issue 22 §3) in the caller's transaction, and queues its mail in
 * the same one: a paid or delivered order gets one, once. Call it after the transaction has
 * written the order's row (its move or payment), so that two issuers of one order wait on that
 * row on PostgreSQL and the second finds the first's receipt. Undefined when it already has one.
 */
export async function issueReceipt(
  ctx: ShopContext,
  trx: Kysely<Database>,
  orderId: string,
  { identity, timeZone }: ReceiptSettings,
): Promise<Receipt | undefined> {
  if (await receiptOfOrder(trx, orderId)) return undefined
  const order = await orderToReceipt(trx, orderId)
  const lines = await linesOfOrder(trx, orderId)
  const discountIsDelivery =
    order.promo_code !== null && (await promoKindOf(trx, order.promo_code)) === 'free-delivery'
  const number = await takeReceiptNumber(trx)
  const issuedAt = ctx.clock.now().toISOString()
  const { address, legal } = identity
  const receipt = writeReceipt({
    number,
    issuedAt,
    timeZone,
    language: order.language,
    seller: {
      name: identity.name,
      companyName: legal.companyName,
      registeredAddress: legal.registeredAddress,
      companyId: legal.companyId,
      taxId: legal.taxId,
      vatId: legal.vatId,
      address: `${address.street}, ${address.postalCode} ${address.city}`,
      phone: identity.phone,
      email: identity.email,
    },
    trackingCode: order.tracking_code,
    placedAt: order.created_at,
    fulfilment: order.fulfilment,
    paymentMethod: order.payment_method,
    lines: lines.map((line) => receiptLine(line, order.language)),
    promoCode: order.promo_code,
    discountCents: order.discount_cents,
    discountIsDelivery,
    deliveryFeeCents: order.delivery_fee_cents,
    deliveryBasisPoints: order.delivery_vat_basis_points,
  })
  if (receipt.amountCents !== order.amount_cents) {
    // The order's own amount is what was charged; a receipt that says otherwise is a bug to see.
    ctx.log.error(
      { orderId, receipt: receipt.amountCents, order: order.amount_cents },
      'A receipt does not add up to its order',
    )
  }
  await insertReceipt(trx, {
    number,
    order_id: orderId,
    issued_at: issuedAt,
    document: JSON.stringify(receipt),
  })
  if (order.email) {
    await ctx.outbox.enqueue(trx, [
      { kind: 'receipt', to: order.email, language: order.language, ...receiptMail(receipt) },
    ])
  }
  return receipt
}

/** The receipt as it was issued; undefined while the order has none. */
export async function storedReceipt(
  db: Kysely<Database>,
  orderId: string,
): Promise<Receipt | undefined> {
  const row = await receiptOfOrder(db, orderId)
  return row ? (JSON.parse(row.document) as Receipt) : undefined
}
