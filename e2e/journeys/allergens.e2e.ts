import { canBeOrderedWithout, type Food, type MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launch, newShopper, PHONE, screenshot } from '../support'

// Issue 12 §2: a guest filters out peanuts and milk, and every dish left is free of them; the
// modal names a dish's allergens in the guest's language; the server's HTML of the filtered
// menu already holds the same dishes, before any script runs.

let browser: Browser
let menu: Food[]
beforeAll(async () => {
  browser = await launch()
  const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
  menu = ((await list.json()) as MenuAnswer).data
})
afterAll(() => browser?.close())

/** The dishes a guest avoiding peanuts and milk may order, by their Slovak names. */
const safeInSlovak = () =>
  menu
    .filter((food) => canBeOrderedWithout(food, ['peanuts', 'milk']))
    .map((food) => food.nameSK)
    .sort()

describe('allergens on the menu', () => {
  it('a Slovak guest on a phone filters out peanuts and milk, and every dish left is free of them', async () => {
    const { context, page } = await newShopper(browser, { language: 'sk', viewport: PHONE })
    await page.goto('/menu')
    await page.getByText('Alergény a strava').click()
    await page.getByRole('checkbox', { name: 'Arašidy' }).check()
    await page.getByRole('checkbox', { name: 'Mlieko' }).check()
    await page.waitForURL(/without=peanuts,milk/)

    const safe = safeInSlovak()
    // The demo menu has dishes of both kinds, so the filter has something to do.
    expect(safe.length).toBeGreaterThan(5)
    expect(safe.length).toBeLessThan(menu.length)
    await expect
      .poll(() => page.locator('.food-grid .food-card__name').allTextContents())
      .toHaveLength(safe.length)
    const shown = (await page.locator('.food-grid .food-card__name').allTextContents()).sort()
    expect(shown).toEqual(safe)
    await expect
      .poll(() => page.locator('.menu-results__summary').textContent())
      .toContain(`${safe.length} z ${menu.length} jedál`)
    await screenshot(page, 'allergens-filter-sk-390')

    // The modal names them in Slovak, numbered as Slovak menus number them.
    await page.locator('.food-card__open', { hasText: 'Hovädzia polievka phở' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Alergény' }).textContent())
      .toContain('Ryby')
    await screenshot(page, 'allergens-modal-sk-390')
    await context.close()
  })

  it('the server’s HTML of the filtered menu holds the same dishes, with no script run', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: PHONE,
      locale: 'sk-SK',
    })
    const page = await context.newPage()
    await page.goto('/menu?without=milk,peanuts')
    const shown = (await page.locator('.food-grid .food-card__name').allTextContents())
      .map((name) => name.trim())
      .sort()
    expect(shown).toEqual(safeInSlovak())
    // Without a script the filter is a form the guest sends.
    expect(await page.getByRole('button', { name: 'Zobraziť jedlá' }).count()).toBe(1)
    await context.close()
  })
})
