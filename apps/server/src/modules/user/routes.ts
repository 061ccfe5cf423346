import { authAnswer, loginBody, meAnswer, registerBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, refusals } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { logIn, profile, registerCustomer } from './service'

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/api/user/register',
    {
      ...rateLimited('register'),
      schema: { body: registerBody, response: { 201: authAnswer, ...refusals } },
    },
    async (request, reply) => {
      const user = await registerCustomer(ctx, request.body)
      const token = await app.auth.sign(user)
      return reply.status(201).send({ success: true, token, message: 'Account created' })
    },
  )

  api.post(
    '/api/user/login',
    {
      ...rateLimited('login'),
      schema: { body: loginBody, response: { 200: authAnswer, ...refusals } },
    },
    async (request) => {
      const user = await logIn(ctx, request.body)
      return { success: true, token: await app.auth.sign(user), message: 'Logged in' } as const
    },
  )

  api.get(
    '/api/user/me',
    {
      preValidation: app.auth.guard('customer'),
      schema: { ...access.customer, response: { 200: meAnswer, ...refusals } },
    },
    async (request) => {
      return { success: true, data: await profile(ctx, sessionOf(request).id) } as const
    },
  )
}
