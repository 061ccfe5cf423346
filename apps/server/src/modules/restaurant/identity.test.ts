import { fileURLToPath } from 'node:url'
import { DEMO_IDENTITY, type RestaurantIdentity } from '@quan/domain'
import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

// Issue 21 §1: the restaurant's identity is set in Settings, read by anyone from
// GET /api/restaurant, shown on every server-rendered page, and heard by every instance.

const webDir = fileURLToPath(new URL('../../../test/fixtures/rendered/dist', import.meta.url))

let t: TestApp
let admin = ''
async function start({ postgres = false } = {}) {
  t = await buildTestApp({ postgres, webDir })
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const PHO_HA_NOI: RestaurantIdentity = {
  name: 'Phở Hà Nội',
  description: {
    vi: 'Phở Hà Nội ở Košice',
    en: 'Hanoi phở in Košice',
    sk: 'Hanojské phở v Košiciach',
  },
  address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
  position: { latitude: 48.7164, longitude: 21.2611 },
  phone: '+421 905 111 222',
  email: 'ahoj@phohanoi.sk',
  legal: {
    companyName: 'Phở Hà Nội s.r.o.',
    registeredAddress: 'Hlavná 5, 040 01 Košice',
    companyId: '12345678',
    taxId: '2023456789',
    vatId: 'SK2023456789',
  },
  country: 'SK',
  languages: ['sk', 'vi', 'en'],
  defaultLanguage: 'sk',
}

const save = (payload: unknown, token = admin, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/restaurant/identity',
    headers: { token },
    payload: payload as object,
  })
const publicRestaurant = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/restaurant' })).json()

describe('a new install', () => {
  it('shows the demo restaurant until the owner saves their own', async () => {
    const answer = await publicRestaurant()
    expect(answer).toMatchObject({ success: true, data: { identity: DEMO_IDENTITY } })
  })
})

describe('PUT /api/admin/restaurant/identity', () => {
  it('is the admin’s alone', async () => {
    expect((await save(PHO_HA_NOI, '')).statusCode).toBe(401)
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Hana', email: 'hana@example.com', password: 'a long secret' },
      })
    ).json().token as string
    expect((await save(PHO_HA_NOI, customer)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/restaurant/identity' })).statusCode,
    ).toBe(401)
  })

  it('refuses a bad identity field by field, with codes, and keeps what was saved', async () => {
    const response = await save({
      ...PHO_HA_NOI,
      name: '  ',
      phone: '0905 111 222',
      email: 'not an e-mail',
      position: { latitude: 91, longitude: 21 },
      country: 'XX',
      languages: ['sk', 'sk'],
      defaultLanguage: 'sk',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      fieldCodes: {
        name: 'RESTAURANT_NAME_REQUIRED',
        phone: 'RESTAURANT_PHONE_INVALID',
        email: 'EMAIL_INVALID',
        'position.latitude': 'POSITION_INVALID',
        country: 'COUNTRY_INVALID',
        languages: 'LANGUAGES_INVALID',
      },
    })
    expect((await publicRestaurant()).data.identity.name).toBe(DEMO_IDENTITY.name)
  })

  it('refuses a default language that is not offered', async () => {
    const response = await save({ ...PHO_HA_NOI, languages: ['sk'], defaultLanguage: 'en' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldCodes).toEqual({ defaultLanguage: 'DEFAULT_LANGUAGE_INVALID' })
  })

  it('saves the identity: the public call and every page show it at once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      `<p class="restaurant">${DEMO_IDENTITY.name}</p>`,
    )
    const response = await save({ ...PHO_HA_NOI, name: '  Phở Hà Nội  ', country: 'sk' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual(PHO_HA_NOI)
    expect((await publicRestaurant()).data.identity).toEqual(PHO_HA_NOI)
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<p class="restaurant">Phở Hà Nội</p>',
    )
  })

  it('reads a phone typed without + as one of the chosen country’s numbers', async () => {
    expect((await save({ ...PHO_HA_NOI, country: 'CZ' })).statusCode).toBe(200)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody({ address: { ...makeAddress(), phone: '+420 601 234 567' } }),
    })
    expect(placed.statusCode).toBe(201)
    const track = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { trackingCode: placed.json().trackingCode, phone },
      })
    // In Czechia a national number has no trunk 0: 601 234 567 is +420 601 234 567.
    expect((await track('601 234 567')).statusCode).toBe(200)
    expect((await save(PHO_HA_NOI)).statusCode).toBe(200)
    expect((await track('601 234 567')).statusCode).toBe(404)
  })

  it('renders pages only in a language the restaurant offers, else in its default one', async () => {
    expect(
      (await save({ ...PHO_HA_NOI, languages: ['vi', 'sk'], defaultLanguage: 'sk' })).statusCode,
    ).toBe(200)
    const languageOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/menu', headers })).headers['content-language']
    // A choice no longer offered is no choice: the browser's, else the default.
    expect(await languageOf({ cookie: 'lang=en' })).toBe('sk')
    expect(await languageOf({ cookie: 'lang=en', 'accept-language': 'vi' })).toBe('vi')
    expect(await languageOf({ 'accept-language': 'en-GB, de;q=0.8' })).toBe('sk')
    expect(await languageOf({ 'accept-language': 'en, vi;q=0.5' })).toBe('vi')
    expect(await languageOf({ cookie: 'lang=vi', 'accept-language': 'sk' })).toBe('vi')
    expect((await save(PHO_HA_NOI)).statusCode).toBe(200)
    expect(await languageOf({ cookie: 'lang=en' })).toBe('en')
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
  it('show an identity saved on another, without a restart, on their pages too', async () => {
    const other = await buildAppOnSameDatabase(t, { WEB_DIR: webDir }, { ownPool: true })
    try {
      expect((await publicRestaurant(other)).data.identity.name).toBe(DEMO_IDENTITY.name)
      expect((await other.inject({ method: 'GET', url: '/contact' })).body).toContain(
        `<p class="restaurant">${DEMO_IDENTITY.name}</p>`,
      )
      expect((await save(PHO_HA_NOI)).statusCode).toBe(200)
      await expect
        .poll(async () => (await publicRestaurant(other)).data.identity.name, { timeout: 5_000 })
        .toBe('Phở Hà Nội')
      expect((await other.inject({ method: 'GET', url: '/contact' })).body).toContain(
        '<p class="restaurant">Phở Hà Nội</p>',
      )
    } finally {
      await other.close()
    }
  })
})
