import { DEFAULT_VAT_SETTINGS, type VatSettings } from '@quan/domain'
import { makeOrderBody } from '@quan/domain/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'
import { orderVatBreakdown } from '../order/vat'

// Issue 22 §2: the VAT rates in Settings, a dish's and a category's rate, and the percent each
// order line and the delivery fee are sold at.

let t: TestApp
let admin = ''
let customer = ''

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const dish = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bánh xèo',
  nameVI: 'Bánh xèo',
  nameEN: 'Sizzling pancake',
  nameSK: 'Vietnamská palacinka',
  description: '',
  price: 9.9,
  sku: 'BX-001',
  category: 'Noodles',
  status: 'active',
  image: '',
  isPromotion: false,
  promotionPrice: 0,
  options: [],
  ...overrides,
})

const withRate = (settings: VatSettings, id: string, percent: number): VatSettings => ({
  ...settings,
  rates: settings.rates.map((rate) => (rate.id === id ? { ...rate, percent } : rate)),
})

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('on %s', (_engine, postgres) => {
  beforeAll(async () => {
    t = await buildTestApp({ postgres })
    await insertTestFoods(t.db, [
      { _id: 'food-1' }, // Phở bò, €12.50, Noodles
      { _id: 'beer', sku: 'BEER-1', name: 'Bia', category: 'Drinks', priceCents: 300 },
      { _id: 'tea', sku: 'TEA-1', name: 'Trà đá', category: 'Drinks', priceCents: 200 },
    ])
    admin = await loginAdmin(t.app)
    customer = await registerCustomer(t.app)
  })
  afterAll(() => t.close())

  describe('GET and PUT /api/admin/vat-rates', () => {
    it("start with Slovakia's rates, and are the admin's alone", async () => {
      const read = await send('GET', '/api/admin/vat-rates')
      expect(read.statusCode).toBe(200)
      expect(read.json().data).toEqual(DEFAULT_VAT_SETTINGS)
      expect((await send('GET', '/api/admin/vat-rates', undefined, customer)).statusCode).toBe(403)
      const put = await send('PUT', '/api/admin/vat-rates', DEFAULT_VAT_SETTINGS, customer)
      expect(put.statusCode).toBe(403)
    })

    it('save a new rate, renamed and made the default, and read it back', async () => {
      const settings: VatSettings = {
        ...DEFAULT_VAT_SETTINGS,
        rates: [
          ...DEFAULT_VAT_SETTINGS.rates,
          {
            id: 'dine-in',
            percent: 5,
            names: { vi: 'Ăn tại chỗ', en: 'Dine-in', sk: 'Na mieste' },
          },
        ],
        dishRateId: 'dine-in',
      }
      const saved = await send('PUT', '/api/admin/vat-rates', settings)
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data).toEqual(settings)
      expect((await send('GET', '/api/admin/vat-rates')).json().data).toEqual(settings)
      await send('PUT', '/api/admin/vat-rates', DEFAULT_VAT_SETTINGS)
    })

    it('refuse a default that names no rate, and change nothing', async () => {
      const refused = await send('PUT', '/api/admin/vat-rates', {
        ...DEFAULT_VAT_SETTINGS,
        deliveryRateId: 'gone',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, code: 'VAT_RATE_UNKNOWN' })
      expect((await send('GET', '/api/admin/vat-rates')).json().data).toEqual(DEFAULT_VAT_SETTINGS)
    })
  })

  describe("a dish's and a category's rate", () => {
    it('are saved and answered, kept by an edit that leaves them out, cleared by null', async () => {
      const category = await send('POST', '/api/admin/categories', {
        name: 'Beers',
        image: '',
        vatRateId: 'standard',
      })
      expect(category.statusCode).toBe(201)
      expect(category.json().data.vatRateId).toBe('standard')
      const id = category.json().data._id as string
      const renamed = await send('PUT', `/api/admin/categories/${id}`, { name: 'Beer', image: '' })
      expect(renamed.json().data.vatRateId).toBe('standard')
      const cleared = await send('PUT', `/api/admin/categories/${id}`, {
        name: 'Beer',
        vatRateId: null,
      })
      expect(cleared.json().data).not.toHaveProperty('vatRateId')

      const created = await send('POST', '/api/admin/foods', dish({ vatRateId: 'super-reduced' }))
      expect(created.statusCode).toBe(201)
      expect(created.json().data.vatRateId).toBe('super-reduced')
      const dishId = created.json().data._id as string
      const edited = await send('PUT', `/api/admin/foods/${dishId}`, dish({ price: 10 }))
      expect(edited.json().data.vatRateId).toBe('super-reduced')
      const back = await send('PUT', `/api/admin/foods/${dishId}`, dish({ vatRateId: null }))
      expect(back.json().data).not.toHaveProperty('vatRateId')
    })

    it('must be one of the rates in Settings', async () => {
      const food = await send('POST', '/api/admin/foods', dish({ sku: 'BX-2', vatRateId: 'nope' }))
      expect(food.statusCode).toBe(400)
      expect(food.json()).toMatchObject({ code: 'VAT_RATE_UNKNOWN' })
      const category = await send('POST', '/api/admin/categories', {
        name: 'Wines',
        vatRateId: 'nope',
      })
      expect(category.statusCode).toBe(400)
      expect(category.json()).toMatchObject({ code: 'VAT_RATE_UNKNOWN' })
    })
  })

  describe('an order placed', () => {
    it("keeps each line's percent as sold: the dish's, its category's or the shop's", async () => {
      await t.db
        .updateTable('categories')
        .set({ vat_rate_id: 'standard' })
        .where('name', '=', 'Drinks')
        .execute()
      await t.db
        .updateTable('foods')
        .set({ vat_rate_id: 'reduced' })
        .where('id', '=', 'tea')
        .execute()
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody({
          items: [
            { _id: 'food-1', quantity: 1 },
            { _id: 'beer', quantity: 2 },
            { _id: 'tea', quantity: 1 },
          ],
          amount: 12.5 + 6 + 2 + 2,
        }),
      })
      expect(placed.statusCode).toBe(201)
      const orderId = placed.json().orderId as string
      const lines = await t.db
        .selectFrom('order_lines')
        .select(['food_id', 'vat_basis_points'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute()
      expect(lines).toEqual([
        { food_id: 'food-1', vat_basis_points: 1900 },
        { food_id: 'beer', vat_basis_points: 2300 },
        { food_id: 'tea', vat_basis_points: 1900 },
      ])
      const order = await t.db
        .selectFrom('orders')
        .select('delivery_vat_basis_points')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      expect(order.delivery_vat_basis_points).toBe(2300)
      // The receipt's breakdown (issue 22 §3) adds up to what the order cost, to the cent.
      const stored = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      const storedLines = await t.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute()
      const breakdown = orderVatBreakdown(stored, storedLines)
      expect(breakdown.rows.map((row) => [row.basisPoints, row.grossCents])).toEqual([
        [1900, 1250 + 200],
        [2300, 600 + 200],
      ])
      expect(breakdown.grossCents).toBe(stored.amount_cents)
      expect(breakdown.baseCents + breakdown.taxCents).toBe(stored.amount_cents)

      // A later change of the rates leaves the order as it was sold.
      await send('PUT', '/api/admin/vat-rates', withRate(DEFAULT_VAT_SETTINGS, 'standard', 25))
      const after = await t.db
        .selectFrom('order_lines')
        .select('vat_basis_points')
        .where('order_id', '=', orderId)
        .where('food_id', '=', 'beer')
        .executeTakeFirstOrThrow()
      expect(after.vat_basis_points).toBe(2300)
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody({ items: [{ _id: 'beer', quantity: 1 }], amount: 5 }),
      })
      expect(next.statusCode).toBe(201)
      const nextLine = await t.db
        .selectFrom('order_lines')
        .select('vat_basis_points')
        .where('order_id', '=', next.json().orderId as string)
        .executeTakeFirstOrThrow()
      expect(nextLine.vat_basis_points).toBe(2500)
      await send('PUT', '/api/admin/vat-rates', DEFAULT_VAT_SETTINGS)

      // A line written without a percent, as every line sold before migration 0016, is at the
      // dishes' first default, 19 %; an order's delivery fee at 23 %.
      await sql`insert into order_lines (order_id, position, food_id, name, unit_price_cents, quantity)
        values (${orderId}, 99, 'food-1', 'Phở bò', 1250, 1)`.execute(t.db)
      const old = await t.db
        .selectFrom('order_lines')
        .select('vat_basis_points')
        .where('order_id', '=', orderId)
        .where('position', '=', 99)
        .executeTakeFirstOrThrow()
      expect(old.vat_basis_points).toBe(1900)
    })
  })
})
