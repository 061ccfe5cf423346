import type { MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, failOnProblems, launch, PHONE, screenshot } from '../support'

// Issue 9: the server sends finished pages. With JavaScript off, every public page still shows
// its main content in the guest's language, and the whole menu, every dish's details, prices
// and options, can be read.

const PAGES = [
  ['/', { en: 'Order your favourite food here', vi: 'Đặt món ăn yêu thích của bạn tại đây' }],
  ['/menu', { en: 'Our menu', vi: 'Thực đơn' }],
  ['/about', { en: 'About us', vi: 'Giới thiệu' }],
  ['/contact', { en: 'Contact us', vi: 'Liên hệ với chúng tôi' }],
  ['/reservation', { en: 'Book a table', vi: 'Đặt bàn' }],
  ['/cart', { en: 'Your cart', vi: 'Giỏ hàng của bạn' }],
  ['/order', { en: 'Checkout', vi: 'Thanh toán' }],
  ['/myorders', { en: 'My orders', vi: 'Đơn hàng của tôi' }],
  ['/track-order', { en: 'Track your order', vi: 'Theo dõi đơn hàng' }],
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

async function withoutJavaScript(language: 'en' | 'vi') {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    viewport: PHONE,
    // The browser asks for its own language; no cookie, no stored choice: a first visit.
    locale: language === 'vi' ? 'vi-VN' : 'en-GB',
  })
  const page = await context.newPage()
  failOnProblems(context, page)
  return { context, page }
}

describe('a guest with JavaScript turned off', () => {
  it.each(['en', 'vi'] as const)(
    'finds the main content of every public page (%s)',
    async (language) => {
      const { context, page } = await withoutJavaScript(language)
      try {
        for (const [path, headings] of PAGES) {
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(200)
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language)
          const heading = page.locator('main h1').first()
          expect(await heading.isVisible(), path).toBe(true)
          expect((await heading.textContent())?.trim(), path).toBe(headings[language])
          // The navbar and footer are there too, as links that work without a script.
          expect(await page.locator('footer a[href="/menu"]').count(), path).toBeGreaterThan(0)
        }
      } finally {
        await context.close()
      }
    },
  )

  it('reads the whole menu: every dish, its description, price and options', async () => {
    const list = await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    const dishes = ((await list.json()) as MenuAnswer).data
    expect(dishes.length).toBeGreaterThan(10)
    const { context, page } = await withoutJavaScript('en')
    try {
      await page.goto('/menu')
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
    } finally {
      await context.close()
    }
  })
})
