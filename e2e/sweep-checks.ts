import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_IDENTITY, PAGES, PUBLIC_PAGES, type Language, type MenuAnswer } from '@quan/domain'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN } from './shop-server'
import {
  baseUrl,
  DESKTOP,
  launch,
  logInAs,
  newShopper,
  PHONE,
  SCREENSHOTS,
  screenshot,
  watchProblems,
} from './support'

// Issue 20 §1: one sweep per language and viewport. Each route is opened once per viewport and
// everything the journeys ask of a page is checked on that one visit: its answer, language and
// own title, hydration (no error or warning, no shift, no second menu fetch, a live control),
// an axe scan and the header on one line at 1280 px, no sideways scroll at 320 px (with the
// dialogs and menus opened there), screenshots, and the same page with JavaScript off.

/** WCAG 1.4.10: at 320 CSS px nothing may need a sideways scroll. */
export const NARROW = { width: 320, height: 640 }
type Viewport = { width: number; height: number }

/** What the browser asks for on a first visit: nothing stored, no cookie. */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', sk: 'sk-SK' }

/** The screen's own title: its locale key, as `useDocumentHead` is given it. */
type TitleKey = [namespace: string, key: string]

interface Route {
  name: string
  url: string
  title: TitleKey
  /** The cart holds a dish, so the cart and checkout show what a guest sees there. */
  withDish?: boolean
  /**
   * The language was chosen on this device: the back office is drawn by the browser alone, with
   * no server's language to take over, so it reads the guest's choice.
   */
  chosenLanguage?: boolean
}

const ROUTES: Route[] = [
  { name: 'home', url: PAGES.home, title: ['home', 'meta.title'] },
  { name: 'menu', url: PAGES.menu, title: ['menu', 'meta.title'] },
  { name: 'about', url: PAGES.about, title: ['about', 'title'] },
  { name: 'contact', url: PAGES.contact, title: ['contact', 'meta.title'] },
  { name: 'reservation', url: PAGES.reservation, title: ['reservation', 'meta.title'] },
  { name: 'cart', url: PAGES.cart, title: ['cart', 'page.title'], withDish: true },
  { name: 'checkout', url: PAGES.checkout, title: ['checkout', 'page.title'], withDish: true },
  { name: 'my-orders', url: PAGES.myOrders, title: ['myOrders', 'page.title'] },
  { name: 'track', url: PAGES.track, title: ['track', 'page.title'] },
  { name: 'terms', url: PAGES.terms, title: ['common', 'legal.terms'] },
  { name: 'privacy', url: PAGES.privacy, title: ['common', 'legal.privacy'] },
  { name: 'allergens', url: PAGES.allergens, title: ['common', 'legal.allergens'] },
  // The gate a guest gets; the back office sets its own title per section.
  { name: 'admin', url: PAGES.admin, title: ['admin', 'meta.title'], chosenLanguage: true },
  { name: 'not-found', url: '/no-such-page', title: ['common', 'notFound.title'] },
]
const NOT_FOUND = '/no-such-page'

/** A first visit finds the cart and the checkout empty: hydrated that way too, on a phone. */
const EMPTY_CART_ROUTES: Route[] = [
  { name: 'cart-empty', url: PAGES.cart, title: ['cart', 'page.title'] },
  { name: 'checkout-empty', url: PAGES.checkout, title: ['checkout', 'page.title'] },
]

