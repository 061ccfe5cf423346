import { loginBody, registerBody } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { rateLimited } from '../../plugins/security'
import { logIn, profile, registerCustomer } from './service'

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.post('/api/user/register', rateLimited('register'), async (request, reply) => {
    const user = await registerCustomer(ctx, registerBody.parse(request.body))
    const token = await app.auth.sign(user)
    return reply.status(201).send({ success: true, token, message: 'Account created' })
  })

  app.post('/api/user/login', rateLimited('login'), async (request) => {
    const user = await logIn(ctx, loginBody.parse(request.body))
    return { success: true, token: await app.auth.sign(user), message: 'Logged in' }
  })

  app.get('/api/user/me', async (request) => {
    const user = await app.auth.required(request)
    return { success: true, data: await profile(ctx, user.id) }
  })
}
