import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/errors'
import type { ShopMetrics } from './metrics'

/** Where Prometheus scrapes: at the root, as Prometheus expects, and not part of the API. */
export const METRICS_PATH = '/metrics'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether `header` is `Bearer <token>`. Both sides are hashed first, so the comparison takes as
 * long whatever is sent, its length included.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? ''
  return timingSafeEqual(sha256(sent), sha256(token))
}

/**
 * GET /metrics behind METRICS_TOKEN, and every answered request timed by its route's pattern.
 * Registered only with the token set: without it the address answers as an unknown one does.
 * At the root (fastify-plugin), so the timing hook sees every route, those registered after it.
 */
export const metricsRoutes = fp(async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: ShopMetrics; token: string },
) {
  // The route's pattern, never the raw address: a label per address would grow without end.
  // elapsedTime is the time from the request's arrival to the end of its answer.
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime,
    )
  })

  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new AppError(
        401,
        'METRICS_TOKEN_INVALID',
        'The metrics need METRICS_TOKEN, sent as Authorization: Bearer <token>',
      )
    }
    const { contentType, text } = (await metrics.exposition())!
    return reply.type(contentType).header('cache-control', 'no-store').send(text)
  })
})
