import type { MenuAnswer } from '@quan/domain'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launch, PHONE } from '../support'

// Issue 9: the browser takes over the server's HTML without throwing it away (React reports
// every mismatch as an error), without a layout shift, and without fetching again what the HTML
// already holds. A first visit to each page in each language is part of the sweep
// (sweep-checks.ts); here a returning guest with a cart and a language chosen on this device,
// and a tap before the page is live.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Console errors and warnings, page errors, and the API calls the page made. */
function watch(page: Page) {
  const problems: string[] = []
  const calls: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`)
  })
  return { problems, calls }
}

describe('a returning guest', () => {
  it('gets their cart and their own language after hydration, without an error', async () => {
    const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    const dish = ((await list.json()) as MenuAnswer).data.find(
      (food) => food.status === 'active' && food.options.length === 0,
    )!
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      locale: 'en-GB',
    })
    try {
      // Chosen on this device before the server rendered pages: in local storage, no cookie.
      await context.addInitScript((id) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1')
          localStorage.setItem('i18nextLng', 'sk')
          localStorage.setItem('cart', JSON.stringify({ [id]: 2 }))
        }
      }, dish._id)
      const page = await context.newPage()
      const { problems } = watch(page)
      await page.goto('/cart')
      // The app takes the page over and switches to the guest's language as it does: on two busy
      // cores that takes more than a poll's default second.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 })
        .toBe('sk')
      await expect
        .poll(() => page.locator('.cart-table tbody tr').count(), { timeout: 15_000 })
        .toBe(1)
      expect(problems).toEqual([])
      // The choice now travels as a cookie: the next page comes from the server in Slovak.
      const cookies = await context.cookies()
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('sk')
      const next = await page.request.get('/menu')
      expect(await next.text()).toContain('<html lang="sk"')
    } finally {
      await context.close()
    }
  })
})

// Issue 19 §2.6: on a throttled phone the page goes live seconds after it shows; a tap on a
// dish meanwhile did nothing, without a sign.
describe('a tap before the page is live', () => {
  it('is marked at once and opens the dish once the page is live; a link works meanwhile', async () => {
    const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    const dish = ((await list.json()) as MenuAnswer).data.find((food) => food.status === 'active')!
    const name = dish.nameEN.trim() || dish.name
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      locale: 'en-GB',
    })
    try {
      const page = await context.newPage()
      const { problems } = watch(page)
      // The app arrives late, as on a slow network; released by the test.
      let release = () => {}
      const arrived = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/boot-*.js', async (route) => {
        await arrived
        await route.continue()
      })
      await page.goto('/menu', { waitUntil: 'domcontentloaded' })
      const open = page.getByRole('button', { name, exact: true })
      await open.click()
      expect(await open.getAttribute('data-tapped')).toBe('')
      expect(await page.locator('html[data-live]').count()).toBe(0)
      release()
      await page.getByRole('dialog', { name }).waitFor()
      expect(await open.getAttribute('data-tapped')).toBeNull()
      expect(problems).toEqual([])

      // A plain link needs no app: it works before the page is live.
      let releaseAgain = () => {}
      const arrivedAgain = new Promise<void>((resolve) => (releaseAgain = resolve))
      await page.unroute('**/assets/boot-*.js')
      await page.route('**/assets/boot-*.js', async (route) => {
        await arrivedAgain
        await route.continue()
      })
      await page.goto('/menu', { waitUntil: 'domcontentloaded' })
      await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click()
      await page.waitForURL('**/contact')
      releaseAgain()
    } finally {
      await context.close()
    }
  })
})
