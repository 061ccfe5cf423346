import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import {
  checkPromo,
  createPromoCode,
  editPromoCode,
  promoCodesWithFigures,
  removePromoCode,
  setPromoActive,
} from './service'

/** Promo codes (issue 11 §4): the cart page's check, and the back office's list and edits. */
export async function promoCodeRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(
    app,
    routes.promoCheck,
    {
      // A small budget of its own: codes must not be found by trying them one after another.
      ...rateLimited('promoCheck'),
      schema: {
        ...access.optional,
        description:
          'Whether a promo code applies to a cart of this subtotal, and what it takes off; else 409 with the reason as `code` (a paused code is PROMO_CODE_UNKNOWN, as an unknown one). Placing the order decides again.',
      },
    },
    async (request, reply) => {
      await app.checkRateLimit('promoCheckHourly', request, reply)
      const user = await app.auth.optional(request)
      const data = await checkPromo(ctx, request.body, user)
      return { success: true, message: 'The promo code applies', data } as const
    },
  )

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.promoCodes, admin, async () => ({
    success: true as const,
    message: 'The promo codes',
    data: await promoCodesWithFigures(ctx),
  }))

  route(app, routes.createPromoCode, admin, async (request, reply) => {
    const data = await createPromoCode(ctx, request.body)
    return reply.status(201).send({ success: true, message: 'Promo code created', data })
  })

  route(app, routes.editPromoCode, admin, async (request) => ({
    success: true as const,
    message: 'Promo code saved',
    data: await editPromoCode(ctx, request.params.code, request.body),
  }))

  route(app, routes.promoActive, admin, async (request) => {
    const { active } = request.body
    return {
      success: true as const,
      message: active ? 'Promo code resumed' : 'Promo code paused',
      data: await setPromoActive(ctx, request.params.code, active),
    }
  })

  route(
    app,
    routes.removePromoCode,
    {
      ...admin,
      schema: {
        ...access.admin,
        description: 'Orders that used the code keep its text and their discount.',
      },
    },
    async (request) => {
      await removePromoCode(ctx, request.params.code)
      return { success: true as const, message: 'Promo code deleted' }
    },
  )
}
