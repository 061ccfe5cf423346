import type { Category, Food } from './answers'
import type { Language } from './language'
import type { Restaurant } from './restaurant'
import type { RestaurantLegal } from './restaurant/legal'

// The seam between the server and the web app's server build (issue 9): the server
// (apps/server, modules/pages) loads the build of apps/web/src/entry-server.tsx and calls its
// createPageRenderer once, then the renderer it made for each page it has not cached. Both
// sides are typed by this one description of it.

/**
 * The shop's data a page shows, as the API sends it: the menu for guests, the categories, and
 * the restaurant as its owner set it up (GET /api/restaurant's `data`), and its legal texts
 * (GET /api/restaurant/legal's, issue 22 §2: only the legal pages carry one of them).
 */
export interface PageData {
  foods: Food[]
  categories: Category[]
  restaurant: Restaurant
  legal: RestaurantLegal
}

export interface PageRequest {
  /** A page's path, one of PAGES or the not-found page's, without a query string. */
  path: string
  language: Language
  data: PageData
}

/** The finished HTML of one page. */
export type RenderPage = (request: PageRequest) => Promise<string>

/** One chunk of Vite's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface RendererOptions {
  /** The built index.html. */
  template: string
  manifest: Manifest
  /** The shop's own address (PUBLIC_URL), for schema.org's absolute URLs. */
  origin: string
  /** A built stylesheet's text (`assets/….css`), to put into the page itself. */
  readStyle?: (file: string) => string | undefined
}

/** What the web app's server build exports (dist-server/entry-server.js). */
export interface PageRendererModule {
  createPageRenderer(options: RendererOptions): RenderPage
}
