import { adminReservationsQuery, reservationCancelBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { changeBooking, listDayOfBookings } from './service'

type ById = { Params: { id: string } }

/** The back office's bookings; every call needs the admin. */
export async function adminBookingRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.get('/api/admin/reservations', async (request) => {
    await app.auth.admin(request)
    return listDayOfBookings(ctx, adminReservationsQuery.parse(request.query))
  })

  app.post<ById>('/api/admin/reservations/:id/confirm', async (request) => {
    const admin = await app.auth.admin(request)
    return changeBooking(ctx, admin, request.params.id, 'confirm')
  })

  app.post<ById>('/api/admin/reservations/:id/cancel', async (request) => {
    const admin = await app.auth.admin(request)
    // The reason is optional, so an empty body is as good as {}.
    const { reason } = reservationCancelBody.parse(request.body ?? {})
    return changeBooking(ctx, admin, request.params.id, 'cancel', reason)
  })
}
