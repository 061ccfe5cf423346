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
