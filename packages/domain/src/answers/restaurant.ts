import { z } from 'zod'
import { restaurantShape } from '../restaurant'
import { restaurantIdentityShape } from '../restaurant/identity'
import { withData } from './common'

/** GET /api/restaurant */
export const restaurantAnswer = withData(restaurantShape)
export type RestaurantAnswer = z.infer<typeof restaurantAnswer>

/** GET and PUT /api/admin/restaurant/identity */
export const identityAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: restaurantIdentityShape,
})
export type IdentityAnswer = z.infer<typeof identityAnswer>
