import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// Issue 24 §5: ordering at the table. The owner lists the tables and prints their QR links;
// a guest's order from a link is a dine-in order at that table, with no address and no fee,
// taken in the opening hours and not while the kitchen is paused; a link edited, forged, of a
// revoked sheet or of a removed table is refused.

let t: TestApp
let admin = ''

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{ _id: 'food-1' }]) // €12.50
  admin = await loginAdmin(t.app)
  // A fee everywhere: a dine-in order must not pay it.
  const areas = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-areas',
    headers: { token: admin },
    payload: {
      areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 3, minimum: 20, freeFrom: null }],
    },
  })
  expect(areas.statusCode).toBe(200)
})
afterAll(() => t.close())

const TABLES = ['T1', 'T2', 'T3', 'T4', 'Terrace 3']

const saveDineIn = (payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/dine-in', headers: { token }, payload })

const sheet = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/dine-in/sheet',
      headers: { token: admin },
    })
  ).json().data as { generation: number; tables: { table: string; token: string }[] }

const tokenOf = async (table: string) =>
  (await sheet()).tables.find((t) => t.table === table)!.token

/** Table 3's token with its table part made table 4's, the signature kept. */
const editedTo = (token: string, table: string) => {
  const [generation, , signature] = token.split('.')
  return `${generation}.${Buffer.from(table).toString('base64url')}.${signature}`
}

