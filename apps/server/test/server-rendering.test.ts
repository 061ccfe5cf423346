import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../src/plugins/security'
import { NOT_FOUND_PATH } from '../src/modules/pages/web-app'
import { loginAdmin } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { buildAppOnSameDatabase } from './same-database'
import { insertTestFoods } from './seed'

// Pages rendered on the server (issue 9), with a stand-in for the web app's renderer laid out as
// a build is (fixtures/rendered): which language a page is rendered in, that a page is rendered
// once per menu and language, and anew after a menu change, here or on another instance. The
// real renderer's HTML is checked in apps/web (entry-server.test.tsx) and by the journeys.

const webDir = fileURLToPath(new URL('./fixtures/rendered/dist', import.meta.url))

declare global {
  var quanTestRenders: { path: string; language: string }[] | undefined
}
const renders = () => globalThis.quanTestRenders ?? []

let t: TestApp
let admin: string
/** This file's shop, on a fresh database, with one dish and the admin logged in. */
async function start({ postgres = false } = {}) {
  t = await buildTestApp({ webDir, captureLogs: true, postgres })
  await insertTestFoods(t.db, [{ _id: 'food-1', name: 'Phở bò', category: 'Noodles' }])
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())
beforeEach(() => {
  globalThis.quanTestRenders = []
})

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers })

const renameDish = (name: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/food/edit/food-1',
    headers: { token: admin },
    payload: { name, sku: 'PHO-001', category: 'Noodles', price: 9.5 },
  })

