import type { MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launch, newShopper, screenshot } from '../support'

/** WCAG 1.4.10: at 320 CSS px nothing may need a sideways scroll. */
const NARROW = { width: 320, height: 640 }

const PAGES = [
  ['home', '/'],
  ['menu', '/menu'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['reservation', '/reservation'],
  ['cart', '/cart'],
  ['checkout', '/order'],
  ['my-orders', '/myorders'],
  ['track', '/track-order'],
  ['not-found', '/no-such-page'],
] as const

/** Dialogs and open menus, each opened from the page it belongs to. */
const STATES: [name: string, url: string, open: (page: Page) => Promise<void>][] = [
  [
    'product modal',
    '/menu',
    async (page) => {
      await page.locator('.food-card__open').first().click()
      await page.getByRole('dialog').waitFor()
    },
  ],
  [
    'mobile menu',
    '/',
    async (page) => {
      await page.locator('.navbar__burger').click()
      await page.locator('.navbar__mobile:not([hidden])').waitFor()
    },
  ],
  [
    'login dialog',
    '/order',
    async (page) => {
      await page.locator('.checkout-type__login').click()
      await page.getByRole('dialog').waitFor()
    },
  ],
  [
    'checkout errors',
    '/order',
    async (page) => {
      // An empty submit marks every field: the messages must wrap, not widen the form.
      await page.locator('.checkout-mobile-bar button').click()
      await page.locator('[aria-invalid="true"]').first().waitFor()
    },
  ],
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Puts one dish without options in the cart, so the cart and checkout show what a guest sees. */
async function fillCart(page: Page) {
  await page.goto('/menu')
  const list = await page.request.get('/api/food/list?forUser=true')
  const dish = ((await list.json()) as MenuAnswer).data.find(
    (food) => food.status === 'active' && food.options.length === 0,
  )!
  await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })), dish._id)
}

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

async function expectNoSidewaysScroll(page: Page, label: string) {
  const found = await overflow(page)
  expect(
    found.scrollWidth,
    `${label}: ${found.scrollWidth} > ${found.clientWidth} (${found.wide.join(', ')})`,
  ).toBeLessThanOrEqual(found.clientWidth)
}

/**
 * Every public page, and the dialogs and menus opened on them, at 320 px in each language: the
 * document is never wider than the window (WCAG 1.4.10 Reflow).
 */
describe.each(['en', 'vi', 'sk'] as const)('at 320 px in %s', (language) => {
  it.each(PAGES)('%s (%s) does not scroll sideways', async (name, url) => {
    const { context, page, expectRefusal } = await newShopper(browser, {
      language,
      viewport: NARROW,
    })
    // The not-found page is answered 404 on purpose.
    if (name === 'not-found') expectRefusal({ path: url, status: 404 })
    if (name === 'cart' || name === 'checkout') await fillCart(page)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await screenshot(page, `reflow-${name}-${language}-320`)
    await expectNoSidewaysScroll(page, `${url} in ${language}`)
    await context.close()
  })

  it.each(STATES)('the %s (on %s) does not scroll sideways', async (name, url, open) => {
    const { context, page } = await newShopper(browser, { language, viewport: NARROW })
    if (url === '/order') await fillCart(page)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await open(page)
    await screenshot(page, `reflow-${name.replace(/ /g, '-')}-${language}-320`)
    await expectNoSidewaysScroll(page, `${name} on ${url} in ${language}`)
    await context.close()
  })
})

// Not a guest's page and not the app (no hydration to wait for), but read on any screen by
// whoever writes a client: its long paths must wrap.
describe('the API description page at 320 px', () => {
  it('does not scroll sideways', async () => {
    const context = await browser.newContext({ viewport: NARROW, baseURL: baseUrl() })
    const page = await context.newPage()
    await page.goto('/api/docs')
    await expectNoSidewaysScroll(page, '/api/docs')
    await context.close()
  })
})
