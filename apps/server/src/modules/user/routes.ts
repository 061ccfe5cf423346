import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { sessionOf } from '../../plugins/auth'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { logIn, profile, registerCustomer } from './service'

export async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  route(app, routes.register, { ...rateLimited('register') }, async (request, reply) => {
    const user = await registerCustomer(ctx, request.body)
    const token = await app.auth.sign(user)
    return reply.status(201).send({ success: true, token, message: 'Account created' })
  })

  route(app, routes.login, { ...rateLimited('login') }, async (request) => {
    const user = await logIn(ctx, request.body)
    return { success: true, token: await app.auth.sign(user), message: 'Logged in' } as const
  })

  route(
    app,
    routes.me,
    { preValidation: app.auth.guard('customer'), schema: access.customer },
    async (request) => {
      return { success: true, data: await profile(ctx, sessionOf(request).id) } as const
    },
  )
}
