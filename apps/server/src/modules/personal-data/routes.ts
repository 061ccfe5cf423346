import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import {
  accountSubject,
  deleteAccount,
  eraseOrder,
  exportPersonalData,
  guestOrderSubject,
  orderSubject,
} from './service'

/** The guest's data in their hands (issue 24 §4): the customer's, the guest's and the owner's calls. */
export async function personalDataRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const customer = {
    preValidation: app.auth.guard('customer'),
    schema: access.customer,
    ...rateLimited('personalData'),
  }
  route(app, routes.myData, customer, async (request) => {
    const { id } = sessionOf(request)
    const data = await exportPersonalData(ctx, await accountSubject(ctx, id), {
      by: 'customer',
      actorId: id,
    })
    return { success: true, message: 'Your data', data } as const
  })

  route(app, routes.deleteAccount, customer, async (request) => {
    await deleteAccount(ctx, sessionOf(request).id, request.body.password)
    return { success: true, message: 'Account deleted' } as const
  })

  // As the track page: the code and the phone together, under the track limit and a smaller one.
  const guest = { ...rateLimited('track') }
  route(app, routes.orderPersonalData, guest, async (request, reply) => {
    await app.checkRateLimit('personalData', request, reply)
    const subject = await guestOrderSubject(ctx, request.body.trackingCode, request.body.phone)
    const data = await exportPersonalData(ctx, subject, { by: 'guest', actorId: null })
    return { success: true, message: 'Your data', data } as const
  })

  route(app, routes.eraseOrderPersonalData, guest, async (request, reply) => {
    await app.checkRateLimit('personalData', request, reply)
    const subject = await guestOrderSubject(ctx, request.body.trackingCode, request.body.phone)
    await eraseOrder(ctx, subject, { by: 'guest', actorId: null })
    return { success: true, message: 'Your details were erased from the order' } as const
  })

  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminOrderPersonalData, admin, async (request) => {
    const data = await exportPersonalData(ctx, await orderSubject(ctx, request.params.id), {
      by: 'admin',
      actorId: sessionOf(request).id,
    })
    return { success: true, message: 'The guest\u2019s data', data } as const
  })

  route(app, routes.adminEraseOrderPersonalData, admin, async (request) => {
    await eraseOrder(ctx, await orderSubject(ctx, request.params.id), {
      by: 'admin',
      actorId: sessionOf(request).id,
    })
    return {
      success: true,
      message: 'The guest\u2019s details were erased from the order',
    } as const
  })

  route(app, routes.personalDataSettings, admin, async () => ({
    success: true as const,
    message: 'Personal data',
    data: await ctx.settings.personalData.read(),
  }))

  route(app, routes.savePersonalDataSettings, admin, async (request) => ({
    success: true as const,
    message: 'Personal data saved',
    data: await ctx.settings.personalData.save(request.body),
  }))
}