/** Each public page's main heading, as the server sends it (read with JavaScript off). */
const HEADINGS: Record<string, Record<Language, string>> = {
  [PAGES.home]: {
    en: 'Order your favourite food here',
    vi: 'Đặt món ăn yêu thích của bạn tại đây',
    sk: 'Objednajte si tu svoje obľúbené jedlo',
  },
  [PAGES.menu]: { en: 'Our menu', vi: 'Thực đơn', sk: 'Naše menu' },
  [PAGES.about]: { en: 'About us', vi: 'Giới thiệu', sk: 'O nás' },
  [PAGES.contact]: { en: 'Contact us', vi: 'Liên hệ với chúng tôi', sk: 'Kontaktujte nás' },
  [PAGES.reservation]: { en: 'Book a table', vi: 'Đặt bàn', sk: 'Rezervujte si stôl' },
  [PAGES.cart]: { en: 'Your cart', vi: 'Giỏ hàng của bạn', sk: 'Váš košík' },
  [PAGES.checkout]: { en: 'Checkout', vi: 'Thanh toán', sk: 'Pokladňa' },
  [PAGES.myOrders]: { en: 'My orders', vi: 'Đơn hàng của tôi', sk: 'Moje objednávky' },
  [PAGES.track]: { en: 'Track your order', vi: 'Theo dõi đơn hàng', sk: 'Sledovanie objednávky' },
  [PAGES.terms]: { en: 'Terms', vi: 'Điều khoản', sk: 'Všeobecné obchodné podmienky' },
  [PAGES.privacy]: {
    en: 'Privacy notice',
    vi: 'Chính sách bảo mật',
    sk: 'Ochrana osobných údajov',
  },
  [PAGES.allergens]: {
    en: 'Allergen information',
    vi: 'Thông tin chất gây dị ứng',
    sk: 'Informácie o alergénoch',
  },
}

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales')

/** The document title a screen sets in a language: its locale text and the shop's name. */
export function ownTitle(language: Language, [namespace, key]: TitleKey): string {
  const texts: unknown = JSON.parse(
    fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'),
  )
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts)
  if (typeof text !== 'string' || text === '') {
    throw new Error(`no title ${namespace}:${key} in ${language}`)
  }
  // The journeys' shops are the demo restaurant: its facts fill the text (useRestaurantFacts), and
  // its name ends the title (documentTitle, apps/web/src/shared/ssr/head.tsx).
  const { name, address } = DEMO_IDENTITY
  const facts: Record<string, string> = { name, street: address.street, city: address.city }
  return `${text.replace(/\{\{(\w+)\}\}/g, (_, fact: string) => facts[fact] ?? '')} · ${name}`
}

/** A dish without options, for the cart. */
async function dishWithoutOptions(): Promise<string> {
  const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
  return ((await list.json()) as MenuAnswer).data.find(
    (food) => food.status === 'active' && food.options.length === 0,
  )!._id
}

/**
 * One browser profile for a language and viewport, watched as every journey is (watchProblems),
 * and for what hydration must not do: a console warning, and the API calls the page makes.
 * `inFlight` holds the requests of ours the page is still waiting for.
 */
interface Visitor {
  context: BrowserContext
  page: Page
  problems: string[]
  warnings: string[]
  calls: string[]
  inFlight: Set<unknown>
}

async function openVisitor(
  browser: Browser,
  language: Language,
  viewport: Viewport,
  javaScriptEnabled = true,
): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: BROWSER_LOCALE[language],
    javaScriptEnabled,
  })
  const page = await context.newPage()
  const { problems, expectRefusal } = watchProblems(page)
  // The not-found page is answered 404 on purpose.
  expectRefusal({ path: NOT_FOUND, status: 404 })
  const warnings: string[] = []
  const calls: string[] = []
  const inFlight = new Set<unknown>()
  const origin = new URL(baseUrl()).origin
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`warning: ${message.text()}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin) return
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`)
    // A live stream never ends: it is no request the page waits for.
    if (request.resourceType() !== 'eventsource') inFlight.add(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return { context, page, problems, warnings, calls, inFlight }
}

/** Forgets what the last visit saw, so each route is judged on its own. */
function forget(visitor: Visitor) {
  visitor.problems.length = 0
  visitor.warnings.length = 0
  visitor.calls.length = 0
}

/**
 * Each route as a first visit: nothing stored and no cookie, but the dish and the language
 * choice when the route wants them (written from the page of the shop the profile is on).
 */
async function freshStart(visitor: Visitor, stored: { dish?: string; language?: Language }) {
  await visitor.context.clearCookies()
  const { page } = visitor
  const onTheShop = page.url().startsWith(baseUrl())
  if (!onTheShop && !stored.dish && !stored.language) return
  if (!onTheShop) await page.goto('/about')
  await page.evaluate(({ dish, language }) => {
    localStorage.clear()
    sessionStorage.clear()
    if (dish) localStorage.setItem('cart', JSON.stringify({ [dish]: 2 }))
    if (language) localStorage.setItem('i18nextLng', language)
  }, stored)
}

