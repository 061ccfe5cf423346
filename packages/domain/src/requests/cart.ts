import type { z } from 'zod'
import { MESSAGES } from '../messages'
import { object, requiredText } from './fields'

// A customer's server-side cart.

/** The id may be a cart key carrying the options' JSON, hence the generous limit. */
export const cartItemBody = object({
  itemId: requiredText(MESSAGES.itemIdMissing, 2000, MESSAGES.itemIdTooLong),
})
export type CartItemBody = z.infer<typeof cartItemBody>
