import {
  adminMessagesAnswer,
  contactBody,
  contactSentAnswer,
  messageChangedAnswer,
  messageHandledBody,
} from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ShopContext } from '../../context'
import { pickLanguage } from '../../lib/language'
import { sessionOf } from '../../plugins/auth'
import { access, refusals } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { listMessages, receiveContactMessage, setMessageHandled } from './service'

/** The guests' contact form, and the back office's inbox of what it brought (admin only). */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/api/contact',
    {
      ...rateLimited('contact'),
      schema: { body: contactBody, response: { 201: contactSentAnswer, ...refusals } },
    },
    async (request, reply) => {
      const language = pickLanguage(request.headers['accept-language'])
      await receiveContactMessage(ctx, request.body, language)
      return reply.status(201).send({
        success: true,
        message: 'Thank you for your message! We will get back to you soon.',
      })
    },
  )

  api.get(
    '/api/admin/messages',
    {
      preValidation: app.auth.guard('admin'),
      schema: { ...access.admin, response: { 200: adminMessagesAnswer, ...refusals } },
    },
    async () => ({ success: true, data: await listMessages(ctx) }) as const,
  )

  api.post(
    '/api/admin/messages/:id/handled',
    {
      preValidation: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        params: z.object({ id: z.string() }),
        body: messageHandledBody,
        response: { 200: messageChangedAnswer, ...refusals },
      },
    },
    async (request) =>
      setMessageHandled(ctx, sessionOf(request), request.params.id, request.body.handled),
  )
}