describe('a page rendered on the server', () => {
  it('holds the menu and categories, in the language the browser asks for', async () => {
    const response = await get('/menu', { 'accept-language': 'sk-SK,sk;q=0.9,en;q=0.8' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-language']).toBe('sk')
    expect(response.headers.vary).toContain('Cookie')
    expect(response.headers.vary).toContain('Accept-Language')
    expect(response.body).toContain('<html lang="sk">')
    expect(response.body).toContain('<li>Phở bò</li>')
    expect(response.body).toContain('<ul class="categories"><li>Noodles</li></ul>')
    // Schema.org's addresses are the configured one, never a request's Host header.
    expect(response.body).toContain('<p class="origin">http://localhost:3000</p>')
    expect(response.body).toContain('<p class="manifest">1</p>')
  })

  it("takes the guest's chosen language (the cookie) over the browser's, and English last", async () => {
    const chosen = await get('/menu', { cookie: 'a=1; lang=vi', 'accept-language': 'sk' })
    expect(chosen.body).toContain('<html lang="vi">')
    // A chosen language the shop does not have is English (SPEC §1), as the browser reads it
    // from local storage, not the browser's language (issue 19 §3).
    const unknown = await get('/menu', { cookie: 'lang=xx', 'accept-language': 'vi' })
    expect(unknown.body).toContain('<html lang="en">')
    const neither = await get('/menu', { 'accept-language': 'de-DE' })
    expect(neither.body).toContain('<html lang="en">')
  })

  it('is rendered once per path and language, however many ask at once', async () => {
    await renameDish('Phở bò tái') // a fresh menu: nothing rendered from it yet
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/about', { 'accept-language': 'en' })),
    )
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    await get('/about', { 'accept-language': 'vi' })
    await get('/about/', { 'accept-language': 'en' })
    await get('/about?utm_source=mail', { 'accept-language': 'en' })
    expect(renders()).toEqual([
      { path: '/about', language: 'en' },
      { path: '/about', language: 'vi' },
    ])
  })

  it('is rendered anew after the menu changes, with the change in it', async () => {
    await get('/', { 'accept-language': 'en' })
    expect((await renameDish('Phở gà')).statusCode).toBe(200)
    const after = await get('/', { 'accept-language': 'en' })
    expect(after.body).toContain('<li>Phở gà</li>')
    expect(renders()).toHaveLength(2)
  })

  it('renders one not-found page for every unknown path, answered with a 404', async () => {
    const first = await get('/no-such-page', { 'accept-language': 'en' })
    const second = await get('/other/missing?x=1', { 'accept-language': 'en' })
    expect(first.statusCode).toBe(404)
    expect(second.statusCode).toBe(404)
    expect(second.body).toContain(`data-path="${NOT_FOUND_PATH}"`)
    expect(renders()).toEqual([{ path: NOT_FOUND_PATH, language: 'en' }])
  })

  it('leaves the back office to the browser', async () => {
    const response = await get('/admin', { 'accept-language': 'vi' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root"></div>')
    expect(renders()).toEqual([])
  })

  it('gives the back office the owner’s colours too, and renders pages anew when the look changes (issue 21 §2)', async () => {
    await get('/about', { 'accept-language': 'en' })
    const before = await get('/admin')
    expect(before.body).toContain('<style id="brand-tones">:root{--brand:#b5371b;')

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant/look',
      headers: { token: admin },
      payload: { brandColour: '#1a7f37', logo: null, banner: null },
    })
    expect(saved.statusCode).toBe(200)

    const after = await get('/admin')
    expect(after.body).toContain('<style id="brand-tones">:root{--brand:#1a7f37;')
    expect(after.body.indexOf('brand-tones')).toBeLessThan(after.body.indexOf('</head>'))
    globalThis.quanTestRenders = []
    await get('/about', { 'accept-language': 'en' })
    expect(renders()).toEqual([{ path: '/about', language: 'en' }])
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant/look',
      headers: { token: admin },
      payload: { brandColour: '#b5371b', logo: null, banner: null },
    })
  })

  it('is sent compressed to a browser that takes it, compressed once', async () => {
    const plain = await get('/contact', { 'accept-language': 'en' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await get('/contact', { 'accept-language': 'en', 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await get('/contact', { 'accept-language': 'en', 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(renders()).toHaveLength(1)
  })

  it("sends the build's compressed copies of its scripts", async () => {
    const plain = await get('/assets/app-5e1d2c.js')
    const br = await get('/assets/app-5e1d2c.js', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('is never rendered from what a request brings: hostile cookies, headers or a track link', async () => {
    const hostile = [
      { cookie: 'lang=../../etc', 'accept-language': 'x'.repeat(4000) },
      { cookie: 'lang=vi; lang=<script>', 'accept-language': '*;q=1, sk;q=0' },
      { cookie: `lang=${'v'.repeat(3000)}`, 'accept-language': 'en;q=abc' },
    ]
    for (const headers of hostile) {
      const response = await get('/track-order?code=AB123456&phone=0901234567', headers)
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('0901234567')
      expect(response.body).not.toContain('<script>')
    }
    // The path alone reaches the renderer, in one of the three languages: the cache stays small.
    expect(renders().every(({ path }) => path === '/track-order')).toBe(true)
    expect(new Set(renders().map(({ language }) => language)).size).toBeLessThanOrEqual(3)
  })

  it('renders the menu with its allergen and diet filter, in one spelling (issue 12 §2)', async () => {
    await renameDish('Phở bò lọc') // a fresh menu
    const spellings = [
      '/menu?without=milk,peanuts&tag=vegan',
      '/menu?tag=vegan&without=peanuts&without=milk',
      '/menu?without=peanuts,milk,garlic&tag=vegan&utm_source=mail',
    ]
    for (const url of spellings) {
      const response = await get(url, { 'accept-language': 'en' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('data-path="/menu?without=peanuts,milk&amp;tag=vegan"')
    }
    // A query that is no filter at all is the plain menu.
    await get('/menu?utm_source=mail&without=garlic', { 'accept-language': 'en' })
    expect(renders()).toEqual([
      { path: '/menu?without=peanuts,milk&tag=vegan', language: 'en' },
      { path: '/menu', language: 'en' },
    ])
  })

  it('keeps only so many filtered menus, so a flood of combinations costs no memory', async () => {
    await renameDish('Phở bò nhiều') // a fresh menu
    const allergens = ['gluten', 'eggs', 'fish', 'peanuts', 'soy', 'milk']
    // 63 combinations, more than the 48 kept.
    for (let mask = 1; mask < 64; mask++) {
      const without = allergens.filter((_, bit) => mask & (1 << bit)).join(',')
      await get(`/menu?without=${without}`, { 'accept-language': 'en' })
    }
    const first = renders().length
    expect(first).toBe(63)
    // The last ones asked are still kept; the first ones were let go and render again.
    await get('/menu?without=milk,soy,peanuts,fish,eggs,gluten', {
      'accept-language': 'en',
    })
    expect(renders()).toHaveLength(first)
    await get('/menu?without=gluten', { 'accept-language': 'en' })
    expect(renders()).toHaveLength(first + 1)
  })

  it('answers HEAD without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/contact' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })

  it("does not serve the build's manifest", async () => {
    const response = await get('/.vite/manifest.json')
    expect(response.body).not.toContain('isEntry')
  })

  it('falls back to the browser app when a render fails, logs it, and tries again next time', async () => {
    await renameDish('Explodes on the server')
    const failed = await get('/menu', { 'accept-language': 'en' })
    expect(failed.statusCode).toBe(200)
    expect(failed.body).toContain('<div id="root"></div>')
    expect(t.logs.some((line) => line.msg === 'server rendering failed')).toBe(true)
    await get('/menu', { 'accept-language': 'en' })
    expect(renders()).toHaveLength(2)
    await renameDish('Phở bò')
  })
})

describe('on several instances', () => {
  // Two pools on one database, which SQLite in memory cannot be: this block's shop is on
  // PostgreSQL in any case (TEST_DATABASE_URL's, or the run's own: test/services.ts).
  let fileShop: TestApp
  beforeAll(async () => {
    fileShop = t
    await start({ postgres: true })
  })
  afterAll(async () => {
    await t.close()
    t = fileShop
    admin = await loginAdmin(t.app)
  })
  it('renders a page anew after a menu edit made on another instance', async () => {
    const other = await buildAppOnSameDatabase(t, { WEB_DIR: webDir }, { ownPool: true })
    try {
      expect((await get('/menu', {}, other)).body).toContain('<li>Phở bò</li>')
      expect((await renameDish('Phở chay')).statusCode).toBe(200)
      const deadline = Date.now() + 2_000
      let body = ''
      while (Date.now() < deadline) {
        body = (await get('/menu', {}, other)).body
        if (body.includes('Phở chay')) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(body).toContain('<li>Phở chay</li>')
    } finally {
      await other.close()
    }
  })
})

describe('a flood of filtered menus (issue 19 §1.5)', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await buildTestApp({ webDir, env: { RATE_LIMITS: 'on' } })
    await insertTestFoods(limited.db, [{ _id: 'food-1', name: 'Phở bò', category: 'Noodles' }])
  })
  afterAll(() => limited.close())

  const ask = (url: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { 'accept-language': 'en' },
    })
  const renderedAt = (body: string) => /data-path="([^"]*)"/.exec(body)![1]!.replace(/&amp;/g, '&')
  const allergens = ['gluten', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'celery']
  const filters = Array.from({ length: 127 }, (_, index) => {
    const mask = index + 1
    return `/menu?without=${allergens.filter((_, bit) => mask & (1 << bit)).join(',')}`
  })

  it('renders only so many new ones per address a minute, then answers with the plain menu', async () => {
    const { max } = RATE_LIMITS.filteredMenuRender
    const flood = '203.0.113.7'
    for (const url of filters.slice(0, max)) {
      const page = await ask(url, flood)
      expect(page.statusCode).toBe(200)
      expect(renderedAt(page.body)).not.toBe('/menu')
    }
    expect(renders()).toHaveLength(max)

    // Over the limit: the plain menu's page, rendered once and kept; the browser applies the
    // filter in the address once the page is live.
    for (const url of filters.slice(max, max + 30)) {
      const page = await ask(url, flood)
      expect(page.statusCode).toBe(200)
      expect(renderedAt(page.body)).toBe('/menu')
    }
    expect(renders().slice(max)).toEqual([{ path: '/menu', language: 'en' }])

    // A filtered menu already rendered costs nothing, so it is still answered as asked.
    const kept = await ask(filters[0]!, flood)
    expect(renderedAt(kept.body)).toBe(filters[0])
  })

  it('still renders a filtered menu for a guest at another address', async () => {
    const guest = await ask(filters[100]!, '198.51.100.20')
    expect(guest.statusCode).toBe(200)
    expect(renderedAt(guest.body)).toBe(filters[100])
  })
})
