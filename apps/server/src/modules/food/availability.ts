import type { FoodTable } from '../../db/schema'
import { conflict } from '../../lib/errors'

/**
 * Only an active dish can go in a cart or an order. The words differ because the guest's next
 * step does: an inactive dish may come back later today, an archived one has left the menu.
 */
export function refuseUnorderable(food: Pick<FoodTable, 'name' | 'status'>): void {
  if (food.status === 'active') return
  if (food.status === 'archived') {
    throw conflict(
      'DISH_OFF_MENU',
      `${food.name} is no longer on the menu. Please remove it from your cart.`,
    )
  }
  throw conflict(
    'DISH_UNAVAILABLE',
    `${food.name} is not available right now. Please remove it from your cart.`,
  )
}
