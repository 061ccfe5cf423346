import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { manifestReader } from './service'

/** Where every page links its manifest (apps/web/index.html). */
export const MANIFEST_PATH = '/manifest.webmanifest'

export async function webManifestRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const manifest = manifestReader(ctx)
  app.get(MANIFEST_PATH, async (request, reply) => {
    const body = await manifest({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    })
    // Asked again each time (the owner may change the name or logo), in the guest's language.
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(JSON.stringify(body))
  })
}
