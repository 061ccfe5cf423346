import { contactBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { rateLimited } from '../../plugins/security'
import { receiveContactMessage } from './service'

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.post('/api/contact', rateLimited('contact'), async (request, reply) => {
    const body = contactBody.parse(request.body)
    await receiveContactMessage(ctx, body, pickLanguage(request.headers['accept-language']))
    return reply.status(201).send({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    })
  })
}
