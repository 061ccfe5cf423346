import { canonicalCartKey, MAX_CART_LINES, MAX_LINE_QUANTITY, parseCartKey } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { refuseSoldOutChoices, refuseUnorderable } from '../food/availability'
import { pricedFood } from '../food/mappers'
import { findFood, findFoods } from '../food/service'
import { addOneToLine, cartLines, cartQuantity, lockCart, takeOneFromLine } from './repo'

// An order placed by a signed-in guest empties their cart in its transaction (order/service.ts).
export { clearCart } from './repo'

/**
 * Checks that a cart key names a dish that exists with options it really has, and gives the one
 * key its line is stored under, however the client spelled it (so `id_{ }` cannot open a second
 * line past the per-dish cap). Takes the db or transaction to read with: inside a transaction,
 * ctx.db would wait forever for SQLite's one connection.
 */
async function checkCartKey(db: Kysely<Database>, key: string) {
  const parsed = parseCartKey(key)
  if (!parsed)
    throw badRequest('CART_ITEM_INVALID', 'This cart item is not valid', { itemId: 'Unknown item' })
  const food = await findFood(db, parsed.foodId)
  if (!food) throw notFound('DISH_NOT_FOUND', 'Dish not found')
  const { options } = pricedFood(food)
  const canonical = canonicalCartKey(parsed.foodId, { options }, parsed.selection)
  if (!canonical.ok)
    throw badRequest('OPTION_UNKNOWN', canonical.message, { itemId: canonical.message })
  // The selection has every default filled in: what a sold-out check must see.
  return { food, options, selection: canonical.selection, key: canonical.key }
}

export async function addToCart(ctx: ShopContext, userId: string, sentKey: string) {
  const { food, options, selection, key } = await checkCartKey(ctx.db, sentKey)
  // The same words as at checkout: a dish that cannot be ordered does not go in the cart, nor a
  // choice the kitchen has run out of, the default one included (issue 19 §1.7).
  const now = ctx.clock.now()
  refuseUnorderable(food, now)
  refuseSoldOutChoices(food, options, selection, now)
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.engine === 'postgres') await lockCart(trx, userId)
    const caps = { maxQuantity: MAX_LINE_QUANTITY, maxLines: MAX_CART_LINES }
    if ((await addOneToLine(trx, userId, key, caps)) !== undefined) return
    // Refused by a cap: say which one.
    if ((await cartQuantity(trx, userId, key)) > 0) {
      throw conflict(
        'LINE_QUANTITY_LIMIT',
        `You can order at most ${MAX_LINE_QUANTITY} of one dish`,
      )
    }
    throw conflict(
      'CART_FULL',
      `Your cart can hold at most ${MAX_CART_LINES} different items. Please remove some first.`,
    )
  })
}

export async function removeFromCart(ctx: ShopContext, userId: string, sentKey: string) {
  let checked: { key: string } | AppError
  try {
    checked = await checkCartKey(ctx.db, sentKey)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    checked = error
  }
  if (!(checked instanceof AppError)) {
    if (await takeOneFromLine(ctx.db, userId, checked.key)) return
    if (checked.key === sentKey) return
  }
  // A line stored as sent (of a dish since deleted, or whose options changed) can still be taken
  // out; an unknown dish otherwise is a 404.
  if (await takeOneFromLine(ctx.db, userId, sentKey)) return
  if (checked instanceof AppError) throw checked
}

/**
 * The cart as a map of key → quantity, without lines whose dish has left the menu (deleted or
 * archived). The lines stay stored, so a dish restored to the menu is back in the cart.
 */
export async function cartData(ctx: ShopContext, userId: string): Promise<Record<string, number>> {
  const lines = await cartLines(ctx.db, userId)
  const ids = [...new Set(lines.map((line) => parseCartKey(line.cart_key)?.foodId ?? ''))]
  const known = new Set(
    (await findFoods(ctx.db, ids))
      .filter((food) => food.status !== 'archived')
      .map((food) => food.id),
  )
  const cart: Record<string, number> = {}
  for (const line of lines) {
    const foodId = parseCartKey(line.cart_key)?.foodId
    if (foodId && known.has(foodId)) cart[line.cart_key] = line.quantity
  }
  return cart
}
