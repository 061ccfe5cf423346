import { DEFAULT_RESTAURANT_LEGAL, DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { act, waitFor } from '@testing-library/react'
import type * as ReactDomClient from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from './config/paths'
import type { Manifest, PageData, RendererOptions } from './entry-server'
import type { Language } from './i18n/languages'
import { STATE_ID } from './shared/ssr/state'
import { mockApi } from './test/mock-api'
import { FIRST_SCREEN_CARDS } from './shared/ui/food-card'
import { foodList, phoAndTea, shopConfig, storeGuestCart, wireFood } from './test/ordering-fixtures'

// Issue 20 §3: a page rendered on the server (entry-server.tsx, in a Node process of its own as
// the server runs it: test/render-on-server.mjs) and hydrated here as the browser does it
// (boot.tsx itself, with the texts the page carries), failing on any mismatch, in seconds rather
// than in a journey.

/** What React reports while hydrating: recoverable errors (a mismatch) and console.error. */
const seen = vi.hoisted(() => ({ problems: [] as string[], roots: [] as Root[] }))

// boot.tsx hydrates without an onRecoverableError (React's default reports to the window): the
// test's hydrateRoot passes one, so that every mismatch is seen, with React's own account of it.
vi.mock('react-dom/client', async (importOriginal) => {
  const original = await importOriginal<typeof ReactDomClient>()
  return {
    ...original,
    hydrateRoot: (...[container, children, options]: Parameters<typeof original.hydrateRoot>) => {
      const root = original.hydrateRoot(container, children, {
        ...options,
        onRecoverableError(error) {
          seen.problems.push(`recoverable error: ${String(error)}`)
        },
      })
      seen.roots.push(root)
      return root
    },
  }
})

const data: PageData = {
  foods: phoAndTea,
  categories: [
    { _id: 'c1', name: 'Noodles', nameVI: 'Mì', nameEN: '', nameSK: 'Rezance', image: '' },
    { _id: 'c2', name: 'Drinks', nameVI: 'Đồ uống', nameEN: '', nameSK: 'Nápoje', image: '' },
  ],
  restaurant: DEMO_RESTAURANT,
  legal: DEFAULT_RESTAURANT_LEGAL,
}

const PAGES = [
  paths.home,
  paths.menu,
  paths.cart,
  paths.checkout,
  paths.track,
  paths.contact,
  paths.about,
  paths.reservation,
]
// Every public page in English, and the two that show the most text in the other languages.
const REQUESTS: { path: string; language: Language }[] = [
  ...PAGES.map((path) => ({ path, language: 'en' as const })),
  { path: paths.menu, language: 'vi' },
  { path: paths.checkout, language: 'vi' },
  { path: paths.home, language: 'sk' },
  { path: paths.cart, language: 'sk' },
]

const OPTIONS: RendererOptions = {
  template: `<!doctype html><html lang="en"><head><title>Quán</title></head><body><div id="root"></div></body></html>`,
  manifest: { 'index.html': { file: 'assets/index.js' } } satisfies Manifest,
  origin: 'https://quan.example',
}

/** Every page of REQUESTS as the server sends it, in that order. */
let serverPages: string[] = []

/**
 * A menu longer than the first screen (issue 24 §1): the tea, and more pho than the cards
 * hydrated with it (FIRST_SCREEN_CARDS), so that the rest is left for later.
 */
const longMenu = [
  ...phoAndTea,
  ...Array.from({ length: 10 }, (_, i) =>
    wireFood({ _id: `pho-${i}`, name: `Phở ${i}`, nameEN: `Pho number ${i}` }),
  ),
]
/** The menu page in English with the long menu, as the server sends it. */
let longMenuPage = ''

/** Pages as entry-server.tsx renders them, in a Node process of its own as the server does. */
async function renderOnServer(requests: typeof REQUESTS, pageData: PageData): Promise<string[]> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'test', 'render-on-server.mjs')
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [script],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
    child.stdin!.end(JSON.stringify({ options: OPTIONS, requests, data: pageData }))
  })
  return JSON.parse(output) as string[]
}