/**
 * The page has settled: every request of ours it made has been answered, its fonts are in, and
 * every picture it shows (or loads eagerly) is drawn.
 */
async function settled(visitor: Visitor) {
  const { page, inFlight } = visitor
  await expect
    .poll(() => inFlight.size, { message: 'requests still waiting for an answer' })
    .toBe(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      if (image.complete) return true
      const rect = image.getBoundingClientRect()
      const shown = rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0
      return image.loading === 'lazy' && !shown
    }),
  )
}

/** The layout shift the page has had so far without input (Chromium's own measure). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    // The buffered entries are handed over at once: takeRecords reads them without waiting.
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]
    observer.disconnect()
    return entries.reduce((total, entry) => total + (entry.hadRecentInput ? 0 : entry.value), 0)
  })

/** What sticks out past the viewport, for the failure message. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const rect = element.getBoundingClientRect()
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(rect.right)}`
      })
    return { scrollWidth: root.scrollWidth, clientWidth: width, wide }
  })
}

export async function expectNoSidewaysScroll(page: Page, label: string) {
  const found = await overflow(page)
  expect(
    found.scrollWidth,
    `${label}: ${found.scrollWidth} > ${found.clientWidth} (${found.wide.join(', ')})`,
  ).toBeLessThanOrEqual(found.clientWidth)
}

/** Dialogs and open menus at 320 px, each opened on the page it belongs to, one after another. */
const STATES: Record<string, [name: string, open: (page: Page) => Promise<void>][]> = {
  [PAGES.menu]: [
    [
      'product modal',
      async (page) => {
        await page.locator('.food-card__open').first().click()
        await page.getByRole('dialog').waitFor()
      },
    ],
  ],
  [PAGES.home]: [
    [
      'mobile menu',
      async (page) => {
        await page.locator('.navbar__burger').click()
        await page.locator('.navbar__mobile:not([hidden])').waitFor()
      },
    ],
  ],
  [PAGES.checkout]: [
    [
      'login dialog',
      async (page) => {
        await page.locator('.checkout-type__login').click()
        await page.getByRole('dialog').waitFor()
      },
    ],
    [
      'checkout errors',
      async (page) => {
        // The login dialog of the state before closes first.
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        // An empty submit marks every field: the messages must wrap, not widen the form.
        await page.locator('.checkout-mobile-bar button').click()
        await page.locator('[aria-invalid="true"]').first().waitFor()
      },
    ],
  ],
}

/** The bar's own height (navbar.css: min-height 4.25rem) plus its 1 px border. */
const ONE_LINE_PX = 4.25 * 16 + 1

/**
 * At 1280 px the whole header (logo, the six links, the admin's Manage link, language, cart,
 * account) stands on one line: a second line pushes every page down.
 */
async function expectHeaderOnOneLine(page: Page, who: 'guest' | 'admin', photo?: string) {
  const header = page.locator('header.navbar')
  await header.locator(who === 'admin' ? '.navbar__link--admin' : '.navbar__login').waitFor()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  if (photo) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true })
    await header.screenshot({ path: path.join(SCREENSHOTS, `${photo}.png`) })
  }
  const box = await header.boundingBox()
  expect(box!.height, 'the header’s height').toBeLessThanOrEqual(ONE_LINE_PX)
  // Every part of the bar shares one row: their vertical middles agree.
  const middles = await header
    .locator(
      '.navbar__logo, .navbar__link, .language__toggle, .navbar__cart, .navbar__login, .profile__toggle',
    )
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const rect = element.getBoundingClientRect()
          return Math.round(rect.top + rect.height / 2)
        }),
    )
  expect(middles.length).toBeGreaterThanOrEqual(who === 'admin' ? 11 : 10)
  expect(Math.max(...middles) - Math.min(...middles), 'the header’s rows').toBeLessThanOrEqual(4)
}

