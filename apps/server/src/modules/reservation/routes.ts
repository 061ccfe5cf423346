import { reservationBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { rateLimited } from '../../plugins/security'
import { bookTable } from './service'

export async function reservationRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.post('/api/reservation', rateLimited('reservation'), async (request, reply) => {
    const body = reservationBody.parse(request.body)
    const language = pickLanguage(request.headers['accept-language'])
    return reply.status(201).send(await bookTable(ctx, body, language))
  })
}
