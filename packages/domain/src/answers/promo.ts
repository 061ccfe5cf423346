import { z } from 'zod'
import { appliedPromoShape, PROMO_FULFILMENTS, PROMO_KINDS } from '../promo-codes'
import { withData } from './common'

/** A code as the back office lists it: its terms, and what it has brought so far. */
export const promoCodeView = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minimumSubtotal: z.number().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerGuest: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  fulfilment: z.enum(PROMO_FULFILMENTS),
  active: z.boolean(),
  /** Orders placed with it and not cancelled. */
  uses: z.number(),
  /** What those orders brought in, after the discount, and what the code took off them. */
  revenue: z.number(),
  discounts: z.number(),
})
export type PromoCodeView = z.infer<typeof promoCodeView>

/** GET /api/admin/promo-codes, newest first. */
export const promoCodesAnswer = withData(z.array(promoCodeView))
export type PromoCodesAnswer = z.infer<typeof promoCodesAnswer>

/** A code created, edited, paused or resumed. */
export const promoCodeAnswer = withData(promoCodeView)
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswer>

/** POST /api/promo/check: the code applies, with its terms and discount. */
export const promoCheckAnswer = withData(appliedPromoShape)
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswer>
