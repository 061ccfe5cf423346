import { localDate, type Restaurant } from '@quan/domain'
import type { ShopContext } from '../../context'

/**
 * The restaurant as GET /api/restaurant and every server-rendered page show it, put together
 * from the parts of Settings. The same object for as long as no part changed: the page cache
 * keeps a page for exactly as long as it is given the same restaurant (modules/pages).
 */
export function restaurantReader(ctx: ShopContext): () => Promise<Restaurant> {
  let last: { parts: unknown[]; restaurant: Restaurant } | undefined
  return async function restaurantNow() {
    const [identity, look, words, hours] = await Promise.all([
      ctx.settings.restaurantIdentity.read(),
      ctx.settings.restaurantLook.read(),
      ctx.settings.restaurantWords.read(),
      ctx.settings.restaurantHours.read(),
    ])
    // The restaurant's date too: closures that are over leave, and a page telling of the
    // closures ahead (issue 21 §4) is rendered anew each day.
    const today = localDate(ctx.clock.now(), hours.timeZone)
    const parts = [identity, look, words, hours, today]
    if (last && parts.every((part, index) => part === last!.parts[index])) return last.restaurant
    const restaurant: Restaurant = {
      identity,
      look,
      words,
      hours: { ...hours, closures: hours.closures.filter((closure) => closure.to >= today) },
    }
    last = { parts, restaurant }
    return restaurant
  }
}
