/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import {
  buildName,
  CACHES,
  cacheRuleFor,
  pageCacheOf,
  mayTakeOver,
  PAGES_KEPT,
  PICTURES_KEPT,
  type CacheRule,
} from './cache-rules'
import { installPushHandlers, type PushWorkerScope } from './push-handlers'

// The shop's service worker (issue 24 §1, docs/decisions/035-pwa.md), built by vite-plugin-pwa
// (injectManifest) into /sw.js: the app's own scripts and styles precached, the menu and its
// pictures read from the cache and refreshed behind it, the public pages from the network with
// the kept copy as the offline fallback, and the pushes of live order news (push-handlers.ts).

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0]
}

/** Only a whole, shareable answer is kept: a page or list the server marked private never is. */
const onlyWhole: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? ''
    return response.status === 200 && !/no-store|private/.test(control) ? response : null
  },
}

/**
 * A kept copy is one guest's view of a page the server tells apart by language (Vary): offline,
 * the copy this browser fetched is the one it wants.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true }

// The build's scripts and styles (vite.config.ts names which), by their hashed names.
const precached = self.__WB_MANIFEST
precacheAndRoute(precached)
const pagesCache = pageCacheOf(
  buildName(precached.map((entry) => (typeof entry === 'string' ? entry : entry.url))),
)
cleanupOutdatedCaches()

const menuData = new StaleWhileRevalidate({
  cacheName: CACHES.menuData,
  plugins: [onlyWhole],
  matchOptions,
})
const pictures = new StaleWhileRevalidate({
  cacheName: CACHES.pictures,
  plugins: [onlyWhole, new ExpirationPlugin({ ...PICTURES_KEPT, purgeOnQuotaError: true })],
  matchOptions,
})

const pages = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [onlyWhole, new ExpirationPlugin({ ...PAGES_KEPT, purgeOnQuotaError: true })],
  matchOptions,
})

const rule = (request: Request): CacheRule => cacheRuleFor(request, self.location.origin)

registerRoute(({ request }) => rule(request) === 'menu-data', menuData)
registerRoute(({ request }) => rule(request) === 'picture', pictures)
registerRoute(({ request }) => rule(request) === 'page', pages)
// Everything else (the account, orders, tracking, the back office, every write) has no route:
// the browser sends it to the network itself, and nothing of it is kept.

/** This version's own scripts, by address: a page naming them is this version's HTML. */
const thisBuild: ReadonlySet<string> = new Set(
  precached.map(
    (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href,
  ),
)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A new version waits (no skipWaiting when it installs) and takes over at the next navigation:
 * each page, once loaded whole, offers it the page's build scripts (shared/pwa/register.ts), and
 * it takes over if that page is its own HTML and not the checkout, while no window is on the
 * checkout (docs/decisions/035-pwa.md). Asked by the page once its loading is done, not by the
 * old worker while it serves the navigation: Chromium activates only once the old worker has
 * stopped, and a request of a page still loading restarts it, which put the switch off by its
 * 30 s idle time. A page just left may be listed a moment longer than it is shown, so the
 * windows are looked at again for up to 2 s; a checkout really open keeps this version waiting.
 */
async function takeOverFor(page: Client, scripts: readonly string[]): Promise<TakeOverAnswer> {
  const offer = { url: page.url, scripts }
  // Not this version's page, or the checkout itself: no window changes that.
  if (!mayTakeOver(offer, [], thisBuild)) return 'not-this-page'
  for (let tries = 0; tries < 10; tries++) {
    if (tries > 0) await pause(200)
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    if (mayTakeOver(offer, windows, thisBuild)) {
      await self.skipWaiting()
      return 'taken-over'
    }
  }
  return 'checkout-open'
}

/** What an offer came to, told on the port it brought, if any (the journeys ask). */
type TakeOverAnswer = 'taken-over' | 'not-this-page' | 'checkout-open'

self.addEventListener('message', (event) => {
  const data = event.data as {
    type?: unknown
    scripts?: unknown
    pages?: unknown
    resources?: unknown
  } | null
  // Only a window's own word counts: its address is the browser's, not the message's.
  const source = event.source
  if (
    data?.type === 'quan:take-over' &&
    Array.isArray(data.scripts) &&
    source instanceof Client &&
    source.type === 'window'
  ) {
    const scripts = data.scripts.filter((url): url is string => typeof url === 'string')
    const answer = event.ports[0]
    event.waitUntil(
      takeOverFor(source, scripts.slice(0, 20)).then((verdict) => answer?.postMessage(verdict)),
    )
  }
  if (data?.type === 'quan:keep') event.waitUntil(keep(event, data.pages, data.resources))
})

/**
 * What the page read before this worker controlled it (its first visit), kept as if it had come
 * through the worker: the page itself and the menu's pictures, each by its own rule, so only
 * what may be kept is.
 */
async function keep(event: ExtendableEvent, pageUrls: unknown, resourceUrls: unknown) {
  const urls = (list: unknown) =>
    Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : []
  const work: Promise<unknown>[] = []
  for (const url of urls(pageUrls).slice(0, 5)) {
    if (cacheRuleFor({ url, method: 'GET', mode: 'navigate' }, self.location.origin) === 'page')
      work.push(pages.handle({ request: new Request(url), event }))
  }
  for (const url of urls(resourceUrls).slice(0, PICTURES_KEPT.maxEntries)) {
    const request = new Request(url)
    const which = rule(request)
    if (which === 'picture') work.push(pictures.handle({ request, event }))
    if (which === 'menu-data') work.push(menuData.handle({ request, event }))
  }
  await Promise.allSettled(work)
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker wakes up: the network-first pages wait
      // less for it.
      await self.registration.navigationPreload?.enable()
      // An older build's pages name scripts this version no longer keeps: they go with it.
      for (const name of await caches.keys()) {
        if (name.startsWith(`${CACHES.pages}-`) && name !== pagesCache) await caches.delete(name)
      }
      // The pages open now are this version's to serve from here on (their next requests).
      await self.clients.claim()
      // And kept again in this build's cache, so they still read offline after an update.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      await keep(
        event,
        windows.map((window) => window.url),
        [],
      )
    })(),
  )
})

installPushHandlers(self as unknown as PushWorkerScope)
