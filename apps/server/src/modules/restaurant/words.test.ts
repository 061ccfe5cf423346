import { fileURLToPath } from 'node:url'
import { DEMO_WORDS } from '@quan/domain/restaurant/demo-words'
import type { RestaurantWords } from '@quan/domain/restaurant/words'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'

// Issue 21 §3: the restaurant's words, edited in Settings, kept in the settings table.

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

const WORDS_URL = '/api/admin/restaurant/words'
const words = (): RestaurantWords => structuredClone(DEMO_WORDS)
const read = (token = admin, app = t.app) =>
  app.inject({ method: 'GET', url: WORDS_URL, headers: token ? { token } : {} })
const save = (payload: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: WORDS_URL,
    headers: token ? { token } : {},
    payload: payload as object,
  })

describe('the restaurant’s words', () => {
  it('are the demo’s until the owner saves their own', async () => {
    const res = await read()
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(DEMO_WORDS)
  })

  it('are the admin’s alone to read and change', async () => {
    const customer = await registerCustomer(t.app)
    expect((await read('')).statusCode).toBe(401)
    expect((await read(customer)).statusCode).toBe(403)
    expect((await save(words(), '')).statusCode).toBe(401)
    expect((await save(words(), customer)).statusCode).toBe(403)
    expect((await read()).json().data).toEqual(DEMO_WORDS)
  })

  it('are saved whole, trimmed, and read back as saved', async () => {
    const mine = words()
    mine.sk.about.paragraphs = ['  Varíme od roku 2024.\n\nNapíšte [nám](mailto:ahoj@pho.sk).  ']
    mine.sk.faq = [{ question: 'Parkovanie?', answer: 'Za rohom.', deliveryFacts: false }]
    mine.vi.contactIntro = ''
    mine.sk.about.values = [{ title: ' Ticho ', text: 'Obedy bez hudby.' }]
    mine.sk.about.team = [{ name: 'Mai', role: 'Pekárka', bio: '' }]
    mine.en.about.mission = { title: '', text: '' }
    const res = await save(mine)
    expect(res.statusCode).toBe(200)
    const saved = res.json().data as RestaurantWords
    expect(saved.sk.about.paragraphs).toEqual([
      'Varíme od roku 2024.\n\nNapíšte [nám](mailto:ahoj@pho.sk).',
    ])
    expect(saved.sk.faq).toEqual(mine.sk.faq)
    expect(saved.vi.contactIntro).toBe('')
    expect(saved.sk.about.values).toEqual([{ title: 'Ticho', text: 'Obedy bez hudby.' }])
    expect(saved.sk.about.team).toEqual(mine.sk.about.team)
    expect(saved.en.about.mission).toEqual({ title: '', text: '' })
    expect((await read()).json().data).toEqual(saved)
    // The row itself, as the next start reads it.
    const row = await t.db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'restaurantWords')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.value as string).sk.faq).toEqual(mine.sk.faq)
  })

  it('reach the guests at once: GET /api/restaurant, and pages rendered anew', async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'lang=sk' } })
    const renders = () => (globalThis.quanTestRenders ?? []).filter((r) => r.path === '/about')
    await page()
    const before = renders().length
    await page()
    // The same restaurant: the page is served from the cache, not rendered again.
    expect(renders().length).toBe(before)
    const mine = words()
    mine.sk.about.title = 'Phở Hà Nội v Košiciach'
    expect((await save(mine)).statusCode).toBe(200)
    const restaurant = (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json().data
    expect(restaurant.words.sk.about.title).toBe('Phở Hà Nội v Košiciach')
    await page()
    expect(renders().length).toBe(before + 1)
  })

  it('refuse bad texts field by field, with codes, and keep what was saved', async () => {
    const before = (await read()).json().data
    const bad = words() as unknown as Record<string, Record<string, unknown>>
    bad.en!.banner = { eyebrow: '', title: 'ok', text: '[win](javascript:alert(1))' }
    bad.sk!.faq = Array.from({ length: 31 }, () => ({ question: 'Q', answer: 'A' }))
    ;(bad.sk!.about as Record<string, unknown>).team = [{ name: '', role: 'Chef', bio: '' }]
    const res = await save(bad)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'WORDS_LINK_REFUSED',
      message: 'Links may only go to http(s) addresses, mailto: or tel:',
      fieldCodes: {
        'en.banner.text': 'WORDS_LINK_REFUSED',
        'sk.faq': 'FAQ_TOO_MANY',
        'sk.about.team.0.name': 'ABOUT_TEAM_NAME_REQUIRED',
      },
      errors: { 'sk.faq': 'The FAQ can have at most 30 questions' },
    })
    expect((await save({ en: 'x' })).json()).toMatchObject({ code: 'WORDS_INVALID' })
    expect((await read()).json().data).toEqual(before)
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

  it('hear each other change the words, without a restart', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      const otherAdmin = await loginAdmin(other)
      const title = async () => (await read(otherAdmin, other)).json().data.sk.about.title
      expect(await title()).toBe(DEMO_WORDS.sk.about.title)
      const mine = words()
      mine.sk.about.title = 'Phở Hà Nội v Košiciach'
      expect((await save(mine)).statusCode).toBe(200)
      await expect.poll(title, { timeout: 5_000 }).toBe('Phở Hà Nội v Košiciach')
    } finally {
      await other.close()
    }
  })
})