beforeAll(async () => {
  serverPages = await renderOnServer(REQUESTS, data)
  const long = await renderOnServer([{ path: paths.menu, language: 'en' }], {
    ...data,
    foods: longMenu,
  })
  longMenuPage = long[0]!
  // Vite starts in a process of its own: a few seconds, more on a busy machine.
}, 90_000)

/**
 * The page the server sent for `path` in `language`, put in place as the browser finds it: the
 * root's HTML (through `change`, to plant a mismatch) and the state beside it, at that address.
 */
function serverPage(path: string, language: Language, change = (html: string) => html) {
  const html =
    serverPages[REQUESTS.findIndex((one) => one.path === path && one.language === language)]!
  placePage(html, path, language, change)
}

function placePage(html: string, path: string, language: Language, change = (s: string) => s) {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)![1]!
  const state = new RegExp(
    `<script type="application/json" id="${STATE_ID}"[\\s\\S]*?</script>`,
  ).exec(html)![0]
  document.documentElement.lang = language
  document.body.innerHTML = `<div id="root">${change(root)}</div>${state}`
  window.history.replaceState(null, '', path)
}

const HYDRATION_MS = 15_000

/** Runs boot.tsx as the browser does, in modules of its own, and waits until the page is live. */
async function hydrate() {
  vi.resetModules()
  await act(async () => {
    await import('./boot')
  })
  // boot.tsx marks <html data-live> once the last of the page is hydrated.
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-live'), {
    timeout: 10_000,
  })
}

beforeEach(() => {
  seen.problems.length = 0
  // Collected rather than thrown (test/setup.ts): thrown inside React, it would be lost.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    seen.problems.push(`console.error: ${args.map(String).join(' ')}`)
  })
  // Whatever a page asks the API for once it is live.
  mockApi({
    'GET /api/food/list': foodList(phoAndTea),
    'GET /api/category': () => ({ success: true, data: data.categories }),
    'GET /api/config': () => shopConfig(),
  })
  // A guest with a cart: the browser knows of it, the server does not (useHydrated).
  storeGuestCart({ tea: 2 })
})

afterEach(() => {
  act(() => {
    for (const root of seen.roots.splice(0)) root.unmount()
  })
  document.documentElement.removeAttribute('data-live')
  window.history.replaceState(null, '', '/')
})

describe('a server-rendered page hydrated in the browser', () => {
  it.each(REQUESTS.map(({ path, language }) => [path, language] as const))(
    '%s in %s matches its server HTML',
    async (path, language) => {
      serverPage(path, language)
      const heading = document.querySelector('#root h1')
      expect(heading).not.toBeNull()
      await hydrate()
      expect(seen.problems).toEqual([])
      // The server's page was taken over, not thrown away and drawn anew.
      expect(heading!.isConnected).toBe(true)
    },
    // Each case runs the whole app's modules anew, as a page load does.
    HYDRATION_MS,
  )

  it(
    'leaves the cards below the first screen for later, keeps their HTML, then reads the cart',
    async () => {
      // The same menu once the page is live, so that nothing changes but what the browser knows.
      mockApi({
        'GET /api/food/list': foodList(longMenu),
        'GET /api/category': () => ({ success: true, data: data.categories }),
        'GET /api/config': () => shopConfig(),
      })
      placePage(longMenuPage, paths.menu, 'en')
      const cards = [...document.querySelectorAll('#root .food-grid > li')]
      expect(cards.length).toBeGreaterThan(FIRST_SCREEN_CARDS)
      await hydrate()
      // The guest's cart (two teas) is read once the last card is hydrated too: the page is
      // live for good, and the count shows.
      await waitFor(() =>
        expect(document.querySelector('.floating-cart__count')).toHaveTextContent('2'),
      )
      expect(seen.problems).toEqual([])
      // Every card, the later ones too, is the server's own, taken over rather than drawn anew.
      expect(cards.every((card) => card.isConnected)).toBe(true)
    },
    HYDRATION_MS,
  )

  it(
    'fails on a mismatch: a page whose HTML differs from what the browser draws',
    async () => {
      serverPage(paths.menu, 'en', (html) => html.replace('Our menu', 'Their menu'))
      await hydrate()
      expect(seen.problems.join('\n')).toMatch(/Hydration failed|didn't match/)
    },
    HYDRATION_MS,
  )
})
