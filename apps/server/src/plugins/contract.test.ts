import { declare } from '@quan/domain/api'
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { route, serializerCompiler, validatorCompiler } from './contract'

const greeting = declare(
  { method: 'POST', path: '/api/test/greetings/:name' },
  {
    params: z.object({ name: z.string() }),
    query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
    body: z.object({ times: z.number().int().min(1) }),
    answers: { 201: z.object({ success: z.literal(true), text: z.string() }) },
  },
)

let app: ReturnType<typeof Fastify> | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function serve() {
  app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // A request that fails its schema is marked a 400, as the shop's error handler answers it.
  app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(error.statusCode ?? 500)
      .send({ success: false, message: error.message, code: 'REQUEST_INVALID' }),
  )
  route(app, greeting, {}, async (request, reply) => {
    const text = `Hello ${request.params.name}`.repeat(request.body.times)
    const answer = {
      success: true as const,
      text: request.query.loud === 'yes' ? text.toUpperCase() : text,
    }
    return reply.status(201).send(answer)
  })
  await app.ready()
  return app
}

describe('a route registered from its declaration', () => {
  it('answers at its declared method and path, with its request typed and checked', async () => {
    const server = await serve()
    const answer = await server.inject({
      method: 'POST',
      url: '/api/test/greetings/Lan?loud=yes',
      payload: { times: 2 },
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({ success: true, text: 'HELLO LANHELLO LAN' })
  })

  it('refuses a body its declaration refuses, before the handler', async () => {
    const server = await serve()
    const answer = await server.inject({
      method: 'POST',
      url: '/api/test/greetings/Lan',
      payload: { times: 0 },
    })
    expect(answer.statusCode).toBe(400)
  })

  it('is at no other method', async () => {
    const server = await serve()
    const answer = await server.inject({ method: 'GET', url: '/api/test/greetings/Lan' })
    expect(answer.statusCode).toBe(404)
  })
})