/** With JavaScript off, the server's page has its main content, title and links. */
async function expectWithoutJavaScript(
  visitor: Visitor,
  language: Language,
  route: Route,
  heading: string,
) {
  const { page } = visitor
  const label = `${route.url} in ${language} without JavaScript`
  const response = await page.goto(route.url)
  expect(response?.status(), label).toBe(200)
  expect(await page.evaluate(() => document.documentElement.lang), label).toBe(language)
  expect(await page.title(), label).toBe(ownTitle(language, route.title))
  const h1 = page.locator('main h1').first()
  expect(await h1.isVisible(), label).toBe(true)
  expect((await h1.textContent())?.trim(), label).toBe(heading)
  // The navbar and footer are there too, as links that work without a script.
  expect(await page.locator('footer a[href="/menu"]').count(), label).toBeGreaterThan(0)
}

/** With JavaScript off, the whole menu can be read: every dish, its description, price and options. */
async function expectWholeMenuWithoutJavaScript(page: Page) {
  const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
  const dishes = ((await list.json()) as MenuAnswer).data
  expect(dishes.length).toBeGreaterThan(10)
  await screenshot(page, 'no-javascript-menu')
  // textContent: cards far below are drawn only as they near the screen (content-visibility),
  // and innerText leaves out what is not drawn yet.
  const grid = (await page.locator('.food-grid').textContent()) ?? ''
  const details = page.locator('.menu-in-words')
  expect(await details.isVisible()).toBe(true)
  const words = await details.innerText()
  for (const dish of dishes) {
    const name = dish.nameEN || dish.name
    expect(grid, name).toContain(name)
    expect(words, name).toContain(name)
    if (dish.description) expect(words, name).toContain(dish.description)
  }
  const withOptions = dishes.filter((dish) => dish.options.length > 0)
  expect(withOptions.length).toBeGreaterThan(0)
  for (const dish of withOptions) {
    const article = details.locator('article', { hasText: dish.nameEN || dish.name }).first()
    const text = await article.innerText()
    for (const choice of dish.options.flatMap((group) => group.choices)) {
      expect(text, `${dish.name}: ${choice.label}`).toContain(choice.label)
    }
    expect(text).toMatch(/€\d/)
  }
  // Prices on the cards too, as the guest sees them.
  expect(grid).toMatch(/€\d/)
}

function expectNothingWentWrong(visitor: Visitor, label: string) {
  expect(visitor.problems, `what went wrong on ${label}`).toEqual([])
  expect(visitor.warnings, `warnings on ${label}`).toEqual([])
}

/**
 * One route, one visit, at one viewport in one language: every check the journeys make of it.
 * On a phone the same route is read with JavaScript off as well (`noScript`).
 */