const openLink = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/table/${encodeURIComponent(token)}` })

const dineInBody = (tableToken: string | undefined, overrides: object = {}) => ({
  address: { firstName: 'Lan', lastName: 'Nguyen', phone: '0901234567' },
  items: [{ _id: 'food-1', quantity: 1 }],
  amount: 12.5,
  orderType: 'guest',
  fulfilment: 'dine-in',
  ...(tableToken === undefined ? {} : { tableToken }),
  ...overrides,
})

const place = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/order/place', payload })

beforeEach(async () => {
  t.clock.set(TEST_NOW)
  expect((await saveDineIn({ enabled: true, tables: TABLES })).statusCode).toBe(200)
})

describe('the Dine-in settings', () => {
  it('keeps the tables trimmed, refuses one twice, and leaves the generation to the revoke', async () => {
    const saved = await saveDineIn({ enabled: true, tables: [' T1 ', 'Terrace  3'] })
    expect(saved.json().data).toMatchObject({ enabled: true, tables: ['T1', 'Terrace 3'] })
    const twice = await saveDineIn({ enabled: true, tables: ['T1', 't1'] })
    expect(twice.statusCode).toBe(400)
    expect(twice.json()).toMatchObject({ success: false, code: 'TABLE_NAME_TWICE' })
    const generation = await saveDineIn({ enabled: true, tables: ['T1'], generation: 7 })
    expect(generation.statusCode).toBe(400)
  })

  it('is the admin’s only', async () => {
    expect((await saveDineIn({ enabled: false, tables: [] }, 'nobody')).statusCode).toBe(401)
  })
})

describe('a table link', () => {
  it('names its table', async () => {
    const res = await openLink(await tokenOf('T3'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, data: { table: 'T3' } })
  })

  it('refuses a link edited from table 3 to table 4, and a made-up one', async () => {
    const edited = await openLink(editedTo(await tokenOf('T3'), 'T4'))
    expect(edited.statusCode).toBe(400)
    expect(edited.json()).toMatchObject({ success: false, code: 'TABLE_LINK_INVALID' })
    expect(edited.json().message).toMatch(/not valid/)
    expect((await openLink('1.VDM.AAAAAAAAAAAAAAAAAAAAAA')).json().code).toBe('TABLE_LINK_INVALID')
  })

  it('refuses every link of a revoked sheet, and takes the new sheet’s', async () => {
    const old = await tokenOf('T3')
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dine-in/sheet/revoke',
      headers: { token: admin },
    })
    expect(revoked.statusCode).toBe(200)
    const fresh = revoked.json().data.tables.find((row: { table: string }) => row.table === 'T3')
    expect(fresh.token).not.toBe(old)
    const res = await openLink(old)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('TABLE_LINK_REVOKED')
    expect((await openLink(fresh.token)).statusCode).toBe(200)
  })

  it('refuses the link of a table removed from the list', async () => {
    const token = await tokenOf('T4')
    await saveDineIn({ enabled: true, tables: ['T1', 'T2', 'T3'] })
    const res = await openLink(token)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('TABLE_GONE')
  })

  it('refuses every link while dine-in is off', async () => {
    const token = await tokenOf('T1')
    await saveDineIn({ enabled: false, tables: TABLES })
    expect((await openLink(token)).json().code).toBe('DINE_IN_NOT_OFFERED')
  })
})

describe('a dine-in order', () => {
  it('is placed at its table, with no fee and no minimum, and the board shows the table', async () => {
    const res = await place(dineInBody(await tokenOf('Terrace 3')))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ success: true, amount: 12.5 })
    const row = await t.db
      .selectFrom('orders')
      .select(['fulfilment', 'table_name', 'delivery_fee_cents', 'street'])
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      fulfilment: 'dine-in',
      table_name: 'Terrace 3',
      delivery_fee_cents: 0,
      street: '',
    })
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { token: admin },
    })
    const card = board
      .json()
      .data.find(
        (order: { trackingCode: string }) => order.trackingCode === res.json().trackingCode,
      )
    expect(card).toMatchObject({ fulfilment: 'dine-in', tableName: 'Terrace 3', deliveryFee: 0 })
  })

  it('is found by its table in the board’s search of every day, and no order at another table is', async () => {
    const terrace = await place(dineInBody(await tokenOf('Terrace 3')))
    const t4 = await place(dineInBody(await tokenOf('T4')))
    expect([terrace.statusCode, t4.statusCode]).toEqual([201, 201])
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
          headers: { token: admin },
        })
      )
        .json()
        .data.map((order: { trackingCode: string }) => order.trackingCode)
    const terraceOrders = await search('terrace 3')
    expect(terraceOrders).toContain(terrace.json().trackingCode)
    expect(terraceOrders).not.toContain(t4.json().trackingCode)
    expect(await search('T4')).toContain(t4.json().trackingCode)
  })

  it('stores the table as listed, whatever the guest sends', async () => {
    const res = await place(dineInBody(await tokenOf('T2'), { tableName: 'T9' }))
    expect(res.statusCode).toBe(201)
    const row = await t.db
      .selectFrom('orders')
      .select('table_name')
      .where('tracking_code', '=', res.json().trackingCode)
      .executeTakeFirstOrThrow()
    expect(row.table_name).toBe('T2')
  })

  it('is refused without a link, with an edited one, or a revoked one, and nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const none = await place(dineInBody(undefined))
    expect(none.statusCode).toBe(400)
    expect(none.json().code).toBe('TABLE_LINK_REQUIRED')
    const edited = await place(dineInBody(editedTo(await tokenOf('T3'), 'T4')))
    expect(edited.statusCode).toBe(400)
    expect(edited.json().code).toBe('TABLE_LINK_INVALID')
    const old = await tokenOf('T3')
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/dine-in/sheet/revoke',
      headers: { token: admin },
    })
    expect((await place(dineInBody(old))).json().code).toBe('TABLE_LINK_REVOKED')
    await saveDineIn({ enabled: false, tables: TABLES })
    expect((await place(dineInBody(await tokenOf('T3')))).json().code).toBe('DINE_IN_NOT_OFFERED')
    expect(await count()).toBe(before)
  })

  it('takes a code for orders at a table, which a delivery may not use', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { token: admin },
      payload: {
        code: 'TABLE10',
        kind: 'percent',
        value: 10,
        minimumSubtotal: null,
        validFrom: null,
        validUntil: null,
        maxUses: null,
        maxUsesPerGuest: null,
        firstOrderOnly: false,
        fulfilment: 'dine-in',
        active: true,
      },
    })
    expect(made.statusCode, made.body).toBe(201)
    const atTable = await place(
      dineInBody(await tokenOf('T1'), { promoCode: 'TABLE10', amount: 11.25 }),
    )
    expect(atTable.statusCode, atTable.body).toBe(201)
    expect(atTable.json()).toMatchObject({ amount: 11.25, discount: 1.25 })
    const delivered = await place({
      ...dineInBody(undefined, { promoCode: 'TABLE10' }),
      fulfilment: 'delivery',
      address: {
        firstName: 'Lan',
        lastName: 'Nguyen',
        phone: '0901234567',
        street: 'Obchodná 1',
        city: 'Bratislava',
        state: 'Bratislavský kraj',
        zipcode: '81106',
        country: 'Slovakia',
      },
      items: [{ _id: 'food-1', quantity: 2 }],
      // Two dishes and the fee, less the code's 10 % as its terms would take it.
      amount: 25 + 3 - 2.5,
    })
    expect(delivered.json()).toMatchObject({
      success: false,
      code: 'PROMO_CODE_WRONG_FULFILMENT',
      fulfilment: 'dine-in',
    })
  })

  it('is taken in the opening hours only', async () => {
    const token = await tokenOf('T1')
    // 03:00 on a Monday in Bratislava: the doors are shut.
    t.clock.set('2026-03-02T02:00:00.000Z')
    const res = await place(dineInBody(token))
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('CLOSED_NOW')
  })

  it('is not taken while the kitchen is paused', async () => {
    const token = await tokenOf('T1')
    const kitchen = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/kitchen', headers: { token: admin }, payload })
    expect((await kitchen({ action: 'pause', minutes: 30 })).statusCode).toBe(200)
    try {
      const res = await place(dineInBody(token))
      expect(res.statusCode).toBe(409)
      expect(res.json().code).toBe('KITCHEN_PAUSED')
    } finally {
      await kitchen({ action: 'reopen' })
    }
  })
})
