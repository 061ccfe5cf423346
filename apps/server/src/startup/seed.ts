import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newId } from '../lib/ids'
import { insertCategories } from '../modules/category/repo'
import { insertFoods } from '../modules/food/repo'
import type { CategoryTable, Database, FoodTable } from '../db/schema'
import { loadSharp } from '../lib/sharp'
import { SMALL_SIDE } from '../modules/admin-menu/image-upload'
import { insertImage } from '../modules/images/repo'
import { composeDishImage } from './dish-pictures'
import { seedCategories, seedDishes } from './seed-data'

/** 'Phở bò' → 'pho-bo': image names people can read in a URL. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0110\u0111]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

async function storeImage(
  db: Kysely<Database>,
  label: string,
  data: Buffer,
  now: string,
  small?: Buffer,
) {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
  const stem = `${slugify(label)}-${hash}`
  await insertImage(db, { name: `${stem}.webp`, content_type: 'image/webp', data, created_at: now })
  // The card size, named as an upload names it, so menu cards never fetch the large picture.
  if (small) {
    await insertImage(db, {
      name: `${stem}-${SMALL_SIDE}.webp`,
      content_type: 'image/webp',
      data: small,
      created_at: now,
    })
  }
  return `${stem}.webp`
}

/** The card-size picture, shrunk from the large one: cheaper than composing it again. */
async function cardSize(large: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(large, {})
    .resize({ width: SMALL_SIDE, height: SMALL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
}

/**
 * Opens the demo restaurant on a new database, once: a 'seeded' mark in settings makes sure a
 * restaurant that later empties its menu never gets the demo dishes back. A shop started empty
 * (SEED_DEMO=off) that has a menu of its own never gets them either, whatever a later start
 * says (issue 21 §5).
 */
export async function seedDemoRestaurant(db: Kysely<Database>, now: Date): Promise<boolean> {
  const done = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'seeded')
    .executeTakeFirst()
  if (done) return false
  const dish = await db.selectFrom('foods').select('id').limit(1).executeTakeFirst()
  const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()
  if (dish || category) return false
  const at = now.toISOString()
  const categoryRows: CategoryTable[] = []
  for (const [index, category] of seedCategories.entries()) {
    const image = await storeImage(
      db,
      category.name,
      await composeDishImage(category.icon, category.background, 256),
      at,
    )
    categoryRows.push({
      id: newId(),
      name: category.name,
      name_vi: category.nameVI,
      name_en: category.nameEN,
      name_sk: category.nameSK,
      image,
      sort_order: index,
      created_at: at,
      vat_rate_id: null,
    })
  }
  const foodRows: FoodTable[] = []
  for (const dish of seedDishes) {
    const image = await storeImage(
      db,
      dish.name,
      await composeDishImage(dish.icon, dish.background),
      at,
      await cardSize(await composeDishImage(dish.icon, dish.background)),
    )
    foodRows.push({
      id: newId(),
      name: dish.name,
      name_vi: dish.nameVI,
      name_en: dish.nameEN,
      name_sk: dish.nameSK,
      description: dish.description,
      description_vi: dish.descriptionVI,
      description_en: dish.descriptionEN,
      description_sk: dish.descriptionSK,
      price_cents: dish.priceCents,
      image,
      sku: dish.sku,
      category: dish.category,
      status: dish.status ?? 'active',
      is_promotion: dish.isPromotion ? 1 : 0,
      original_price_cents: dish.originalPriceCents ?? dish.priceCents,
      promotion_price_cents: dish.promotionPriceCents ?? 0,
      sold_count: dish.soldCount,
      likes: dish.likes,
      options: JSON.stringify(dish.options ?? []),
      allergens: JSON.stringify(dish.allergens),
      dietary_tags: JSON.stringify(dish.dietaryTags ?? []),
      spicy: dish.spicy ?? 0,
      sold_out_until: null,
      vat_rate_id: null,
      created_at: at,
      updated_at: at,
    })
  }
  await db.transaction().execute(async (trx) => {
    await insertCategories(trx, categoryRows)
    await insertFoods(trx, foodRows)
    await trx.insertInto('settings').values({ key: 'seeded', value: at }).execute()
  })
  return true
}
