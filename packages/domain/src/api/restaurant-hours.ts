import { restaurantHoursSettingAnswer } from '../answers/shop'
import { restaurantHoursBody } from '../requests/restaurant-hours'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant's hours in the back office (issue 21 §4): weekly spans, closures, time zone.

export const restaurantHours = declare(at.restaurantHours, {
  answers: { 200: restaurantHoursSettingAnswer },
})
export const saveRestaurantHours = declare(at.saveRestaurantHours, {
  body: restaurantHoursBody,
  answers: { 200: restaurantHoursSettingAnswer },
})
