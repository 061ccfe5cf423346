import type { Restaurant } from '@quan/domain'
import type { ShopContext } from '../../context'

/**
 * The restaurant as GET /api/restaurant and every server-rendered page show it, put together
 * from the parts of Settings. The same object for as long as no part changed: the page cache
 * keeps a page for exactly as long as it is given the same restaurant (modules/pages).
 */
export function restaurantReader(ctx: ShopContext): () => Promise<Restaurant> {
  let last: { parts: unknown[]; restaurant: Restaurant } | undefined
  return async function restaurantNow() {
    const parts = await Promise.all([
      ctx.settings.restaurantIdentity.read(),
      ctx.settings.restaurantLook.read(),
      ctx.settings.restaurantWords.read(),
    ] as const)
    if (last && parts.every((part, index) => part === last!.parts[index])) return last.restaurant
    const [identity, look, words] = parts
    const restaurant: Restaurant = { identity, look, words }
    last = { parts, restaurant }
    return restaurant
  }
}
