import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { fieldErrors, firstIssueMessage } from '@quan/domain'
import { ZodError } from 'zod'
import { AppError } from '../lib/errors'

const BODY_LIMIT_TEXT = '100 KB'

/**
 * The one place where failures become answers: `{ success: false, message, errors? }` with the
 * right status. 5xx answers say nothing of the cause; the log has it, with the request id.
 */
export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ success: false, message: error.message, errors: error.errors, ...error.extra })
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ success: false, message: firstIssueMessage(error), errors: fieldErrors(error) })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' })
    }
    return reply.status(status).send({ success: false, message: clientMessage(error) })
  })

  app.setNotFoundHandler((request, reply) => {
    // Page paths get the browser app, which shows its own not-found screen.
    if (app.hasDecorator('servePage') && app.servePage(request, reply)) return
    reply
      .status(404)
      .send({ success: false, message: `No such address: ${request.method} ${request.url}` })
  })
})

/**
 * Errors of the router, before any route or hook runs (an address that does not decode, a path
 * part over the length limit): Fastify answers them itself, in its own shape, unless told here.
 * They are the client's fault, so they keep their 4xx status with the shop's body.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  void reply.status(status).send({ success: false, message: clientMessage(error) })
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but says it is JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (${BODY_LIMIT_TEXT} at most)`
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json)'
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid: it holds an encoding that cannot be read'
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long'
    default:
      // Fastify's own 4xx messages are written for developers but safe to show.
      return error.message
  }
}
