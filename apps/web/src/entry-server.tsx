/**
 * The shop's pages rendered on the server (issue 9): the server (apps/server, modules/pages)
 * loads this module's build (dist-server/entry-server.js) and calls createPageRenderer once with
 * the built index.html and Vite's manifest, then renderPage for each page it has not cached.
 * Both sides are typed by the domain's page-renderer.ts.
 */
import type {
  Manifest,
  PageRendererModule,
  PageRequest,
  RendererOptions,
} from '@quan/domain/page-renderer'
import { PassThrough } from 'node:stream'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { StaticRouter } from 'react-router'
import { App, QUERY_DEFAULTS } from './app/app'
import { screenAt, screens } from './app/screens'
import { renderI18n, textsOf } from './i18n/server'
import { LANGUAGES, toLanguage, type Language } from './i18n/languages'
import { menuKeys } from './shared/menu/queries'
import { restaurantKey } from './shared/restaurant'
import { legalKey, legalTextFor } from './shared/legal'
import { paths } from './config/paths'
import { LEGAL_PAGES } from '@quan/domain/restaurant/legal-in'
import { withLook } from '@quan/domain/restaurant/look-head'
import { HeadContext, scriptJson, type HeadCollector } from './shared/ssr/head'
import { MODULES_META, STATE_ID, type ServerState } from './shared/ssr/state'

export { LANGUAGES, toLanguage, type Language }
export type { Manifest, PageData, PageRequest, RendererOptions } from '@quan/domain/page-renderer'

/** How long a render may take before the page is sent as the browser-only shell instead. */
const RENDER_TIMEOUT_MS = 5_000

/** Pages whose HTML shows the menu: their data travels with them, so it is not fetched again. */
const PAGES_WITH_MENU = new Set([screens.home, screens.menu])

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The stylesheets and scripts a screen's chunk needs beyond what index.html already links. */
function assetsOf(manifest: Manifest, source: string, linked: Set<string>) {
  const css: string[] = []
  const scripts: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    if (!linked.has(chunk.file)) scripts.push(chunk.file)
    for (const file of chunk.css ?? []) if (!linked.has(file)) css.push(file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(source)
  return { css: [...new Set(css)], scripts }
}

/** Everything a chunk listed in index.html (the entry) already brings. */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const file of chunk.css ?? []) files.add(file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit('index.html')
  return files
}

function renderToString(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    sink.on('error', reject)
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS)
    sink.on('close', () => clearTimeout(timer))
    const stream = renderToPipeableStream(node, {
      // Everything in place, not the shell first: a boundary sent later (or a large one sent
      // apart, which progressiveChunkSize otherwise does above 12 KB) is put in place by a
      // script, which a guest without JavaScript (and many crawlers) never runs. The page's data
      // is in memory before the render starts, so waiting for all of it costs nothing.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        // A screen that throws on the server is rendered by the browser instead (the error
        // boundary there shows it); the render itself goes on.
        if (error instanceof Error) reject(error)
      },
    })
  })
}

/**
 * A stylesheet as a tag: its text in a <style> when it can be read (a phone on a slow network
 * paints without waiting for one more request per stylesheet; the HTML is sent compressed),
 * else a link.
 */
