import {
  deliveryVatRate,
  toBasisPoints,
  vatBreakdown,
  vatRateOf,
  type BasisPoints,
  type VatBreakdown,
  type VatSettings,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { Database, FoodTable, OrderLineTable, OrderTable } from '../../db/schema'

/** The VAT percents a batch of orders is sold at (issue 22 §2), kept on each line as sold. */
export interface OrderVat {
  /** A dish's percent: its own rate, else its category's, else the shop's default. */
  basisPointsOf(food: FoodTable): BasisPoints
  /** The delivery fee's. */
  deliveryBasisPoints: BasisPoints
}

/**
 * Worked out once a batch, from the rates in Settings (read before the transaction: on SQLite
 * it holds the one connection) and the categories' rates, read only when a dish of the batch has
 * none of its own, those categories alone.
 */
export async function orderVat(
  trx: Kysely<Database>,
  settings: VatSettings,
  foods: Iterable<FoodTable>,
): Promise<OrderVat> {
  const ownRate = (food: FoodTable) =>
    food.vat_rate_id !== null && settings.rates.some((rate) => rate.id === food.vat_rate_id)
  const categoryNames = [...new Set([...foods].filter((f) => !ownRate(f)).map((f) => f.category))]
  const byCategory = new Map<string, string | null>()
  if (categoryNames.length > 0) {
    const rows = await trx
      .selectFrom('categories')
      .select(['name', 'vat_rate_id'])
      .where('name', 'in', categoryNames)
      .where('vat_rate_id', 'is not', null)
      .execute()
    for (const row of rows) byCategory.set(row.name, row.vat_rate_id)
  }
  return {
    basisPointsOf: (food) =>
      toBasisPoints(
        vatRateOf(settings, food.vat_rate_id, byCategory.get(food.category) ?? null).percent,
      ),
    deliveryBasisPoints: toBasisPoints(deliveryVatRate(settings).percent),
  }
}

/**
 * An order's VAT by rate, as sold (issue 22 §3's receipts): its lines at their percents, its
 * discount, its delivery fee at its own. `deliveryDiscount`: the discount was a free-delivery
 * code's, off the fee rather than the food (the order row does not say which; its promo does).
 */
export function orderVatBreakdown(
  order: Pick<OrderTable, 'delivery_fee_cents' | 'discount_cents' | 'delivery_vat_basis_points'>,
  lines: readonly Pick<OrderLineTable, 'unit_price_cents' | 'quantity' | 'vat_basis_points'>[],
  { deliveryDiscount = false }: { deliveryDiscount?: boolean } = {},
): VatBreakdown {
  return vatBreakdown({
    lines: lines.map((line) => ({
      grossCents: line.unit_price_cents * line.quantity,
      basisPoints: line.vat_basis_points,
    })),
    discountCents: deliveryDiscount ? 0 : order.discount_cents,
    deliveryFeeCents: order.delivery_fee_cents,
    deliveryDiscountCents: deliveryDiscount ? order.discount_cents : 0,
    deliveryBasisPoints: order.delivery_vat_basis_points,
  })
}
