import { contactBody, messageHandledBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { rateLimited } from '../../plugins/security'
import { listMessages, receiveContactMessage, setMessageHandled } from './service'

type ById = { Params: { id: string } }

/** The guests' contact form, and the back office's inbox of what it brought (admin only). */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.post('/api/contact', rateLimited('contact'), async (request, reply) => {
    const body = contactBody.parse(request.body)
    await receiveContactMessage(ctx, body, pickLanguage(request.headers['accept-language']))
    return reply.status(201).send({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    })
  })

  app.get('/api/admin/messages', async (request) => {
    await app.auth.admin(request)
    return { success: true, data: await listMessages(ctx) }
  })

  app.post<ById>('/api/admin/messages/:id/handled', async (request) => {
    const admin = await app.auth.admin(request)
    const { handled } = messageHandledBody.parse(request.body)
    return setMessageHandled(ctx, admin, request.params.id, handled)
  })
}
