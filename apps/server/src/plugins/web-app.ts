import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The browser app's routes (SPEC §2): each answers 200 with the app on a reload. */
export const APP_ROUTES = new Set([
  '/',
  '/menu',
  '/about',
  '/contact',
  '/reservation',
  '/cart',
  '/order',
  '/myorders',
  '/track-order',
  '/admin',
])

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the app (404 for an unknown path); false if there is none. */
    servePage(request: FastifyRequest, reply: FastifyReply): boolean
  }
}

/**
 * Serves the built browser app from `dir`: hashed assets cached for a year, index.html never
 * cached, and every page path answered with index.html so a reload lands on the same screen.
 */
export const webApp = fp(async function webApp(app: FastifyInstance, options: { dir: string }) {
  const index = path.join(options.dir, 'index.html')
  const html = fs.existsSync(index) ? fs.readFileSync(index) : undefined
  if (!html) {
    app.log.warn(`no browser app at ${options.dir}: run npm run build`)
    app.decorate('servePage', () => false)
    return
  }
  await app.register(fastifyStatic, {
    root: options.dir,
    // One route per built file, read at start: anything else falls through to servePage.
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
    },
  })
  for (const route of APP_ROUTES) {
    app.get(route, (request, reply) => {
      app.servePage(request, reply)
    })
  }
  app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = request.url.split('?')[0]!
    if (pathname.startsWith('/api/') || pathname.startsWith('/images/')) return false
    const known = APP_ROUTES.has(pathname.replace(/\/+$/, '') || '/')
    void reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html)
    return true
  })
})
