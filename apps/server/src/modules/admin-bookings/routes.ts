import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { changeBooking, listDayOfBookings } from './service'

/** The back office's bookings; every call needs the admin. */
export async function adminBookingRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.adminReservations, admin, async (request) =>
    listDayOfBookings(ctx, request.query),
  )

  route(app, routes.confirmBooking, admin, async (request) =>
    changeBooking(ctx, sessionOf(request), request.params.id, 'confirm'),
  )

  route(app, routes.cancelBooking, admin, async (request) =>
    changeBooking(ctx, sessionOf(request), request.params.id, 'cancel', request.body?.reason),
  )
}