function styleTag(file: string, readStyle: RendererOptions['readStyle']): string {
  const text = readStyle?.(file)
  if (text === undefined) return `<link rel="stylesheet" crossorigin href="/${file}">`
  // The disabled link is never fetched: it tells Vite's chunk loader that this stylesheet is
  // on the page already, which it would otherwise add again when the screen's chunk loads.
  return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`
}

/**
 * The app's scripts at low priority: the page is finished HTML and paints without them, so the
 * pictures and styles it shows come first and the scripts that make it live right after. All
 * but the entry (main.tsx, 1.4 KB), which is what waits for the largest picture and then asks for
 * the rest: at low priority it queued behind the pictures on a throttled phone's six connections
 * and came in up to a second late (issue 24 §1).
 */
const scriptPriorities = (html: string) =>
  html
    .replace(
      /<script (async )?type="module" crossorigin/g,
      (_, async: string | undefined) =>
        `<script ${async ?? ''}type="module" fetchpriority="high" crossorigin`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )

export const createPageRenderer: PageRendererModule['createPageRenderer'] = ({
  template,
  manifest,
  origin,
  readStyle,
}) => {
  // The app itself (boot.tsx), which the tiny entry imports once the page has painted: linked
  // from every page so that it is on its way meanwhile.
  const entry = entryFiles(manifest)
  const boot = (manifest['index.html']?.dynamicImports ?? []).map((key) =>
    assetsOf(manifest, key, entry),
  )
  const bootScripts = boot.flatMap((assets) => assets.scripts)
  const bootCss = boot.flatMap((assets) => assets.css)
  const linked = new Set([...entry, ...bootScripts, ...bootCss])
  const [beforeRoot, afterRoot] = scriptPriorities(template)
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) =>
      styleTag(file, readStyle),
    )
    .split('<div id="root"></div>')
  if (afterRoot === undefined) throw new Error('index.html has no <div id="root"></div>')

  return async function renderPage({ path, language, data }: PageRequest): Promise<string> {
    const screen = screenAt(path.split('?')[0]!)
    await screen.preload()
    const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })
    // Every page shows the restaurant (its name, address, look): it travels with each.
    queryClient.setQueryData(restaurantKey, data.restaurant)
    if (PAGES_WITH_MENU.has(screen)) {
      queryClient.setQueryData(menuKeys.foods, data.foods)
      queryClient.setQueryData(menuKeys.categories, data.categories)
    }
    // A legal page carries its own text alone, in the page's language (issue 22 §2).
    const legalPage = LEGAL_PAGES.find((page) => paths[page] === path.split('?')[0])
    if (legalPage) {
      queryClient.setQueryData(
        legalKey(legalPage, language),
        legalTextFor(data.legal, legalPage, language, data.restaurant.identity),
      )
    }
    const i18n = renderI18n(language)
    const head: HeadCollector = { schemas: new Map(), origin }
    const body = await renderToString(
      <HeadContext.Provider value={head}>
        <I18nextProvider i18n={i18n}>
          <StrictMode>
            <App
              queryClient={queryClient}
              router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
            />
          </StrictMode>
        </I18nextProvider>
      </HeadContext.Provider>,
    )
    const state: ServerState = {
      language,
      texts: textsOf(language, i18n.reportNamespaces?.getUsedNamespaces() ?? ['common']),
      queries: dehydrate(queryClient),
    }
    const screenAssets = assetsOf(manifest, screen.source, linked)
    const css = [...bootCss, ...screenAssets.css]
    const scripts = [...bootScripts, ...screenAssets.scripts]
    const headTags = [
      ...css.map((file) => styleTag(file, readStyle)),
      // Fetched by main.tsx once the page has painted, all at once (MODULES_META).
      `<meta name="${MODULES_META}" content="${scripts.map((file) => `/${file}`).join(' ')}">`,
      ...[...head.schemas].map(
        ([id, schema]) =>
          `<script type="application/ld+json" id="${id}">${scriptJson(schema)}</script>`,
      ),
    ].join('')
    // Every replacement is a function: a string one reads `$&`, `$'` and `` $` `` in a
    // dish's name as "paste a part of the page here" (issue 19 §1.4).
    // The owner's colours and icons last in the head, after the stylesheets they adjust.
    let page = withLook(
      beforeRoot!
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace('</head>', () => `${headTags}</head>`),
      data.restaurant.look,
    )
    if (head.title) {
      const title = `<title>${escapeHtml(head.title)}</title>`
      page = page.replace(/<title>[^<]*<\/title>/, () => title)
    }
    if (head.description !== undefined) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}">`
      page = page.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => description)
    }
    return `${page}<div id="root">${body}</div><script type="application/json" id="${STATE_ID}" data-path="${escapeHtml(path)}">${scriptJson(state)}</script>${afterRoot}`
  }
}
