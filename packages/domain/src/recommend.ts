/**
 * SPEC §4: what goes well with a cart category. One-way: noodles in the cart suggest drinks, but a
 * drink in the cart suggests only other drinks. Names are matched case-insensitively.
 */
export const CATEGORY_PAIRINGS: Readonly<Record<string, readonly string[]>> = {
  Noodles: ['Drinks', 'Appetizers'],
  'Main Course': ['Drinks', 'Desserts'],
  Pizza: ['Drinks', 'Sides'],
}

export const MAX_RECOMMENDATIONS = 3

interface Recommendable {
  _id: string
  category: string
  status: string
  isPromotion: boolean
  soldCount: number
}

const normalize = (category: string): string => category.trim().toLowerCase()

const pairings = new Map(
  Object.entries(CATEGORY_PAIRINGS).map(([category, partners]) => [
    normalize(category),
    partners.map(normalize),
  ]),
)

/**
 * Up to `max` active dishes not already in the cart whose category matches or pairs with a cart
 * dish's category: promoted first, then best sellers, otherwise in menu order. `cartFoodIds` are
 * dish ids, not cart keys (strip the options part with parseCartKey first).
 */
export function recommend<F extends Recommendable>(
  foods: F[],
  cartFoodIds: string[],
  max = MAX_RECOMMENDATIONS,
): F[] {
  const inCart = new Set(cartFoodIds)
  const wanted = new Set<string>()
  for (const food of foods) {
    if (!inCart.has(food._id)) continue
    const category = normalize(food.category)
    wanted.add(category)
    for (const partner of pairings.get(category) ?? []) wanted.add(partner)
  }
  if (wanted.size === 0 || max <= 0) return []
  const soldCount = (food: F): number => (Number.isFinite(food.soldCount) ? food.soldCount : 0)
  return foods
    .filter(
      (food) =>
        food.status === 'active' && !inCart.has(food._id) && wanted.has(normalize(food.category)),
    )
    .sort((a, b) => Number(b.isPromotion) - Number(a.isPromotion) || soldCount(b) - soldCount(a))
    .slice(0, max)
}
