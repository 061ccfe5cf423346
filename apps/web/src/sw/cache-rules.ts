import { PAGES } from '@quan/domain/pages'

// Which of the shop's requests the service worker keeps, and how (issue 24 §1). Pure, so the
// rules are tested apart from the worker (cache-rules.test.ts); sw.ts applies them.
//
// What is kept is what any guest may read: the menu, the shop's facts and pictures, and the
// public pages as the server renders them for everyone. Nothing of an account, an order or the
// back office is ever kept, and nothing but GET: an order is never answered from a cache.

export const CACHES = {
  menuData: 'quan-menu-data',
  pictures: 'quan-pictures',
  pages: 'quan-pages',
} as const

/**
 * The kept pages' cache for one build: a page names its build's scripts, so a new version starts
 * its own and the older builds' pages go with the older versions (pageCacheOf).
 */
export const pageCacheOf = (build: string) => `${CACHES.pages}-${build}`

/** A short name for a build: a hash of its precached files' names, which carry their hashes. */
export function buildName(files: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const char of files.join('\n')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** How many pictures are kept, and how long: the menu's cards, the banner, the logo. */
export const PICTURES_KEPT = { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 }
/** Pages kept: a few, each at each of its addresses (a filtered menu is one). */
export const PAGES_KEPT = { maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 }

/**
 * The menu and what it is drawn with: read from the cache at once and fetched again behind it.
 * None of them answers differently for a guest who is logged in.
 */
export const MENU_DATA_PATHS: ReadonlySet<string> = new Set([
  '/api/food/list',
  '/api/category',
  '/api/config',
  '/api/restaurant',
  '/api/restaurant/legal',
])

/**
 * The pages kept for reading offline: the public ones. The guest's own orders and the track
 * page are left out (what they show is one guest's), and so is the back office.
 */
export const KEPT_PAGES: ReadonlySet<string> = new Set([
  PAGES.home,
  PAGES.menu,
  PAGES.about,
  PAGES.contact,
  PAGES.reservation,
  PAGES.cart,
  PAGES.checkout,
  PAGES.terms,
  PAGES.privacy,
  PAGES.allergens,
])

/** The page a new version never takes over from (docs/decisions/035-pwa.md). */
export const CHECKOUT_PAGE: string = PAGES.checkout

export type CacheRule = 'menu-data' | 'picture' | 'page' | 'network-only'

/** The part of a Request the rules read. */
export interface RequestLike {
  url: string
  method: string
  mode: string
}

const PICTURE = /^\/images\/[^/]+\.(webp|png|svg|jpe?g)$/

const pathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

/** How the worker answers a request of this origin's page: never from a cache unless listed. */
export function cacheRuleFor(request: RequestLike, origin: string): CacheRule {
  if (request.method !== 'GET') return 'network-only'
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return 'network-only'
  }
  if (url.origin !== origin) return 'network-only'
  if (url.pathname.startsWith('/api/')) {
    return MENU_DATA_PATHS.has(url.pathname) ? 'menu-data' : 'network-only'
  }
  if (PICTURE.test(url.pathname)) return 'picture'
  if (request.mode === 'navigate' && KEPT_PAGES.has(pathOf(url.pathname))) return 'page'
  return 'network-only'
}

/** Whether a window's address is the checkout: no new version takes over while one is. */
export function isCheckout(address: string): boolean {
  try {
    return pathOf(new URL(address).pathname) === CHECKOUT_PAGE
  } catch {
    return false
  }
}

/**
 * Whether a waiting version may take over now, asked by a page that has loaded: the page is not
 * the checkout and is this version's own HTML (every build script it names is one this version
 * keeps; a page answered offline from an older kept copy names the older build's), and no window
 * of the shop is on the checkout.
 */
export function mayTakeOver(
  page: { url: string; scripts: readonly string[] },
  windows: readonly { url: string }[],
  thisBuild: ReadonlySet<string>,
): boolean {
  return (
    page.scripts.length > 0 &&
    page.scripts.every((script) => thisBuild.has(script)) &&
    !isCheckout(page.url) &&
    !windows.some((window) => isCheckout(window.url))
  )
}
