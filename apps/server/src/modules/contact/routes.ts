import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { listMessages, receiveContactMessage, setMessageHandled } from './service'

/** The guests' contact form, and the back office's inbox of what it brought (admin only). */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(app, routes.contact, { ...rateLimited('contact') }, async (request, reply) => {
    const language = pickLanguage(request.headers['accept-language'])
    await receiveContactMessage(ctx, request.body, language)
    return reply.status(201).send({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    })
  })

  route(
    app,
    routes.adminMessages,
    { preValidation: app.auth.guard('admin'), schema: access.admin },
    async () => ({ success: true, data: await listMessages(ctx) }) as const,
  )

  route(
    app,
    routes.messageHandled,
    { preValidation: app.auth.guard('admin'), schema: access.admin },
    async (request) =>
      setMessageHandled(ctx, sessionOf(request), request.params.id, request.body.handled),
  )
}
