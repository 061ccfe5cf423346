import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'

let t: TestApp
let admin = ''

const EVERYWHERE = { name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }
/** Bratislava's centre at €3 from €15, free from €40; Petržalka exactly; nothing elsewhere. */
const CITY = [
  { name: 'Centre', postalCodes: ['811*'], fee: 3, minimum: 15, freeFrom: 40 },
  { name: 'Petržalka', postalCodes: ['851 01', '85105'], fee: 4.5, minimum: 0, freeFrom: null },
  { name: 'Old town', postalCodes: ['81101'], fee: 1, minimum: 0, freeFrom: null },
]

/** This file's shop, on a fresh database, with one dish and the admin logged in. */
async function start({ postgres = false } = {}) {
  t = await buildTestApp({ postgres })
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
}
beforeAll(() => start())
afterAll(() => t.close())

const saveAreas = (areas: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-areas',
    headers: { token },
    payload: { areas },
  })

const place = (zipcode: string, quantity: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({
      address: makeAddress({ zipcode }),
      items: [{ _id: 'food-1', quantity }],
      amount,
    }),
  })

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function configAreas() {
  const res = await t.app.inject({ method: 'GET', url: '/api/config' })
  return res.json().data
}

describe('a default install', () => {
  it('has one area for every postal code at €2 with no minimum, as SPEC has it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-areas',
      headers: { token: admin },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ areas: [EVERYWHERE] })
    expect(await configAreas()).toMatchObject({ deliveryFee: 2, deliveryAreas: [EVERYWHERE] })
  })

  it('takes an order to any postal code for €2', async () => {
    const res = await place('04001', 1, 14.5)
    expect(res.statusCode).toBe(201)
  })
})

describe('PUT /api/admin/delivery-areas', () => {
  beforeEach(async () => {
    expect((await saveAreas([EVERYWHERE])).statusCode).toBe(200)
  })

  it('replaces the list, written normalised, and the shop config shows it at once', async () => {
    const res = await saveAreas(CITY)
    expect(res.statusCode).toBe(200)
    const petrzalka = { ...CITY[1], postalCodes: ['85101', '85105'] }
    expect(res.json().data.areas).toEqual([CITY[0], petrzalka, CITY[2]])
    const config = await configAreas()
    expect(config.deliveryAreas).toEqual([CITY[0], petrzalka, CITY[2]])
    // No area for every code: SPEC's one fee reads as the lowest.
    expect(config.deliveryFee).toBe(1)
  })

  it.each([
    ['no area at all', [], 'DELIVERY_AREAS_EMPTY', 'areas'],
    [
      'an area without a name',
      [{ ...EVERYWHERE, name: ' ' }],
      'DELIVERY_AREA_NAME_INVALID',
      'areas.0.name',
    ],
    [
      'a pattern that is not a code nor a prefix',
      [{ ...EVERYWHERE, postalCodes: ['8*1'] }],
      'POSTAL_CODE_PATTERN_INVALID',
      'areas.0.postalCodes',
    ],
    [
      'a pattern in two areas',
      [CITY[0], { ...CITY[1], postalCodes: ['811 *'] }],
      'POSTAL_CODE_PATTERN_REPEATED',
      'areas.1.postalCodes',
    ],
    ['a negative fee', [{ ...EVERYWHERE, fee: -1 }], 'DELIVERY_AMOUNT_INVALID', 'areas.0.fee'],
    [
      'a minimum in fractions of a cent',
      [{ ...EVERYWHERE, minimum: 10.001 }],
      'DELIVERY_AMOUNT_INVALID',
      'areas.0.minimum',
    ],
  ])('refuses %s (400) and keeps the list', async (_, areas, code, field) => {
    const res = await saveAreas(areas)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code, fieldCodes: { [field]: code } })
    expect((await configAreas()).deliveryAreas).toEqual([EVERYWHERE])
  })

  it('refuses a control character in an area name (400) and keeps the list', async () => {
    const res = await saveAreas([{ ...EVERYWHERE, name: 'Every\u0007where' }])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'areas.0.name': 'Text must not contain control characters',
    })
    expect((await configAreas()).deliveryAreas).toEqual([EVERYWHERE])
  })

  it('is for the admin only', async () => {
    const customer = await registerCustomer(t.app)
    const res = await saveAreas(CITY, customer)
    expect(res.statusCode).toBe(403)
    expect((await configAreas()).deliveryAreas).toEqual([EVERYWHERE])
  })
})

