import { fileURLToPath } from 'node:url'
import { DEMO_LEGAL } from '@quan/domain/restaurant/demo-legal'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'

// Issue 22 §2: the terms, privacy notice and allergen note, edited in Settings.

declare global {
  var quanTestRenders: { path: string; language: string }[] | undefined
}

const webDir = fileURLToPath(new URL('../../../test/fixtures/rendered/dist', import.meta.url))

let t: TestApp
let admin = ''

async function start({ postgres = false } = {}) {
  t = await buildTestApp({ postgres, webDir })
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const LEGAL_URL = '/api/admin/restaurant/legal'
const texts = (): RestaurantLegal => structuredClone(DEMO_LEGAL)
const read = (token = admin) =>
  t.app.inject({ method: 'GET', url: LEGAL_URL, headers: token ? { token } : {} })
const readPublic = () => t.app.inject({ method: 'GET', url: '/api/restaurant/legal' })
const save = (payload: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: LEGAL_URL,
    headers: token ? { token } : {},
    payload: payload as object,
  })

describe('the restaurant’s legal texts', () => {
  it('are the default texts until the owner saves their own, and anyone reads them', async () => {
    expect((await read()).json().data).toEqual(DEMO_LEGAL)
    const res = await readPublic()
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(DEMO_LEGAL)
  })

  it('name the restaurant only through its identity', () => {
    for (const language of Object.values(DEMO_LEGAL))
      for (const text of Object.values(language)) {
        expect(text).not.toMatch(/Quán|Obchodná|Bratislava|quan\.sk/)
        expect(text).toContain('{{')
      }
  })

  it('are the admin’s alone to change', async () => {
    const customer = await registerCustomer(t.app)
    expect((await read('')).statusCode).toBe(401)
    expect((await read(customer)).statusCode).toBe(403)
    expect((await save(texts(), '')).statusCode).toBe(401)
    expect((await save(texts(), customer)).statusCode).toBe(403)
    expect((await readPublic()).json().data).toEqual(DEMO_LEGAL)
  })

  it('are saved whole and trimmed, and hostile text stays text', async () => {
    const mine = texts()
    mine.sk.terms = '  <script>alert(1)</script>\n\nNapíšte [nám](mailto:{{email}}).  '
    mine.vi.allergens = ''
    const res = await save(mine)
    expect(res.statusCode).toBe(200)
    const saved = res.json().data as RestaurantLegal
    expect(saved.sk.terms).toBe('<script>alert(1)</script>\n\nNapíšte [nám](mailto:{{email}}).')
    expect(saved.vi.allergens).toBe('')
    expect((await readPublic()).json().data).toEqual(saved)
    const row = await t.db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'restaurantLegal')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.value as string).sk.terms).toBe(saved.sk.terms)
  })

  it('take nine long Vietnamese texts, over the 100 KB of other bodies', async () => {
    const long = 'ệ'.repeat(7_999)
    const body = { vi: {}, en: {}, sk: {} } as Record<string, Record<string, string>>
    for (const language of ['vi', 'en', 'sk'])
      for (const page of ['terms', 'privacy', 'allergens']) body[language]![page] = long
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(100_000)
    expect((await save(body)).statusCode).toBe(200)
    expect((await save(texts())).statusCode).toBe(200)
  })

  it('reach the guests at once: the legal pages are rendered anew', async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/terms', headers: { cookie: 'lang=sk' } })
    const renders = () => (globalThis.quanTestRenders ?? []).filter((r) => r.path === '/terms')
    expect((await page()).statusCode).toBe(200)
    const before = renders().length
    await page()
    expect(renders().length).toBe(before)
    const mine = texts()
    mine.sk.terms = 'Nové podmienky.'
    expect((await save(mine)).statusCode).toBe(200)
    await page()
    expect(renders().length).toBe(before + 1)
  })

  it('refuse bad texts field by field, with codes, and keep what was saved', async () => {
    const before = (await read()).json().data
    const bad = texts() as unknown as Record<string, Record<string, unknown>>
    bad.en!.terms = 'See [this](javascript:alert(1))'
    bad.sk!.privacy = 'x'.repeat(8_001)
    bad.vi!.allergens = 42
    const res = await save(bad)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      fieldCodes: {
        'en.terms': 'WORDS_LINK_REFUSED',
        'sk.privacy': 'WORDS_TEXT_TOO_LONG',
        'vi.allergens': 'LEGAL_TEXTS_INVALID',
      },
    })
    expect((await save({ en: 'x' })).json()).toMatchObject({ code: 'LEGAL_TEXTS_INVALID' })
    expect((await read()).json().data).toEqual(before)
    // Only the shop's three languages are kept.
    const withFrench = await save({ ...texts(), fr: texts().en })
    expect(withFrench.json().data).toEqual(DEMO_LEGAL)
  })
})

describe('several instances on PostgreSQL', () => {
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

  it('hear each other change the legal texts, without a restart', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      const terms = async () =>
        (await other.inject({ method: 'GET', url: '/api/restaurant/legal' })).json().data.sk.terms
      expect(await terms()).toBe(DEMO_LEGAL.sk.terms)
      const mine = texts()
      mine.sk.terms = 'Podmienky reštaurácie {{name}}.'
      expect((await save(mine)).statusCode).toBe(200)
      await expect.poll(terms, { timeout: 5_000 }).toBe('Podmienky reštaurácie {{name}}.')
    } finally {
      await other.close()
    }
  })
})
