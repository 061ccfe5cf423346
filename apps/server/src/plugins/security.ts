import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { Redis } from 'ioredis'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { AppError } from '../lib/errors'

/**
 * Per-IP limits on the calls a bot would hammer: guesses at logins, codes and phones, spam, and
 * writes that cost the shop work. Each is one budget, however many routes draw on it.
 */
export const RATE_LIMITS = {
  /** Customers and the admin alike; each attempt also costs a scrypt. */
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  /** POST /api/order/track, POST /api/orders/track and the track page's event stream. */
  track: { max: 30, timeWindow: '1 minute' },
  /** My orders by phone alone: phones are guessable. Counted on top of `track`. */
  phoneLookup: { max: 5, timeWindow: '1 minute' },
  placeOrder: { max: 20, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  reservation: { max: 5, timeWindow: '1 minute' },
  /** Adding to and removing from the cart: each is a database write. */
  cart: { max: 120, timeWindow: '1 minute' },
  /** Up to 5 MB read and recoded each; even an admin's browser has no need for more. */
  imageUpload: { max: 30, timeWindow: '1 minute' },
  /** The cart's promo-code check: codes are guessable by a flood, so few tries a minute. */
  promoCheck: { max: 10, timeWindow: '1 minute' },
  /** And few an hour, so a slow, steady flood gets no further. Counted on top of `promoCheck`. */
  promoCheckHourly: { max: 60, timeWindow: '1 hour' },
  /**
   * Filtered menus rendered anew (not yet kept) for one address: about 130 ms of a core each.
   * Beyond it the guest gets the plain menu's page, filtered in the browser (issue 19 §1.5).
   */
  filteredMenuRender: { max: 20, timeWindow: '1 minute' },
  /**
   * The back office's reports and their CSV (issue 23 §3): a year of a busy restaurant is about
   * a second of a core each. An owner picks a range or exports a few times a minute; a stolen
   * token or a stuck script must not keep the kitchen's board waiting.
   */
  reports: { max: 30, timeWindow: '1 minute' },
  /**
   * The board's search across every day (GET /api/admin/orders?q=, issue 23 §1): it may read
   * every order. Asked for on Enter, not while typing (that filters the board in the browser).
   */
  orderSearch: { max: 60, timeWindow: '1 minute' },
  /**
   * A guest's or customer's data handed over or erased (issue 24 §4): a few times an hour is
   * all anyone needs. By code and phone it is counted on top of `track`.
   */
  personalData: { max: 5, timeWindow: '1 hour' },
  /**
   * Notifications about an order on or off (issue 24 §2): a guest turns them on once a browser;
   * the code and phone are checked as on the track page, so tries at guessing are few too.
   */
  push: { max: 10, timeWindow: '1 minute' },
} as const satisfies Record<string, { max: number; timeWindow: string }>

export type RateLimitName = keyof typeof RATE_LIMITS

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a request against a named budget; throws the 429 once it is used up. */
    checkRateLimit(name: RateLimitName, request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** Counts a request against a named budget; false once it is used up, for a milder answer. */
    withinRateLimit(name: RateLimitName, request: FastifyRequest): Promise<boolean>
  }
  interface FastifyContextConfig {
    /** The budget a route draws on, set with rateLimited(). */
    limit?: RateLimitName
  }
}

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

export interface SecurityOptions {
  rateLimits: boolean
  /** Keep the limits in this Redis, shared by every instance; in memory when unset. */
  redisUrl?: string
  redisPrefix?: string
  /** Counts each 429 by its budget (issue 25 §3: modules/metrics). */
  metrics?: { rateLimited(budget: RateLimitName): void }
}

