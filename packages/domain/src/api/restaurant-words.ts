import { z } from 'zod'
import { restaurantWordsShape } from '../restaurant/words'
import * as at from './addresses'
import { declare } from './declare'

// The restaurant's words in the back office (issue 21 §3): banner, about story, FAQ, contact intro.

/** GET and PUT /api/admin/restaurant/words: every language's words. */
const restaurantWordsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: restaurantWordsShape,
})

export const restaurantWords = declare(at.restaurantWords, {
  answers: { 200: restaurantWordsAnswer },
})
export const saveRestaurantWords = declare(at.saveRestaurantWords, {
  body: restaurantWordsShape,
  answers: { 200: restaurantWordsAnswer },
})
