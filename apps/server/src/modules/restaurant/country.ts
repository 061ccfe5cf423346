import type { RestaurantCountry } from '@quan/domain'
import type { ShopContext } from '../../context'

/** The restaurant's country as set in Settings: a phone typed without + is one of its numbers. */
export async function restaurantCountry(ctx: ShopContext): Promise<RestaurantCountry> {
  return (await ctx.settings.restaurantIdentity.read()).country
}
