import type { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { object, requiredText } from './fields'

// A customer's server-side cart.

/** The id may be a cart key carrying the options' JSON, hence the generous limit. */
export const cartItemBody = object({
  itemId: requiredText(VALIDATION_CODES.itemIdMissing, 2000, VALIDATION_CODES.itemIdTooLong),
})
export type CartItemBody = z.infer<typeof cartItemBody>
