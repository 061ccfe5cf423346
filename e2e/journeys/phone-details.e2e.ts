import type { MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newShopper, PHONE } from '../support'

// Issue 19 §2.7: small things a guest met on a phone (390 px wide).

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('on a phone', () => {
  it('the dish window’s close button stays in reach while the dish scrolls', async () => {
    const { context, page } = await newShopper(browser, { language: 'en', viewport: PHONE })
    const list = await page.request.get('/api/food/list?forUser=true')
    // The longest window: the dish with the most choices.
    const dish = ((await list.json()) as MenuAnswer).data
      .filter((food) => food.status === 'active')
      .sort((a, b) => b.options.length - a.options.length)[0]!
    await page.goto('/menu')
    await page.getByRole('button', { name: dish.nameEN.trim() || dish.name, exact: true }).click()
    const modal = page.getByRole('dialog')
    await modal.waitFor()
    const scrolled = await page.evaluate(() => {
      const window = document.querySelector<HTMLElement>('.product-modal')!
      window.scrollTop = window.scrollHeight
      return window.scrollTop
    })
    expect(scrolled, 'the window scrolls on a phone').toBeGreaterThan(100)
    const close = modal.getByRole('button', { name: 'Close', exact: true })
    expect(
      await close.evaluate((button) => {
        const box = button.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return box.top >= 0 && !!hit && button.contains(hit)
      }),
    ).toBe(true)
    await close.click()
    await modal.waitFor({ state: 'detached' })
    await context.close()
  })

  it('a card’s price range stays on one line', async () => {
    const { context, page } = await newShopper(browser, { language: 'sk', viewport: PHONE })
    await page.goto('/menu')
    const ranges = await page.evaluate(() =>
      [...document.querySelectorAll('.food-card__price strong')]
        .filter((price) => price.textContent?.includes(' - '))
        .map((price) => {
          const range = document.createRange()
          range.selectNodeContents(price)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          return `${price.textContent}: ${lines.size}`
        }),
    )
    expect(ranges.length, 'the demo menu has dishes with a price range').toBeGreaterThan(0)
    for (const range of ranges) expect(range).toMatch(/: 1$/)
    await context.close()
  })

  it('the track page’s code placeholder is written as it is, not in capitals', async () => {
    const { context, page } = await newShopper(browser, { language: 'en', viewport: PHONE })
    await page.goto('/track-order')
    const code = page.getByRole('textbox', { name: 'Order code' })
    const transform = await code.evaluate(
      (input) => getComputedStyle(input, '::placeholder').textTransform,
    )
    expect(transform).toBe('none')
    // What the guest types still shows in capitals, as it is sent.
    expect(await code.evaluate((input) => getComputedStyle(input).textTransform)).toBe('uppercase')
    await context.close()
  })
})
