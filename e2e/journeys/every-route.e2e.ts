import AxeBuilder from '@axe-core/playwright'
import type { MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launch, newShopper, PHONE, screenshot } from '../support'

const ROUTES = [
  ['home', '/'],
  ['menu', '/menu'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['reservation', '/reservation'],
  ['cart', '/cart'],
  ['checkout', '/order'],
  ['my-orders', '/myorders'],
  ['track', '/track-order'],
  ['admin', '/admin'],
  ['not-found', '/no-such-page'],
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/**
 * Journey 5: every route in every language passes an axe scan (WCAG 2 A and AA rules), and is
 * photographed at 390 px and 1280 px into test-results/screenshots.
 */
describe.each(['en', 'vi', 'sk'] as const)('every route in %s', (language) => {
  it.each(ROUTES)('%s (%s) is accessible and photographed', async (name, url) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, expectRefusal } = await newShopper(browser, { language, viewport })
      // The not-found page is answered 404 on purpose.
      if (name === 'not-found') expectRefusal({ path: url, status: 404 })
      // The cart has a dish, so the cart and checkout screens show what a guest sees there.
      if (name === 'cart' || name === 'checkout') {
        await page.goto('/menu')
        const list = await page.request.get('/api/food/list?forUser=true')
        const dish = ((await list.json()) as MenuAnswer).data.find(
          (food) => food.status === 'active' && food.options.length === 0,
        )!
        await page.evaluate(
          (id) => localStorage.setItem('cart', JSON.stringify({ [id]: 2 })),
          dish._id,
        )
      }
      const response = await page.goto(url)
      expect(response?.status()).toBe(name === 'not-found' ? 404 : 200)
      await page.waitForLoadState('networkidle')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      const title = await page.title()
      expect(title.length).toBeGreaterThan(0)
      await screenshot(page, `${name}-${language}-${viewport.width}`)
      if (viewport === DESKTOP) {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        const problems = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        )
        expect(problems, `${url} in ${language}`).toEqual([])
      }
      await context.close()
    }
  })
})
