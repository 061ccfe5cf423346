import { deliveryAreasAnswer, kitchenAnswer, orderingSettingsAnswer } from '../answers/shop'
import { deliveryAreasBody } from '../delivery-areas'
import { orderingSettingsShape } from '../fulfilment'
import { kitchenChangeBody } from '../kitchen-pace'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant's settings (issue 11 §5): delivery areas, how orders are taken, the kitchen.

export const deliveryAreas = declare(at.deliveryAreas, { answers: { 200: deliveryAreasAnswer } })
export const saveDeliveryAreas = declare(at.saveDeliveryAreas, {
  body: deliveryAreasBody,
  answers: { 200: deliveryAreasAnswer },
})

export const ordering = declare(at.ordering, { answers: { 200: orderingSettingsAnswer } })
export const saveOrdering = declare(at.saveOrdering, {
  body: orderingSettingsShape,
  answers: { 200: orderingSettingsAnswer },
})

/** The kitchen's pace on the orders board: pause new orders, reopen, busy delay. */
export const kitchen = declare(at.kitchen, { answers: { 200: kitchenAnswer } })
export const saveKitchen = declare(at.saveKitchen, {
  body: kitchenChangeBody,
  answers: { 200: kitchenAnswer },
})
