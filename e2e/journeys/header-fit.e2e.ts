import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN } from '../global-setup'
import { DESKTOP, launch, logInAs, newShopper } from '../support'
import fs from 'node:fs'
import path from 'node:path'
import { SCREENSHOTS } from '../support'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** The bar's own height (navbar.css: min-height 4.25rem) plus its 1 px border. */
const ONE_LINE_PX = 4.25 * 16 + 1

/**
 * At 1280 px the whole header (logo, the six links, the admin's Manage link, language, cart,
 * account) stands on one line in every language: a second line pushes every page down.
 */
describe('the header at 1280 px', () => {
  for (const language of ['vi', 'en', 'sk'] as const) {
    for (const who of ['guest', 'admin'] as const) {
      it(`fits on one line in ${language} for a ${who}`, async () => {
        const { context, page } = await newShopper(browser, { language, viewport: DESKTOP })
        if (who === 'admin') await logInAs(context, ADMIN.email, ADMIN.password)
        await page.goto('/')
        const header = page.locator('header.navbar')
        if (who === 'admin') {
          await header.locator('.navbar__link--admin').waitFor()
        } else {
          await header.locator('.navbar__login').waitFor()
        }
        await page.evaluate(() => document.fonts.ready)
        fs.mkdirSync(SCREENSHOTS, { recursive: true })
        await header.screenshot({
          path: path.join(SCREENSHOTS, `header-1280-${language}-${who}.png`),
        })
        const box = await header.boundingBox()
        expect(box!.height).toBeLessThanOrEqual(ONE_LINE_PX)
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
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4)
        await context.close()
      })
    }
  }
})
