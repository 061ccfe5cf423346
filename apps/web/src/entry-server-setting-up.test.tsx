// @vitest-environment node
import { DEFAULT_RESTAURANT_LEGAL, DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { describe, expect, it } from 'vitest'
import { paths } from './config/paths'
import { createPageRenderer } from './entry-server'
import type { Language } from './i18n/languages'

// Issue 21 §5: a new restaurant with an empty menu, as the server renders its pages for a guest
// without JavaScript: a word that it is getting ready, not an empty menu around nothing.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Quán</title><meta name="description" content="x" /></head>
  <body><div id="root"></div></body>
</html>`

const render = createPageRenderer({
  template: TEMPLATE,
  manifest: {},
  origin: 'https://quan.example',
})

const page = (path: string, language: Language) =>
  render({
    path,
    language,
    data: {
      foods: [],
      categories: [],
      restaurant: DEMO_RESTAURANT,
      legal: DEFAULT_RESTAURANT_LEGAL,
    },
  })

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('an empty menu rendered on the server', () => {
  it.each([
    ['en', 'We are getting ready', 'Come back soon'],
    ['vi', 'Chúng tôi đang chuẩn bị', 'Hãy quay lại sớm'],
    ['sk', 'Pripravujeme sa', 'Príďte čoskoro znova'],
  ] as const)('says the restaurant is getting ready, in %s', async (language, title, text) => {
    for (const path of [paths.home, paths.menu]) {
      const html = await page(path, language)
      expect(html).toMatch(new RegExp(`<h2 id="getting-ready-title">${title}</h2>`))
      expect(visibleText(html)).toContain(text)
    }
  })

  it('leaves out the menu’s search, categories, filters and empty grids', async () => {
    const menu = await page(paths.menu, 'en')
    expect(menu).not.toContain('type="search"')
    expect(menu).not.toContain('menu-bar')
    expect(menu).not.toContain('menu-filters')
    expect(menu).not.toContain('food-grid')
    const home = await page(paths.home, 'en')
    expect(home).not.toContain('food-grid')
    expect(home).not.toContain('class="explore container"')
  })
})
