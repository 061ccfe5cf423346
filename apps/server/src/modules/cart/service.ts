import { MAX_LINE_QUANTITY, parseCartKey, resolveSelection } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { Database } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { refuseUnorderable } from '../food/availability'
import { pricedFood } from '../food/mappers'
import { findFood, findFoods } from '../food/repo'
import { cartLines, cartQuantity, setCartQuantity } from './repo'

/**
 * Checks that a cart key names a dish that exists with options it really has. Takes the db or
 * transaction to read with: inside a transaction, ctx.db would wait forever for SQLite's one
 * connection.
 */
async function checkCartKey(db: Kysely<Database>, key: string) {
  const parsed = parseCartKey(key)
  if (!parsed) throw badRequest('This cart item is not valid', { itemId: 'Unknown item' })
  const food = await findFood(db, parsed.foodId)
  if (!food) throw notFound('Dish not found')
  if (parsed.selection) {
    const resolved = resolveSelection(pricedFood(food), parsed.selection)
    if (!resolved.ok) throw badRequest(resolved.message, { itemId: resolved.message })
  }
  return food
}

export async function addToCart(ctx: ShopContext, userId: string, key: string) {
  const food = await checkCartKey(ctx.db, key)
  // The same words as at checkout: a dish that cannot be ordered does not go in the cart.
  refuseUnorderable(food)
  await ctx.db.transaction().execute(async (trx) => {
    const quantity = await cartQuantity(trx, userId, key)
    if (quantity >= MAX_LINE_QUANTITY) {
      throw conflict(`You can order at most ${MAX_LINE_QUANTITY} of one dish`)
    }
    await setCartQuantity(trx, userId, key, quantity + 1)
  })
}

export async function removeFromCart(ctx: ShopContext, userId: string, key: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const quantity = await cartQuantity(trx, userId, key)
    // A line of a dish since deleted can still be taken out; an unknown dish otherwise is a 404.
    if (quantity === 0) {
      await checkCartKey(trx, key)
      return
    }
    await setCartQuantity(trx, userId, key, quantity - 1)
  })
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
