import {
  allergensOfSelection,
  chosenOptions,
  type DeliveryQuote,
  formatEuroCents,
  resolveSelection,
  toEuros,
  unitPriceCents,
  type LineTexts,
  type OptionGroup,
  type PlaceOrderBody,
  type SelectedOptions,
} from '@quan/domain'
import type { FoodTable, OrderLineTable } from '../../db/schema'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { refuseSoldOutChoices, refuseUnorderable } from '../food/availability'
import { allergensOf, pricedFood } from '../food/mappers'

// What an order costs, worked out on the server from the database: its lines, its delivery fee,
// and the refusals of a wrong amount, an address outside every area or an order under a minimum.

/** Prices every line from the database; the client's figures are never trusted. */
export function priceLines(
  byId: Map<string, FoodTable>,
  items: PlaceOrderBody['items'],
  orderId: string,
  /** When the order is due: a dish sold out today may be ordered for a later day. */
  at: Date,
  /** The VAT percent each dish sells at, kept on its line (issue 22 §2). */
  vatOf: (food: FoodTable) => number,
) {
  const lines: OrderLineTable[] = []
  for (const [position, item] of items.entries()) {
    const food = byId.get(item._id)
    if (!food) {
      throw badRequest(
        'DISH_UNKNOWN',
        'A dish in your cart is no longer on the menu. Please remove it.',
        {
          [`items.${position}`]: 'Unknown dish',
        },
      )
    }
    refuseUnorderable(food, at)
    const priced = pricedFood(food)
    const resolved = resolveSelection(priced, item.selectedOptions)
    if (!resolved.ok) {
      throw badRequest('OPTION_UNKNOWN', resolved.message, {
        [`items.${position}.selectedOptions`]: resolved.message,
      })
    }
    refuseSoldOutChoices(food, priced.options, resolved.selection, at)
    const allergens = allergensOfSelection(
      { allergens: allergensOf(food), options: priced.options },
      resolved.selection,
    )
    lines.push({
      order_id: orderId,
      position,
      food_id: food.id,
      name: food.name,
      unit_price_cents: unitPriceCents(priced, resolved.selection),
      quantity: item.quantity,
      options: priced.options.length > 0 ? JSON.stringify(resolved.selection) : null,
      allergens: allergens && JSON.stringify(allergens),
      texts: JSON.stringify(lineTextsOf(food, priced.options, resolved.selection)),
      vat_basis_points: vatOf(food),
    })
  }
  return lines
}

/** The line's texts as sold, in every language (issue 12 §1). */
function lineTextsOf(
  food: FoodTable,
  options: OptionGroup[],
  selection: SelectedOptions,
): LineTexts {
  return {
    nameVI: food.name_vi,
    nameEN: food.name_en,
    nameSK: food.name_sk,
    choices: chosenOptions(options, selection),
  }
}

/**
 * The fee of a quote for delivering to `postalCode` (issue 11 §3), or the refusal of an address
 * outside every area or of an order under its area's minimum (after a code's discount when the
 * quote counts one, issue 19 §1.6). Checked before anything is written.
 */
export function deliveryFeeOf(quote: DeliveryQuote, postalCode: string) {
  if (quote.kind === 'outside') {
    throw conflict('OUTSIDE_DELIVERY_AREA', 'Sorry, we do not deliver to this postal code.', {
      zipcode: postalCode,
    })
  }
  if (quote.kind === 'below-minimum') {
    const { area, missingCents, foodCents } = quote
    const minimum = formatEuroCents(area.minimumCents)
    throw conflict(
      'BELOW_MINIMUM',
      foodCents === undefined
        ? `The minimum order for delivery to ${area.name} is ${minimum}. Add ${formatEuroCents(missingCents)} more to your order.`
        : `The minimum order for delivery to ${area.name} is ${minimum}, counted after the discount: this order comes to ${formatEuroCents(foodCents)}.`,
      { minimum: toEuros(area.minimumCents), missing: toEuros(missingCents) },
    )
  }
  return quote.feeCents
}

/**
 * The 409 for an amount that is not the order's: its total before any code, so that it says
 * nothing of the code sent (issue 19 §1.1); the checkout takes its own code's discount off.
 */
export function amountChanged(amountCents: number, feeCents: number, lines: OrderLineTable[]) {
  return new AppError(
    409,
    'AMOUNT_CHANGED',
    `Prices have changed since you opened the menu. The total is now ${formatEuroCents(amountCents)}. Please check your order and place it again.`,
    undefined,
    {
      amount: toEuros(amountCents),
      deliveryFee: toEuros(feeCents),
      // Kept for clients that read it: the amount above is before any code.
      discount: 0,
      items: lines.map((line) => ({
        _id: line.food_id,
        name: line.name,
        price: toEuros(line.unit_price_cents),
        quantity: line.quantity,
      })),
    },
  )
}
