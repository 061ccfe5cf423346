import {
  adminReservationsQuery,
  bookingChangedAnswer,
  dayOfBookingsAnswer,
  reservationCancelBody,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, refusals } from '../../plugins/contract'
import { changeBooking, listDayOfBookings } from './service'

const byId = z.object({ id: z.string() })

/** The back office's bookings; every call needs the admin. */
export async function adminBookingRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const admin = { preValidation: app.auth.guard('admin') }
  api.get(
    '/api/admin/reservations',
    {
      ...admin,
      schema: {
        ...access.admin,
        querystring: adminReservationsQuery,
        response: { 200: dayOfBookingsAnswer, ...refusals },
      },
    },
    async (request) => listDayOfBookings(ctx, request.query),
  )

  api.post(
    '/api/admin/reservations/:id/confirm',
    {
      ...admin,
      schema: {
        ...access.admin,
        params: byId,
        response: { 200: bookingChangedAnswer, ...refusals },
      },
    },
    async (request) => changeBooking(ctx, sessionOf(request), request.params.id, 'confirm'),
  )

  api.post(
    '/api/admin/reservations/:id/cancel',
    {
      ...admin,
      schema: {
        ...access.admin,
        params: byId,
        // The reason is optional, so no body at all is as good as {}.
        body: reservationCancelBody.nullish(),
        response: { 200: bookingChangedAnswer, ...refusals },
      },
    },
    async (request) =>
      changeBooking(ctx, sessionOf(request), request.params.id, 'cancel', request.body?.reason),
  )
}
