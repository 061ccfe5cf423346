import {
  deliveryVatRate,
  toBasisPoints,
  vatRateOf,
  type BasisPoints,
  type VatSettings,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { Database, FoodTable } from '../../db/schema'

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
