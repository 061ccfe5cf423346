import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  BROWSER_ONLY_PAGES,
  menuFilterOf,
  menuFilterQuery,
  PAGES,
  type PageData,
  type Restaurant,
  type RestaurantLegal,
  type RestaurantLook,
} from '@quan/domain'
import { withLook } from '@quan/domain/restaurant/look-head'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { pickEncoding } from '../../lib/accept-encoding'
import { pageLanguage, type Language } from '../../lib/language'
import type { ShopMenu } from '../food/service'
import { PageCache } from './page-cache'
import { loadPageRenderer } from './renderer'

/**
 * The browser app's routes (SPEC §2): each answers 200 with the app on a reload. The list is the
 * domain's, the one the web's router draws its routes from.
 */
export const APP_ROUTES: ReadonlySet<string> = new Set(Object.values(PAGES))

/** Where the not-found page is rendered: every unknown path shares one rendered page. */
export const NOT_FOUND_PATH = '/not-found'

/**
 * The path a page is rendered at: the menu keeps its allergen and diet filter (issue 12 §2), in
 * its one spelling, so the HTML already shows the filtered dishes; any other query is the
 * browser's alone and every spelling of it shares the one page.
 */
function renderedPath(route: string, search: string): string {
  if (route !== PAGES.menu) return route
  const filter = menuFilterQuery(menuFilterOf(search))
  return filter ? `${route}?${filter}` : route
}

/** The service worker the web build writes (vite-plugin-pwa), served from the root scope. */
export const SERVICE_WORKER_FILE = 'sw.js'
const isServiceWorker = (filePath: string) =>
  path.basename(filePath).replace(/\.(br|gz)$/, '') === SERVICE_WORKER_FILE

/** Pages the server never renders: the back office is the browser's (issue 9). */
const BROWSER_ONLY: ReadonlySet<string> = new Set(BROWSER_ONLY_PAGES)

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the app (404 for an unknown path); false if there is none. */
    servePage(request: FastifyRequest, reply: FastifyReply): boolean
  }
}

export interface WebAppOptions {
  dir: string
  /** The shop's own address (PUBLIC_URL), for the absolute URLs in schema.org data. */
  origin: string
  /** The menu and categories the pages are rendered from (the menu cache's). */
  shopMenu: () => Promise<ShopMenu>
  /** The restaurant as set up in Settings: the same object until a part of it changes. */
  restaurantNow: () => Promise<Restaurant>
  /** The restaurant's legal texts (issue 22 §2): the same object until they are saved. */
  legalNow: () => Promise<RestaurantLegal>
}

/**
 * What pages are rendered from: the same object for as long as none of the menu, the restaurant
 * and its legal texts changed, which is how long a rendered page is kept.
 */
function pageData(options: WebAppOptions): () => Promise<PageData> {
  let last: PageData | undefined
  let from: [ShopMenu, Restaurant, RestaurantLegal] | undefined
  return async () => {
    const [menu, restaurant, legal] = await Promise.all([
      options.shopMenu(),
      options.restaurantNow(),
      options.legalNow(),
    ])
    if (!last || from?.[0] !== menu || from[1] !== restaurant || from[2] !== legal) {
      last = { ...menu, restaurant, legal }
      from = [menu, restaurant, legal]
    }
    return last
  }
}

/**
 * Serves the built browser app from `dir`: hashed assets cached for a year, pages never cached
 * by the browser. Each page is rendered on the server in the guest's language (its HTML kept
 * until the menu changes; modules/pages), and answered with the app's shell when it cannot be.
 */
export const webApp = fp(async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const index = path.join(options.dir, 'index.html')
  const shell = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : undefined
  if (!shell) {
    app.log.warn(`no browser app at ${options.dir}: run npm run build`)
    app.decorate('servePage', () => false)
    return
  }
  const render = await loadPageRenderer(options.dir, shell, options.origin, app.log)
  const pages = render && new PageCache(render, pageData(options))

  await app.register(fastifyStatic, {
    root: options.dir,
    // One route per built file, read at start: anything else falls through to servePage.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's .br and .gz copies (apps/web/scripts/precompress.mjs), to those who accept them.
    preCompressed: true,
    // Vite's manifest (.vite/) is the server's to read, not the world's.
    allowedPath: (pathname) => !pathname.startsWith('/.'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : // The service worker is checked for a new version at each visit (issue 24 §1).
            isServiceWorker(filePath)
            ? 'no-cache'
            : 'public, max-age=3600',
      )
    },
  })
  for (const route of APP_ROUTES) {
    app.get(route, (request, reply) => {
      app.servePage(request, reply)
    })
  }

  /**
   * The browser's shell (the back office, and any page that could not be rendered) in the
   * owner's colours and icons too: made anew only when the look changes.
   */
  let shellWithLook: { look: RestaurantLook; html: string } | undefined
  async function lookedShell(): Promise<string> {
    const { look } = await options.restaurantNow()
    if (shellWithLook?.look !== look) shellWithLook = { look, html: withLook(shell!, look) }
    return shellWithLook.html
  }
  function sendShell(reply: FastifyReply, status: number) {
    lookedShell().then(
      (html) => send(reply, status, html),
      () => send(reply, status, shell!),
    )
  }

  function send(reply: FastifyReply, status: number, html: string | Buffer) {
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html)
  }

  /**
   * A page as rendered, but a filtered menu not yet kept only within the address's budget of
   * renders: each costs about 130 ms of a core, and anyone may ask for any of thousands of
   * combinations. Beyond it the plain menu is sent (rendered once and kept), and the browser
   * applies the filter in the address once the page is live (issue 19 §1.5).
   */
  async function pageToSend(
    pages: PageCache,
    path: string,
    language: Language,
    request: FastifyRequest,
  ) {
    const filtered = path.startsWith(`${PAGES.menu}?`)
    if (
      filtered &&
      !(await pages.isKept(path, language)) &&
      !(await app.withinRateLimit('filteredMenuRender', request))
    ) {
      return pages.page(PAGES.menu, language)
    }
    return pages.page(path, language)
  }

  app.decorate('servePage', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = request.url.split('?')[0]!
    if (pathname.startsWith('/api/') || pathname.startsWith('/images/')) return false
    const route = pathname.replace(/\/+$/, '') || '/'
    const known = APP_ROUTES.has(route)
    const status = known ? 200 : 404
    if (!pages || BROWSER_ONLY.has(route)) {
      sendShell(reply, status)
      return true
    }
    const encoding = pickEncoding(request.headers['accept-encoding'])
    // The page differs by the language cookie and header; a shared cache must keep them apart.
    void reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding')
    options
      .restaurantNow()
      .then(async ({ identity }) => {
        // Only in a language the restaurant offers (issue 21 §1).
        const language = pageLanguage(
          request.headers.cookie,
          request.headers['accept-language'],
          identity,
        )
        void reply.header('content-language', language)
        return pageToSend(
          pages,
          known ? renderedPath(route, request.url.slice(pathname.length)) : NOT_FOUND_PATH,
          language,
          request,
        )
      })
      .then(
        (page) => {
          if (encoding !== 'identity') void reply.header('content-encoding', encoding)
          send(reply, status, page[encoding])
        },
        (error: unknown) => {
          // The guest still gets the page: the browser renders it.
          request.log.error({ err: error, page: route }, 'server rendering failed')
          sendShell(reply, status)
        },
      )
    return true
  })
})
