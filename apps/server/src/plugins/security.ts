import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors'

/** Per-IP limits on the calls a bot would hammer: guesses at logins, codes and phones, spam. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  track: { max: 30, timeWindow: '1 minute' },
  placeOrder: { max: 20, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  reservation: { max: 5, timeWindow: '1 minute' },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

export const security = fp(async function security(
  app: FastifyInstance,
  options: { rateLimits: boolean },
) {
  await app.register(helmet, {
    // The API answers JSON; the browser app (served later by the same server) sets its own policy.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  if (options.rateLimits) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    })
  }
})

/** Route options that apply a named limit, or nothing when limits are off. */
export function rateLimited(app: FastifyInstance, name: RateLimitName) {
  return app.hasDecorator('rateLimit') ? { config: { rateLimit: RATE_LIMITS[name] } } : {}
}
