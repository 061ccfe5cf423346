import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

/** For pages (the browser app, issue 3): helmet's full set with a policy that loads only our own files. */
const PAGE_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      // A restaurant may run the shop on plain HTTP in its own network; don't force https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
}

/**
 * For JSON and images, which are never documents: no content may load and no page may frame
 * them, the type is never sniffed, and other sites cannot read them with no-cors requests.
 * HSTS and the referrer policy are per site and come with every page; repeating them on each
 * of the menu's thousands of reads would only cost bytes.
 */
const API_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

/**
 * Helmet's headers never vary by request, so they are worked out once by running helmet against
 * a stand-in response and then copied onto every reply. (@fastify/helmet builds and runs helmet
 * anew on each request, which cost a third of the menu's throughput; see docs/decisions.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}

export const security = fp(async function security(
  app: FastifyInstance,
  options: { rateLimits: boolean },
) {
  const api = securityHeaders(API_POLICY)
  const page = securityHeaders(PAGE_POLICY)
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    reply.headers(url.startsWith('/api/') || url.startsWith('/images/') ? api : page)
    done()
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
