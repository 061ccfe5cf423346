import { makeFood, type TestFood } from '@quan/domain/testing'
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/schema'

/** Inserts dishes built with makeFood (and their categories) straight into the database. */
export async function insertTestFoods(db: Kysely<Database>, foods: Partial<TestFood>[]) {
  const built = foods.map((overrides) => makeFood(overrides))
  const now = '2026-01-01T00:00:00.000Z'
  const categories = [...new Set(built.map((food) => food.category))]
  const known = new Set(
    (await db.selectFrom('categories').select('name').execute()).map((c) => c.name),
  )
  const fresh = categories.filter((name) => !known.has(name))
  if (fresh.length > 0) {
    await db
      .insertInto('categories')
      .values(
        fresh.map((name, index) => ({
          id: `cat-${name}`,
          name,
          name_vi: '',
          name_en: '',
          name_sk: '',
          image: null,
          sort_order: index,
          created_at: now,
        })),
      )
      .execute()
  }
  await db
    .insertInto('foods')
    .values(
      built.map((food) => ({
        id: food._id,
        name: food.name,
        name_vi: food.nameVI,
        name_en: food.nameEN,
        name_sk: food.nameSK,
        description: food.description,
        description_vi: food.descriptionVI,
        description_en: food.descriptionEN,
        description_sk: food.descriptionSK,
        price_cents: food.priceCents,
        image: food.image ?? null,
        sku: food.sku,
        category: food.category,
        status: food.status,
        is_promotion: food.isPromotion ? 1 : 0,
        original_price_cents: food.originalPriceCents,
        promotion_price_cents: food.promotionPriceCents,
        sold_count: food.soldCount,
        likes: food.likes,
        options: JSON.stringify(food.options),
        allergens: food.allergens === null ? null : JSON.stringify(food.allergens),
        dietary_tags: JSON.stringify(food.dietaryTags),
        spicy: food.spicy,
        sold_out_until: food.soldOutUntil,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
  return built
}