describe('placing an order with delivery areas', () => {
  beforeAll(async () => {
    expect((await saveAreas(CITY)).statusCode).toBe(200)
  })
  afterAll(async () => {
    await saveAreas([EVERYWHERE])
  })

  it('charges the fee of the most specific area of the postal code', async () => {
    // 811 01 is both the centre (811*) and the old town (exactly): the exact code wins.
    const oldTown = await place('811 01', 1, 12.5 + 1)
    expect(oldTown.statusCode).toBe(201)
    const centre = await place('81102', 2, 25 + 3)
    expect(centre.statusCode).toBe(201)
    const stored = await t.db
      .selectFrom('orders')
      .select('delivery_fee_cents')
      .where('id', 'in', [oldTown.json().orderId, centre.json().orderId])
      .orderBy('delivery_fee_cents')
      .execute()
    expect(stored.map((row) => row.delivery_fee_cents)).toEqual([100, 300])
  })

  it('delivers free from the area threshold on', async () => {
    const res = await place('81102', 4, 50)
    expect(res.statusCode).toBe(201)
    expect(res.json().amount).toBe(50)
  })

  it('refuses an address outside every area (409) and stores nothing', async () => {
    const before = await countOrders()
    const res = await place('04001', 1, 14.5)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ success: false, code: 'OUTSIDE_DELIVERY_AREA' })
    expect(await countOrders()).toBe(before)
  })

  it('refuses an order under the area minimum with the missing amount (409), storing nothing', async () => {
    const before = await countOrders()
    const res = await place('81102', 1, 12.5 + 3)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BELOW_MINIMUM',
      message: 'The minimum order for delivery to Centre is €15. Add €2.50 more to your order.',
      minimum: 15,
      missing: 2.5,
    })
    expect(await countOrders()).toBe(before)
  })

  it('names the fee it used when the amount has changed (409)', async () => {
    const res = await place('851 01', 1, 12.5 + 2)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'AMOUNT_CHANGED', amount: 17, deliveryFee: 4.5 })
  })
})

describe('a postal code written to slip into the catch-all area (issue 19 §1.3)', () => {
  beforeAll(async () => {
    expect((await saveAreas([...CITY, EVERYWHERE])).statusCode).toBe(200)
  })
  afterAll(async () => {
    await saveAreas([EVERYWHERE])
  })

  it('refuses a zero-width space or any other character a code does not have (400)', async () => {
    const before = await countOrders()
    for (const zipcode of ['81102\u200b', '811\u200d02', '81102.']) {
      const res = await place(zipcode, 1, 12.5 + 2)
      expect(res.statusCode, zipcode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        code: 'POSTAL_CODE_INVALID',
        message: 'A postal code may hold only letters, digits, spaces and hyphens',
      })
    }
    expect(await countOrders()).toBe(before)
  })

  it('reads full-width digits as the code they are: its area’s minimum and fee hold', async () => {
    const below = await place('８１１０２', 1, 12.5 + 2)
    expect(below.json()).toMatchObject({ code: 'BELOW_MINIMUM', minimum: 15 })
    const res = await place('８１１０２', 2, 25 + 3)
    expect(res.statusCode).toBe(201)
    const stored = await t.db
      .selectFrom('orders')
      .select(['zipcode', 'delivery_fee_cents'])
      .where('id', '=', res.json().orderId)
      .executeTakeFirstOrThrow()
    // Staff read the code a rider can find.
    expect(stored).toEqual({ zipcode: '81102', delivery_fee_cents: 300 })
  })
})

describe('several instances on PostgreSQL', () => {
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
  it('hear each other change the areas', async () => {
    const other = await buildAppOnSameDatabase(t, {}, { ownPool: true })
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: '/api/config' })).json().data.deliveryAreas
      expect(await read()).toEqual([EVERYWHERE])
      expect((await saveAreas(CITY.slice(0, 1))).statusCode).toBe(200)
      await expect.poll(read, { timeout: 5_000 }).toEqual(CITY.slice(0, 1))
    } finally {
      await saveAreas([EVERYWHERE])
      await other.close()
    }
  })
})