export const security = fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  const api = securityHeaders(API_POLICY)
  const page = securityHeaders(PAGE_POLICY)
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    reply.headers(url.startsWith('/api/') || url.startsWith('/images/') ? api : page)
    done()
  })
  if (!options.rateLimits) {
    app.decorate('checkRateLimit', async () => {})
    app.decorate('withinRateLimit', async () => true)
    return
  }

  const prefix = options.redisPrefix ?? 'quan-rl:'
  const redis = options.redisUrl ? await openRedis(app, options.redisUrl, prefix) : undefined
  await app.register(rateLimit, {
    global: false,
    // Redis down: the shop keeps taking orders, unlimited, rather than refusing everyone.
    skipOnError: true,
    ...(redis && { redis, nameSpace: prefix }),
  })
  // One limiter per budget, whichever routes draw on it. (The plugin's groupId cannot share a
  // budget between routes: its stores keep each route's counts apart.) Each limiter's keys in
  // Redis read `<prefix>undefinedundefined-<budget>:<ip>`: the plugin names them after a route,
  // and these have none.
  const limiters = new Map(
    Object.entries(RATE_LIMITS).map(([name, limit]) => [
      name,
      app.createRateLimit({
        ...limit,
        keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
      }),
    ]),
  )

  app.decorate(
    'checkRateLimit',
    async (name: RateLimitName, request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiters.get(name)!(request)
      if (result.isAllowed) return
      reply.header('x-ratelimit-limit', result.max)
      reply.header('x-ratelimit-remaining', result.remaining)
      reply.header('x-ratelimit-reset', result.ttlInSeconds)
      if (!result.isExceeded) return
      options.metrics?.rateLimited(name)
      reply.header('retry-after', result.ttlInSeconds)
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${result.ttlInSeconds} seconds and try again.`,
      )
    },
  )

  app.decorate('withinRateLimit', async (name: RateLimitName, request: FastifyRequest) => {
    const result = await limiters.get(name)!(request)
    return result.isAllowed || !result.isExceeded
  })

  // First among a route's onRequest hooks: a refused request costs no token check, no body.
  app.addHook('onRoute', (route) => {
    const name = route.config?.limit
    if (!name) return
    const limit: onRequestHookHandler = async (request, reply) => {
      await app.checkRateLimit(name, request, reply)
    }
    route.onRequest = [limit, ...[route.onRequest ?? []].flat()]
  })
})

/**
 * The client for the shared limits. Commands fail at once while Redis is away instead of
 * queueing, so requests never wait on it; ioredis keeps reconnecting, and the log says when
 * Redis went and came back.
 */
async function openRedis(app: FastifyInstance, url: string, prefix: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    connectionName: `${prefix}rate-limits`,
  })
  let down = false
  redis.on('error', (error: Error) => {
    if (down) return
    down = true
    app.log.warn(
      { err: error },
      'Redis does not answer: rate limits are not enforced until it is back',
    )
  })
  redis.on('ready', () => {
    if (down) app.log.info('Redis answers again: rate limits are enforced')
    down = false
  })
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit()
    else redis.disconnect()
  })
  // The shop opens even with Redis away; the error above has been logged.
  await redis.connect().catch(() => {})
  return redis
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify trusts nothing on a bare hop count (it cannot
 * tell a proxy from a client that connects directly), so a count becomes "the last `hops`
 * addresses are proxies": right when the shop can only be reached through them.
 */
export function proxyTrust(trust: number | string[] | false) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

/** How long the server gives a client; main.ts's shop uses SERVER_TIMEOUTS, tests shorten them. */
export interface ServerTimeouts {
  /** To send the request line and headers: a client that trickles them in is cut (408). */
  headersMs: number
  /**
   * To send the whole request, body included (an admin's 5 MB picture on a slow uplink).
   * Only the request: an event stream, whose request is complete at once, lives on.
   */
  requestMs: number
  /** An idle kept-alive connection between requests; longer than the usual proxy's 60 s. */
  keepAliveMs: number
  /**
   * A connection on which nothing moves, e.g. a client that does not read its answer. Event
   * streams ping every PING_INTERVAL_MS (25 s), well within it.
   */
  idleMs: number
  /** How often Node looks for connections over headersMs or requestMs. */
  checkEveryMs: number
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
}

/** Fastify's options for the timeouts: slow clients cannot hold connections for ever. */
export function timeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  }
}

/** Route options that make a route draw on a named budget (nothing happens when limits are off). */
export function rateLimited(name: RateLimitName) {
  return { config: { limit: name } }
}