async function checkRoute(
  visitor: Visitor,
  language: Language,
  viewport: Viewport,
  route: Route,
  dish: string,
  noScript: Visitor | undefined,
) {
  const { page } = visitor
  const label = `${route.url} in ${language} at ${viewport.width} px`
  await freshStart(visitor, {
    dish: route.withDish ? dish : undefined,
    language: route.chosenLanguage ? language : undefined,
  })
  forget(visitor)

  const response = await page.goto(route.url)
  // The app's own signal: hydrated, and in the guest's language (boot.tsx).
  await page.locator('html[data-live]').waitFor({ state: 'attached' })
  expect(response?.status(), label).toBe(route.url === NOT_FOUND ? 404 : 200)
  // The back office has no server's language: i18next names it as it starts.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { message: label })
    .toBe(language)
  await expect.poll(() => page.title(), { message: label }).toBe(ownTitle(language, route.title))
  await settled(visitor)

  // Hydration took the server's HTML over without a shift (on a first visit: the server cannot
  // know a cart kept on the device) and without fetching again what the HTML already holds.
  if (!route.withDish) {
    expect(await layoutShift(page), `layout shift on ${label}`).toBeLessThanOrEqual(0.02)
  }
  if (route.url === PAGES.home || route.url === PAGES.menu) {
    expect(
      visitor.calls.filter(
        (call) => call.startsWith('/api/food/list') || call.startsWith('/api/category'),
      ),
      `menu fetched again on ${label}`,
    ).toEqual([])
  }

  if (viewport.width === NARROW.width) {
    await screenshot(page, `reflow-${route.name}-${language}-320`)
    await expectNoSidewaysScroll(page, label)
    for (const [state, open] of STATES[route.url] ?? []) {
      await open(page)
      await screenshot(page, `reflow-${state.replace(/ /g, '-')}-${language}-320`)
      await expectNoSidewaysScroll(page, `the ${state} on ${label}`)
    }
  } else {
    await screenshot(page, `${route.name}-${language}-${viewport.width}`)
  }

  if (viewport.width === DESKTOP.width) {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
    expect(violations, `axe on ${label}`).toEqual([])
    await expectHeaderOnOneLine(
      page,
      'guest',
      route.url === PAGES.home ? `header-1280-${language}-guest` : undefined,
    )
  }

  if (viewport.width === PHONE.width) {
    // Live: a control of the app's own answers (the phone's menu opens).
    const toggle = page.locator('.navbar__burger')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: label }).toBe('true')
  }
  expectNothingWentWrong(visitor, label)

  const heading = HEADINGS[route.url]?.[language]
  if (noScript && heading && !route.withDish) {
    forget(noScript)
    await expectWithoutJavaScript(noScript, language, route, heading)
    if (route.url === PAGES.menu && language === 'en') {
      await expectWholeMenuWithoutJavaScript(noScript.page)
    }
    expectNothingWentWrong(noScript, `${route.url} without JavaScript`)
  }
}

/**
 * The sweep of one language: every route at 320 px, 390 px and 1280 px, each in one visit.
 * A file per language (sweep-en/vi/sk.e2e.ts), so that journey workers can share them.
 */
export function sweep(language: Language) {
  let browser: Browser
  let dish: string
  beforeAll(async () => {
    browser = await launch()
    dish = await dishWithoutOptions()
  })
  afterAll(() => browser?.close())

  it('covers every page of the shop', () => {
    expect(ROUTES.map((route) => route.url)).toEqual(
      expect.arrayContaining([...Object.values(PAGES), NOT_FOUND]),
    )
    expect(Object.keys(HEADINGS).sort()).toEqual([...PUBLIC_PAGES].sort())
  })

  for (const viewport of [NARROW, PHONE, DESKTOP]) {
    describe(`at ${viewport.width} px in ${language}`, () => {
      let visitor: Visitor | undefined
      let noScript: Visitor | undefined
      beforeAll(async () => {
        visitor = await openVisitor(browser, language, viewport)
        // The phone's visit is read without JavaScript too, in a profile of its own.
        if (viewport === PHONE) noScript = await openVisitor(browser, language, PHONE, false)
      })
      afterAll(async () => {
        await visitor?.context.close()
        await noScript?.context.close()
      })

      const routes = viewport === PHONE ? [...ROUTES, ...EMPTY_CART_ROUTES] : ROUTES
      it.each(routes.map((route) => [route.name, route.url, route] as const))(
        '%s (%s)',
        async (_name, _url, route) => {
          await checkRoute(visitor!, language, viewport, route, dish, noScript)
        },
      )

      if (viewport === NARROW && language === 'en') {
        // Not a guest's page and not the app (no hydration to wait for), but read on any screen
        // by whoever writes a client: its long paths must wrap.
        it('the API description page does not scroll sideways', async () => {
          forget(visitor!)
          await visitor!.page.goto('/api/docs')
          await expectNoSidewaysScroll(visitor!.page, '/api/docs')
          expect(visitor!.problems, 'what went wrong on /api/docs').toEqual([])
        })
      }

      if (viewport === DESKTOP) {
        it('the header fits on one line for an admin', async () => {
          const { context, page } = await newShopper(browser, { language, viewport: DESKTOP })
          await logInAs(context, ADMIN.email, ADMIN.password)
          await page.goto(PAGES.home)
          await expectHeaderOnOneLine(page, 'admin', `header-1280-${language}-admin`)
          await context.close()
        })
      }
    })
  }
}
