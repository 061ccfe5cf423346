import { z } from 'zod'

/** Register (201) and log in: the token to send as `token` or `Authorization: Bearer`. */
export const authAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
})
export type AuthAnswer = z.infer<typeof authAnswer>

export const profileAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
})
export type Profile = z.infer<typeof profileAnswer>

/** GET /api/user/me */
export const meAnswer = z.object({ success: z.literal(true), data: profileAnswer })
export type MeAnswer = z.infer<typeof meAnswer>

/** POST /api/cart/get: cart key (dish id, or id with its choices) -> quantity. */
export const cartAnswer = z.object({
  success: z.literal(true),
  cartData: z.record(z.string(), z.number()),
})
export type CartAnswer = z.infer<typeof cartAnswer>

/** A customer's saved delivery address (issue 24 §3), as the checkout's address fields name it. */
export const savedAddressAnswer = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  /** The one the checkout picks first. Every list with an address has exactly one default. */
  isDefault: z.boolean(),
})
export type SavedAddress = z.infer<typeof savedAddressAnswer>

/** Every route of /api/user/addresses answers the customer's list as it now is, default first. */
export const savedAddressesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(savedAddressAnswer),
})
export type SavedAddressesAnswer = z.infer<typeof savedAddressesAnswer>
