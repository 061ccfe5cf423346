import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { validationFailure, type ErrorCode } from '@quan/domain'
import { ZodError } from 'zod'
import { AppError } from '../lib/errors'

const BODY_LIMIT_TEXT = '100 KB'

/**
 * The one place where failures become answers: `{ success: false, message, code, errors? }` with
 * the right status. 5xx answers say nothing of the cause; the log has it, with the request id.
 */
export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const { status, code, message, errors, extra } = error
      // A service's field errors all come of its one refusal, so they share its code.
      const fieldCodes = errors && Object.fromEntries(Object.keys(errors).map((key) => [key, code]))
      return reply
        .status(status)
        .send({ success: false, message, code, errors, fieldCodes, ...extra })
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ success: false, ...validationFailure(error) })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'UNEXPECTED' satisfies ErrorCode,
      })
    }
    return reply.status(status).send({ success: false, ...clientFailure(error) })
  })

  app.setNotFoundHandler((request, reply) => {
    // Page paths get the browser app, which shows its own not-found screen.
    if (app.hasDecorator('servePage') && app.servePage(request, reply)) return
    reply.status(404).send({
      success: false,
      message: `No such address: ${request.method} ${request.url}`,
      code: 'ADDRESS_UNKNOWN' satisfies ErrorCode,
    })
  })
})

/**
 * The code the error handler answers `error` with, for counting refusals (modules/metrics)
 * without reading the answer back.
 */
export function failureCode(error: FastifyError | AppError | ZodError): ErrorCode {
  if (error instanceof AppError) return error.code
  if (error instanceof ZodError) return validationFailure(error).code
  if ((error.statusCode ?? 500) >= 500) return 'UNEXPECTED'
  return clientFailure(error).code
}

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
  void reply.status(status).send({ success: false, ...clientFailure(error) })
}

/** Fastify's own 4xx errors, in the shop's words and codes. */
const FRAMEWORK_FAILURES: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'The request body is not valid JSON',
    code: 'INVALID_JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request body is empty but says it is JSON',
    code: 'EMPTY_JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    message: `The request body is too large (${BODY_LIMIT_TEXT} at most)`,
    code: 'BODY_TOO_LARGE',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request body as JSON (Content-Type: application/json)',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_BAD_URL: {
    message: 'The address is not valid: it holds an encoding that cannot be read',
    code: 'ADDRESS_INVALID',
  },
  FST_ERR_MAX_PARAM_LENGTH: { message: 'The address is too long', code: 'ADDRESS_TOO_LONG' },
}

function clientFailure(error: FastifyError): { message: string; code: ErrorCode } {
  // Fastify's other 4xx messages are written for developers but safe to show.
  return (
    (Object.hasOwn(FRAMEWORK_FAILURES, error.code) && FRAMEWORK_FAILURES[error.code]) || {
      message: error.message,
      code: 'REQUEST_INVALID',
    }
  )
}
