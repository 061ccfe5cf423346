import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import {
  addSavedAddress,
  makeDefaultAddress,
  removeSavedAddress,
  savedAddresses,
  updateSavedAddress,
} from './service'

/** A customer's saved delivery addresses (issue 24 §3): each call on the caller's own only. */
export async function savedAddressRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const customer = { preValidation: app.auth.guard('customer'), schema: access.customer }

  route(app, routes.savedAddresses, customer, async (request) => ({
    success: true as const,
    message: 'Your addresses',
    data: await savedAddresses(ctx, sessionOf(request).id),
  }))

  route(app, routes.addSavedAddress, customer, async (request, reply) => {
    const data = await addSavedAddress(ctx, sessionOf(request).id, request.body)
    return reply.status(201).send({ success: true, message: 'Address saved', data })
  })

  route(app, routes.updateSavedAddress, customer, async (request) => ({
    success: true as const,
    message: 'Address saved',
    data: await updateSavedAddress(ctx, sessionOf(request).id, request.params.id, request.body),
  }))

  route(app, routes.deleteSavedAddress, customer, async (request) => ({
    success: true as const,
    message: 'Address removed',
    data: await removeSavedAddress(ctx, sessionOf(request).id, request.params.id),
  }))

  route(app, routes.defaultSavedAddress, customer, async (request) => ({
    success: true as const,
    message: 'Default address set',
    data: await makeDefaultAddress(ctx, sessionOf(request).id, request.params.id),
  }))
}
