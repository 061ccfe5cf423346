import { z } from 'zod'
import { restaurantLegalShape } from '../restaurant/legal'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant's legal pages (issue 22 §2): terms, privacy notice and allergen note.

/** Every language's three texts, as stored: `{{company}}` and the rest not yet filled in. */
const restaurantLegalAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: restaurantLegalShape,
})

/** GET /api/restaurant/legal: anyone reads them (the pages /terms, /privacy, /allergens). */
export const restaurantLegal = declare(at.restaurantLegal, {
  answers: { 200: restaurantLegalAnswer },
})
/** GET and PUT /api/admin/restaurant/legal: the back office's Settings. */
export const adminRestaurantLegal = declare(at.adminRestaurantLegal, {
  answers: { 200: restaurantLegalAnswer },
})
export const saveRestaurantLegal = declare(at.saveRestaurantLegal, {
  body: restaurantLegalShape,
  answers: { 200: restaurantLegalAnswer },
})
