import {
  doneAnswer,
  promoActiveBody,
  promoCheckAnswer,
  promoCheckBody,
  promoCodeAnswer,
  promoCodeBody,
  promoCodesAnswer,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { access, refusals } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import {
  checkPromo,
  createPromoCode,
  editPromoCode,
  promoCodesWithFigures,
  removePromoCode,
  setPromoActive,
} from './service'

/** Codes are matched upper-case: `/promo-codes/pho10` is PHO10. */
const byCode = z.object({
  code: z
    .string()
    .max(64)
    .transform((code) => code.toUpperCase()),
})

/** Promo codes (issue 11 §4): the cart page's check, and the back office's list and edits. */
export async function promoCodeRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/promo/check',
    {
      // A small budget of its own: codes must not be found by trying them one after another.
      ...rateLimited('promoCheck'),
      schema: {
        ...access.optional,
        description:
          'Whether a promo code applies to a cart of this subtotal, and what it takes off; else 409 with the reason as `code` (a paused code is PROMO_CODE_UNKNOWN, as an unknown one). Placing the order decides again.',
        body: promoCheckBody,
        response: { 200: promoCheckAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      await app.checkRateLimit('promoCheckHourly', request, reply)
      const user = await app.auth.optional(request)
      const data = await checkPromo(ctx, request.body, user)
      return { success: true, message: 'The promo code applies', data } as const
    },
  )

  const admin = { preValidation: app.auth.guard('admin') }
  api.get(
    '/api/admin/promo-codes',
    { ...admin, schema: { ...access.admin, response: { 200: promoCodesAnswer, ...refusals } } },
    async () => ({
      success: true as const,
      message: 'The promo codes',
      data: await promoCodesWithFigures(ctx),
    }),
  )

  api.post(
    '/api/admin/promo-codes',
    {
      ...admin,
      schema: {
        ...access.admin,
        body: promoCodeBody,
        response: { 201: promoCodeAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await createPromoCode(ctx, request.body)
      return reply.status(201).send({ success: true, message: 'Promo code created', data })
    },
  )

  api.put(
    '/api/admin/promo-codes/:code',
    {
      ...admin,
      schema: {
        ...access.admin,
        params: byCode,
        body: promoCodeBody,
        response: { 200: promoCodeAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Promo code saved',
      data: await editPromoCode(ctx, request.params.code, request.body),
    }),
  )

  api.post(
    '/api/admin/promo-codes/:code/active',
    {
      ...admin,
      schema: {
        ...access.admin,
        params: byCode,
        body: promoActiveBody,
        response: { 200: promoCodeAnswer, ...refusals },
      },
    },
    async (request) => {
      const { active } = request.body
      return {
        success: true as const,
        message: active ? 'Promo code resumed' : 'Promo code paused',
        data: await setPromoActive(ctx, request.params.code, active),
      }
    },
  )

  api.delete(
    '/api/admin/promo-codes/:code',
    {
      ...admin,
      schema: {
        ...access.admin,
        description: 'Orders that used the code keep its text and their discount.',
        params: byCode,
        response: { 200: doneAnswer, ...refusals },
      },
    },
    async (request) => {
      await removePromoCode(ctx, request.params.code)
      return { success: true as const, message: 'Promo code deleted' }
    },
  )
}
