import { reservationBody, reservationReceiptAnswer } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { refusals } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { bookTable } from './service'

export async function reservationRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reservation',
    {
      ...rateLimited('reservation'),
      schema: {
        body: reservationBody,
        response: { 201: reservationReceiptAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language'])
      return reply.status(201).send(await bookTable(ctx, request.body, language))
    },
  )
}
