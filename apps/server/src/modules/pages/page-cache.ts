import zlib from 'node:zlib'
import type { Encoding } from '../../lib/accept-encoding'
import { brotliText, gzip } from '../../lib/compress'
import type { Language } from '../../lib/language'
import type { PageData } from '@quan/domain'
import type { RenderPage } from './renderer'

/** A rendered page, in each encoding it is sent in: compressed once, sent many times. */
export type RenderedPage = Record<Encoding, Buffer>

/**
 * A page kept until the menu changes is compressed as hard as brotli can, once. A filtered menu
 * (one of thousands of combinations, any of which a stranger can ask for) is compressed quickly:
 * at brotli's top quality each new one cost about 100 ms of a core, which a flood of distinct
 * filters would turn into a way to keep the server busy.
 */
async function encode(html: string, thorough: boolean): Promise<RenderedPage> {
  const identity = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotliText(identity, thorough ? zlib.constants.BROTLI_MAX_QUALITY : 5),
    gzip(identity, { level: thorough ? 9 : 6 }),
  ])
  return { identity, br, gzip: gz }
}

/** How many filtered menus are kept rendered, in all languages together. */
export const FILTERED_PAGES_KEPT = 48

/**
 * Rendered pages, one per path and language (a few dozen in all: the paths are the shop's own).
 * A page is kept for as long as the data it was rendered from (the menu cache's menu and the
 * restaurant as set up) is the current one, so an edit here, or one heard of from another
 * instance through the relay, renders it anew.
 * Concurrent requests for a page not yet rendered share one render.
 */
export class PageCache {
  private pages = new Map<string, { menu: PageData; page: Promise<RenderedPage> }>()
  /**
   * The filtered menus (`/menu?without=milk`): thousands of combinations are possible, so only
   * the most recently asked are kept, and a flood of new ones costs renders, never memory.
   */
  private filtered = new Map<string, { menu: PageData; page: Promise<RenderedPage> }>()

  constructor(
    private readonly render: RenderPage,
    private readonly currentMenu: () => Promise<PageData>,
  ) {}

  /** Whether the page is kept, rendered from the current menu: then it costs no render. */
  async isKept(path: string, language: Language): Promise<boolean> {
    const menu = await this.currentMenu()
    const kept = path.includes('?') ? this.filtered : this.pages
    return kept.get(`${language} ${path}`)?.menu === menu
  }

  async page(path: string, language: Language): Promise<RenderedPage> {
    const menu = await this.currentMenu()
    const key = `${language} ${path}`
    const kept = path.includes('?') ? this.filtered : this.pages
    const cached = kept.get(key)
    if (cached?.menu === menu) {
      // Most recently used last, so the oldest is the first to go.
      if (kept === this.filtered) {
        kept.delete(key)
        kept.set(key, cached)
      }
      return cached.page
    }
    const page = this.render({ path, language, data: menu }).then((html) =>
      encode(html, kept === this.pages),
    )
    kept.delete(key)
    kept.set(key, { menu, page })
    if (kept === this.filtered && kept.size > FILTERED_PAGES_KEPT) {
      kept.delete(kept.keys().next().value!)
    }
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (kept.get(key)?.page === page) kept.delete(key)
    })
    return page
  }
}
