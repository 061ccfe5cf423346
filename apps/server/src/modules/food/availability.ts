import { isSoldOut, type OptionGroup, type SelectedOptions } from '@quan/domain'
import type { FoodTable } from '../../db/schema'
import { conflict } from '../../lib/errors'

/**
 * Only an active dish can go in a cart or an order, and not while it is sold out for the day
 * (issue 12 §3) at `at`: now, or the time an order for later is due, which may fall after the
 * dish is back. The words differ because the guest's next step does: an inactive or sold-out
 * dish may come back, an archived one has left the menu.
 */
export function refuseUnorderable(
  food: Pick<FoodTable, 'name' | 'status' | 'sold_out_until'>,
  at: Date,
): void {
  if (food.status === 'archived') {
    throw conflict(
      'DISH_OFF_MENU',
      `${food.name} is no longer on the menu. Please remove it from your cart.`,
    )
  }
  if (food.status !== 'active') {
    throw conflict(
      'DISH_UNAVAILABLE',
      `${food.name} is not available right now. Please remove it from your cart.`,
    )
  }
  if (isSoldOut(food.sold_out_until, at)) {
    throw conflict(
      'DISH_SOLD_OUT',
      `${food.name} is sold out today. Please remove it from your cart.`,
      {
        soldOutUntil: food.sold_out_until,
      },
    )
  }
}

/** The same for the choices an order picked: an extra the kitchen has run out of. */
export function refuseSoldOutChoices(
  food: Pick<FoodTable, 'name'>,
  options: readonly OptionGroup[],
  selection: SelectedOptions,
  at: Date,
): void {
  for (const group of options) {
    const choice = group.choices.find((candidate) => candidate.code === selection[group.name])
    if (choice && isSoldOut(choice.soldOutUntil, at)) {
      throw conflict(
        'CHOICE_SOLD_OUT',
        `${choice.label} (${food.name}) is sold out today. Please choose another ${group.name.toLowerCase()}.`,
        { soldOutUntil: choice.soldOutUntil },
      )
    }
  }
}
