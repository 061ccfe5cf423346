import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { notFound } from '../../lib/errors'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { trackOrder } from '../order/tracking'
import { storedReceipt } from './service'

const RECEIPT_NOT_FOUND = 'This order has no receipt yet: it gets one once it is paid or delivered.'

/** Receipts (issue 22 §3): the guest's with the order's code and phone, the back office's by id. */
export async function receiptRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  // As the track page's order: both the code and the phone, under the same rate limit.
  route(app, routes.orderReceipt, { ...rateLimited('track') }, async (request) => {
    const order = await trackOrder(ctx, request.body.trackingCode, request.body.phone)
    const receipt = await storedReceipt(ctx.db, order._id)
    if (!receipt) throw notFound('RECEIPT_NOT_FOUND', RECEIPT_NOT_FOUND)
    return { success: true, message: 'Receipt found', data: receipt } as const
  })

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminOrderReceipt, admin, async (request) => {
    const receipt = await storedReceipt(ctx.db, request.params.id)
    if (!receipt) throw notFound('RECEIPT_NOT_FOUND', RECEIPT_NOT_FOUND)
    return { success: true, message: 'Receipt found', data: receipt } as const
  })
}
