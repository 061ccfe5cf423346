import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { bookTable } from './service'

export async function reservationRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(app, routes.reservation, { ...rateLimited('reservation') }, async (request, reply) => {
    const language = pickLanguage(request.headers['accept-language'])
    return reply.status(201).send(await bookTable(ctx, request.body, language))
  })
}
