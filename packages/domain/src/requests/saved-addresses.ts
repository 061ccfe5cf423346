import { z } from 'zod'
import { addressSchema } from './order'

// A customer's saved delivery addresses (issue 24 §3): checked as the checkout checks an address.

/** POST /api/user/addresses and PUT /api/user/addresses/:id: the address, and whether it is the default. */
export const savedAddressBody = addressSchema.extend({
  /** Make it the default; the first address saved is the default whatever this says. */
  makeDefault: z.boolean().optional(),
})
export type SavedAddressBody = z.input<typeof savedAddressBody>
