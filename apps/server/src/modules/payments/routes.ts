import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { receiveWebhook, refundOrder, sweepUnpaid } from './service'

/** How often orders left unpaid past their checkout's expiry are looked for. */
const SWEEP_MS = 60 * 1000
/** Stripe's events are a few KB; a checkout's with its metadata stays far below this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/**
 * Payments (issue 22 §1): the methods the restaurant offers, refunds, the provider's webhook,
 * and the sweep that lets go of orders never paid.
 */
export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const sweep = () =>
    sweepUnpaid(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not sweep unpaid online orders')
    })
  // Only while a provider is configured; without one no order is ever placed to pay online.
  if (ctx.payments) {
    const timer = setInterval(sweep, SWEEP_MS).unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  const settings = async () => ({
    ...(await ctx.settings.paymentMethods.read()),
    providerConfigured: ctx.payments !== undefined,
    provider: ctx.payments?.name ?? null,
  })
  route(app, routes.paymentSettings, admin, async () => ({
    success: true as const,
    message: 'Ways of paying',
    data: await settings(),
  }))
  route(app, routes.savePaymentSettings, admin, async (request) => {
    await ctx.settings.paymentMethods.save(request.body)
    return { success: true as const, message: 'Ways of paying saved', data: await settings() }
  })

  route(app, routes.refundOrder, admin, async (request) => {
    const order = await refundOrder(ctx, request.params.id, request.body, sessionOf(request))
    return { success: true, message: 'The refund is done.', data: order } as const
  })

  // The webhook reads its body as the bytes Stripe signed: JSON is not parsed here.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    route(
      raw,
      routes.stripeWebhook,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          description:
            "Stripe's events, signed with STRIPE_WEBHOOK_SECRET (the Stripe-Signature header); a bad signature is a 400 and changes nothing. Each event is acted on once.",
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        await receiveWebhook(ctx, body, request.headers)
        return { received: true } as const
      },
    )
  })
}
