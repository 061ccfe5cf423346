import { z } from 'zod'
import { doneAnswer } from '../answers/common'
import { promoCodeAnswer, promoCodesAnswer } from '../answers/promo'
import { promoActiveBody, promoCodeBody } from '../promo-codes'
import * as at from './addresses'
import { declare } from './declare'

// The back office's promo codes (issue 11 §4); the cart page's check is with the orders.

/** Codes are matched upper-case: `/promo-codes/pho10` is PHO10. */
const byCode = z.object({
  code: z
    .string()
    .max(64)
    .transform((code) => code.toUpperCase()),
})

export const promoCodes = declare(at.promoCodes, { answers: { 200: promoCodesAnswer } })
export const createPromoCode = declare(at.createPromoCode, {
  body: promoCodeBody,
  answers: { 201: promoCodeAnswer },
})
export const editPromoCode = declare(at.editPromoCode, {
  params: byCode,
  body: promoCodeBody,
  answers: { 200: promoCodeAnswer },
})
export const promoActive = declare(at.promoActive, {
  params: byCode,
  body: promoActiveBody,
  answers: { 200: promoCodeAnswer },
})
export const removePromoCode = declare(at.removePromoCode, {
  params: byCode,
  answers: { 200: doneAnswer },
})
