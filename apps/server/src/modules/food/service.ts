import { createHash } from 'node:crypto'
import { toCents, type FoodEditBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import { badRequest, notFound } from '../../lib/errors'
import { findCategoryByName } from '../category/repo'
import { foodToDto, type FoodDto } from './mappers'
import { deleteFood, findFood, listFoods, updateFood } from './repo'

/** Archived dishes have left the shop; old orders still name them. */
const HIDDEN_FROM_SHOP = new Set(['archived'])

export interface MenuBody {
  /** Encoded once: sending a Buffer skips re-encoding 25 KB of UTF-8 on every request. */
  bytes: Buffer
  etag: string
}

/**
 * The menu is read on every visit and changes a few times a day, so its JSON is built once and
 * served as bytes until an edit. On PostgreSQL other instances may edit too, so the copy also
 * expires after a few seconds there.
 */
export class MenuCache {
  private bodies = new Map<'shop' | 'all', { body: MenuBody; at: number }>()

  constructor(private readonly ttlMs: number) {}

  async get(ctx: ShopContext, variant: 'shop' | 'all'): Promise<MenuBody> {
    const cached = this.bodies.get(variant)
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.body
    const rows = await listFoods(ctx.db)
    const foods = rows
      .filter((row) => variant === 'all' || !HIDDEN_FROM_SHOP.has(row.status))
      .map(foodToDto)
    const bytes = Buffer.from(JSON.stringify({ success: true, data: foods }))
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`
    const body = { bytes, etag }
    this.bodies.set(variant, { body, at: Date.now() })
    return body
  }

  invalidate() {
    this.bodies.clear()
  }
}

export async function editFood(ctx: ShopContext, id: string, body: FoodEditBody): Promise<FoodDto> {
  const food = await findFood(ctx.db, id)
  if (!food) throw notFound('Product not found')
  if (!(await findCategoryByName(ctx.db, body.category))) {
    throw badRequest(`There is no category called "${body.category}"`, {
      category: 'Unknown category',
    })
  }
  const priceCents = toCents(body.price)
  const changes = {
    name: body.name,
    sku: body.sku,
    category: body.category,
    description: body.description ?? food.description,
    price_cents: priceCents,
    // On promotion the regular price is what the promotion is measured against.
    original_price_cents: food.is_promotion ? priceCents : food.original_price_cents,
    updated_at: ctx.clock.now().toISOString(),
  }
  await updateFood(ctx.db, id, changes)
  return foodToDto({ ...food, ...changes })
}

export async function removeFood(ctx: ShopContext, id: string): Promise<void> {
  // Orders keep their own copy of each line, so a deleted dish never changes an old order.
  // The lines with options are matched on an exact prefix, not LIKE: '_' and '%' in an id are
  // wildcards there, and SQLite's LIKE ignores case, so other dishes' lines would go too.
  const withOptions = `${id}_{`
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('cart_lines')
      .where((eb) =>
        eb.or([
          eb('cart_key', '=', id),
          eb(
            eb.fn('substr', ['cart_key', eb.lit(1), eb.lit([...withOptions].length)]),
            '=',
            withOptions,
          ),
        ]),
      )
      .execute()
    if (!(await deleteFood(trx, id))) throw notFound('Product not found')
  })
}
