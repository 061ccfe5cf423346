import { describe, expect, it } from 'vitest'
import { BROWSER_ONLY_PAGES, PAGES, PUBLIC_PAGES } from './pages'

describe('the shop pages', () => {
  it('gives each page a path of its own', () => {
    const paths = Object.values(PAGES)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.every((path) => path === '/' || /^\/[a-z-]+$/.test(path))).toBe(true)
  })

  it('lists every page a guest opens, and the back office only for the browser', () => {
    expect(BROWSER_ONLY_PAGES).toEqual(['/admin'])
    expect(PUBLIC_PAGES).toEqual([
      '/',
      '/menu',
      '/about',
      '/contact',
      '/reservation',
      '/cart',
      '/order',
      '/myorders',
      '/track-order',
      '/terms',
      '/privacy',
      '/allergens',
    ])
  })
})
