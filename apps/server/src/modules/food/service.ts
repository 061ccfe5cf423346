import { createHash } from 'node:crypto'
import { menuAnswer, nextLapse, soldOutMarks, toCents, type FoodEditBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import { badRequest, notFound } from '../../lib/errors'
import { PackedAnswer } from '../../lib/packed-answer'
import { answerWriter } from '../../plugins/contract'
import { categoryToDto, type CategoryDto } from '../category/mappers'
import { findCategoryByName, listCategories } from '../category/service'
import { foodToDto, type FoodDto } from './mappers'
import { deleteFood, findFood, listFoods, updateFood } from './repo'

// The dishes as the cart and the order read them, and as the back office's editor writes them.
export { findFood, findFoods, insertFoods, listFoods, updateFood } from './repo'

/** Archived dishes have left the shop; old orders still name them. */
const HIDDEN_FROM_SHOP = new Set(['archived'])

/**
 * The menu's answer, encoded once (sending a Buffer skips re-encoding 25 KB of UTF-8 on every
 * request) and compressed once per encoding.
 */
export type MenuBody = PackedAnswer

type MenuVariant = 'shop' | 'all'

/** The menu's answer, written as the route's schema says (only its fields, fast). */
const writeMenu = answerWriter(menuAnswer)

/** What the server renders the shop's pages from: the guests' menu and the categories. */
export interface ShopMenu {
  foods: FoodDto[]
  categories: CategoryDto[]
}

export interface MenuCacheOptions {
  /**
   * How long a built menu may be served. Unbounded while every edit is heard of: in this
   * process, and from the other instances through live/pg-relay.ts while its link is up.
   */
  maxAgeMs?: () => number
  /** Tells the other instances, if any, that the menu has changed. */
  announce?: () => void
}

/**
 * The menu is read on every visit and changes a few times a day, so its JSON is built once and
 * served as bytes until an edit, here or on another instance.
 */
export class MenuCache {
  private entries = new Map<
    MenuVariant | 'pages',
    { value: Promise<unknown>; at: number; lapses: Promise<number> }
  >()

  constructor(private readonly options: MenuCacheOptions = {}) {}

  async get(ctx: ShopContext, variant: MenuVariant): Promise<MenuBody> {
    return this.cached(ctx, variant, async () => {
      const foods = await foodsOf(ctx, variant)
      const bytes = Buffer.from(writeMenu({ success: true, data: foods }))
      const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`
      return { value: new PackedAnswer(bytes, etag), foods }
    })
  }

  /**
   * The menu and categories for rendering pages. The same object until the menu changes, so a
   * page rendered from it stays good for exactly as long as it is returned (modules/pages).
   */
  async shopMenu(ctx: ShopContext): Promise<ShopMenu> {
    return this.cached(ctx, 'pages', async () => {
      const foods = await foodsOf(ctx, 'shop')
      const categories = (await listCategories(ctx.db)).map(categoryToDto)
      return { value: { foods, categories }, foods }
    })
  }

  /** Requests that find no menu share one read of it (fifty at once after an edit read once). */
  private async cached<T>(
    ctx: ShopContext,
    key: MenuVariant | 'pages',
    build: () => Promise<{ value: T; foods: FoodDto[] }>,
  ): Promise<T> {
    const cached = this.entries.get(key)
    const maxAgeMs = this.options.maxAgeMs?.() ?? Number.POSITIVE_INFINITY
    // A sold-out mark lapsing changes the menu with no edit: a menu is built anew then.
    if (
      cached &&
      Date.now() - cached.at < maxAgeMs &&
      ctx.clock.now().getTime() < (await cached.lapses)
    ) {
      return cached.value as Promise<T>
    }
    const built = build()
    const value = built.then((result) => result.value)
    // Never rejects (a failed read lapses at once), so no rejection goes unhandled.
    const lapses = built.then(
      (result) =>
        nextLapse(soldOutMarks(result.foods), ctx.clock.now())?.getTime() ??
        Number.POSITIVE_INFINITY,
      () => 0,
    )
    const entry = { value, at: Date.now(), lapses }
    this.entries.set(key, entry)
    // A failed read is not kept; forget() has already dropped a read an edit overtook.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }

  /** After an edit made here: forgets the built menu, here and on the other instances. */
  invalidate() {
    this.forget()
    this.options.announce?.()
  }

  /** After an edit made elsewhere (or one that may have gone unheard): forgets it here only. */
  forget() {
    this.entries.clear()
  }
}

async function foodsOf(ctx: ShopContext, variant: MenuVariant): Promise<FoodDto[]> {
  const rows = await listFoods(ctx.db)
  return rows.filter((row) => variant === 'all' || !HIDDEN_FROM_SHOP.has(row.status)).map(foodToDto)
}

export async function editFood(ctx: ShopContext, id: string, body: FoodEditBody): Promise<FoodDto> {
  const food = await findFood(ctx.db, id)
  if (!food) throw notFound('DISH_NOT_FOUND', 'Product not found')
  if (!(await findCategoryByName(ctx.db, body.category))) {
    throw badRequest('CATEGORY_UNKNOWN', `There is no category called "${body.category}"`, {
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
    if (!(await deleteFood(trx, id))) throw notFound('DISH_NOT_FOUND', 'Product not found')
  })
}
