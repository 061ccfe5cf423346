import { restaurantHoursShape } from '../restaurant/hours'

/**
 * PUT /api/admin/restaurant/hours (issue 21 §4): the whole hours at once, as the setting keeps
 * them; every span, closure and note is checked, each error at its field with its code.
 */
export const restaurantHoursBody = restaurantHoursShape
