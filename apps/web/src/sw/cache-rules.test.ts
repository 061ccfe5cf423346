import { describe, expect, it } from 'vitest'
import {
  buildName,
  cacheRuleFor,
  isCheckout,
  mayTakeOver,
  pageCacheOf,
  type CacheRule,
} from './cache-rules'

// Issue 24 §1: which of the shop's requests the service worker keeps, and how; and when a new
// version takes over.

const ORIGIN = 'https://shop.example'
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode })
const page = (path: string) => get(path, 'navigate')

describe('cacheRuleFor', () => {
  it.each<[string, ReturnType<typeof get>, CacheRule]>([
    // The menu and the shop's facts: stale-while-revalidate.
    ['the menu', get('/api/food/list?forUser=true'), 'menu-data'],
    ['the categories', get('/api/category'), 'menu-data'],
    ['the shop’s settings', get('/api/config'), 'menu-data'],
    ['the restaurant', get('/api/restaurant'), 'menu-data'],
    ['its legal texts', get('/api/restaurant/legal'), 'menu-data'],
    // Pictures: stale-while-revalidate with a cap.
    ['a dish’s card', get('/images/pho-bo-480.webp', 'no-cors'), 'picture'],
    ['the logo’s icon', get('/images/0123abcd-192.png', 'no-cors'), 'picture'],
    // Public pages: network first, the kept copy offline.
    ['the home page', page('/'), 'page'],
    ['the menu page', page('/menu'), 'page'],
    ['a filtered menu', page('/menu?diet=vegan'), 'page'],
    ['the checkout page', page('/order'), 'page'],
    ['the terms', page('/terms/'), 'page'],
  ])('keeps %s', (_what, request, rule) => {
    expect(cacheRuleFor(request, ORIGIN)).toBe(rule)
  })

  it.each<[string, ReturnType<typeof get>]>([
    ['the back office’s API', get('/api/admin/orders')],
    ['the back office’s menu', get('/api/admin/foods')],
    ['the back office’s page', page('/admin')],
    ['the login', { ...get('/api/user/login'), method: 'POST' }],
    ['the account', get('/api/user/me')],
    ['the customer’s data', get('/api/user/data')],
    ['saved addresses', get('/api/user/addresses')],
    ['an order placed', { ...get('/api/order/place'), method: 'POST' }],
    ['a cart change', { ...get('/api/cart/add'), method: 'POST' }],
    ['the tracking of an order', { ...get('/api/orders/track'), method: 'POST' }],
    ['the live tracking stream', get('/api/orders/track/stream?code=QN1&phone=0901')],
    ['the track page', page('/track-order?code=QN123456')],
    ['my orders', page('/myorders')],
    ['the push key', get('/api/push/key')],
    ['a receipt', get('/api/orders/QN123456/receipt')],
    ['an unknown page', page('/no-such-page')],
    [
      'a picture of another site',
      { ...get('/images/x.webp'), url: 'https://cdn.example/images/x.webp' },
    ],
    [
      'a menu of another site',
      { ...get('/api/food/list'), url: 'https://other.example/api/food/list' },
    ],
    ['a page’s script asked for as a page', get('/menu')],
    ['the manifest', get('/manifest.webmanifest')],
    ['the service worker itself', get('/sw.js')],
    ['a picture’s path with more in it', get('/images/a/../../api/admin/orders')],
  ])('never keeps %s', (_what, request) => {
    expect(cacheRuleFor(request, ORIGIN)).toBe('network-only')
  })

  it('keeps nothing but GET, whatever the address', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      expect(cacheRuleFor({ ...get('/api/food/list'), method }, ORIGIN)).toBe('network-only')
      expect(cacheRuleFor({ ...page('/menu'), method }, ORIGIN)).toBe('network-only')
    }
  })
})

describe('a new version takes over', () => {
  const at = (path: string) => ({ url: `${ORIGIN}${path}` })

  const build = new Set([`${ORIGIN}/assets/index-a1.js`, `${ORIGIN}/assets/boot-b2.js`])
  const ownPage = (path: string) => ({
    url: `${ORIGIN}${path}`,
    scripts: [`${ORIGIN}/assets/index-a1.js`],
  })

  it('for a page of its own build that is not the checkout', () => {
    expect(mayTakeOver(ownPage('/menu'), [at('/menu'), at('/about')], build)).toBe(true)
  })

  it('never while a window is on the checkout, nor for the checkout itself', () => {
    expect(mayTakeOver(ownPage('/menu'), [at('/menu'), at('/order')], build)).toBe(false)
    expect(mayTakeOver(ownPage('/order'), [at('/order')], build)).toBe(false)
    expect(isCheckout(`${ORIGIN}/order/?step=2`)).toBe(true)
  })

  it('never for a page of another build (a kept copy answered offline names the older scripts)', () => {
    const older = { url: `${ORIGIN}/menu`, scripts: [`${ORIGIN}/assets/index-zz.js`] }
    expect(mayTakeOver(older, [at('/menu')], build)).toBe(false)
    const mixed = { ...older, scripts: [...older.scripts, `${ORIGIN}/assets/index-a1.js`] }
    expect(mayTakeOver(mixed, [at('/menu')], build)).toBe(false)
    expect(mayTakeOver({ url: `${ORIGIN}/menu`, scripts: [] }, [at('/menu')], build)).toBe(false)
  })
})

describe('the kept pages of a build', () => {
  it('are kept apart from another build’s, whose pages name other scripts', () => {
    const build = ['assets/index-a1.js', 'assets/boot-b2.js']
    expect(pageCacheOf(buildName(build))).toBe(pageCacheOf(buildName([...build])))
    expect(buildName(build)).not.toBe(buildName(['assets/index-a1.js', 'assets/boot-c3.js']))
    expect(pageCacheOf(buildName(build))).toMatch(/^quan-pages-[0-9a-z]+$/)
  })
})
