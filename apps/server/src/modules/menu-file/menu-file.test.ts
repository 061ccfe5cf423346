import { readFile } from 'node:fs/promises'
import { parseCsv, writeCsv } from '@quan/domain/csv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'

// Issue 21 §5: the menu as a spreadsheet, exported and imported.

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: true })
  admin = await loginAdmin(t.app)
})
afterAll(() => t.close())

const exportFile = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/menu-file', headers: { token: admin } })

const importFile = (payload: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/menu-file', headers: { token }, payload })

interface Preview {
  basis: string
  imported: boolean
  categories: { name: string; change: string }[]
  dishes: { sku: string; name: string; change: string; row: number | null; fields: string[] }[]
}

const menuNow = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/food/list' })).json().data as {
    sku: string
    [field: string]: unknown
  }[]

/** The file's rows, as cells by column name. */
function rowsOf(csv: string) {
  const parsed = parseCsv(csv)
  if (!parsed.ok) throw new Error('not CSV')
  const [header, ...rows] = parsed.rows
  return {
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? '']))),
  }
}

function fileOf(header: string[], rows: Record<string, string>[]) {
  return writeCsv([header, ...rows.map((row) => header.map((name) => row[name] ?? ''))])
}

describe('GET /api/admin/menu-file', () => {
  it('sends the whole menu as CSV with a byte order mark, named for download', async () => {
    const answer = await exportFile()
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="menu-2026-03-02.csv"')
    expect(answer.body.startsWith('\uFEFFtype,category,sku,name,name_vi,name_en,name_sk')).toBe(
      true,
    )
    const { rows } = rowsOf(answer.body)
    const menu = await menuNow()
    expect(rows.filter((row) => row.type === 'dish')).toHaveLength(menu.length)
    expect(rows.some((row) => row.type === 'category')).toBe(true)
    expect(rows.some((row) => row.type === 'choice')).toBe(true)
  })

  it('is for the admin only', async () => {
    const customer = await registerCustomer(t.app)
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/menu-file',
      headers: { token: customer },
    })
    expect(answer.statusCode).toBe(403)
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/menu-file' })
    expect(stranger.statusCode).toBe(401)
  })
})

describe('POST /api/admin/menu-file', () => {
  it('gives the same menu back from its own export: nothing would change, nothing changes', async () => {
    const before = await menuNow()
    const csv = (await exportFile()).body

    const preview = await importFile({ csv })
    expect(preview.statusCode).toBe(200)
    const data = preview.json().data as Preview
    expect(data.imported).toBe(false)
    expect(data.dishes.filter((dish) => dish.change !== 'untouched')).toEqual([])
    expect(data.categories.filter((category) => category.change !== 'untouched')).toEqual([])

    const imported = await importFile({ csv, confirm: true, basis: data.basis })
    expect(imported.statusCode).toBe(200)
    expect(imported.json().data.imported).toBe(true)
    expect(await menuNow()).toEqual(before)
    expect((await exportFile()).body).toBe(csv)
  })

  it('previews each dish’s change, and changes nothing until confirmed', async () => {
    const { header, rows } = rowsOf((await exportFile()).body)
    const dishes = rows.filter((row) => row.type === 'dish')
    const [first, second, ...rest] = dishes
    const edited = rows
      .filter((row) => row !== second)
      .filter((row) => !(row.type === 'choice' && row.sku === second!.sku!))
      .map((row) => (row === first ? { ...row, price: '99.90', name_sk: 'Nový názov' } : row))
    edited.push({
      type: 'dish',
      category: 'Nová kategória',
      sku: 'NEW-1',
      name_vi: 'Bánh cuốn',
      name_en: 'Steamed rice rolls',
      name_sk: 'Ryžové rolky',
      price: '8,50',
      allergens: 'none',
    })
    const csv = fileOf(header, edited)

    const preview = (await importFile({ csv })).json().data as Preview
    const change = (sku: string) => preview.dishes.find((dish) => dish.sku === sku)
    expect(change(first!.sku!)).toMatchObject({
      change: 'changed',
      fields: ['nameSK', 'price', 'originalPrice'],
    })
    expect(change(second!.sku!)).toMatchObject({ change: 'archived', row: null })
    expect(change('NEW-1')).toMatchObject({ change: 'added', name: 'Bánh cuốn' })
    expect(change(rest[0]!.sku!)).toMatchObject({ change: 'untouched' })
    expect(preview.categories).toContainEqual({ name: 'Nová kategória', change: 'added' })
    // Only compared: the menu is as it was.
    const unchanged = await menuNow()
    expect(unchanged.find((dish) => dish.sku === 'NEW-1')).toBeUndefined()
    expect(unchanged.find((dish) => dish.sku === first!.sku!)!.price).toBe(Number(first!.price))

    const done = await importFile({ csv, confirm: true, basis: preview.basis })
    expect(done.statusCode).toBe(200)
    const after = await menuNow()
    expect(after.find((dish) => dish.sku === first!.sku!)).toMatchObject({
      price: 99.9,
      nameSK: 'Nový názov',
    })
    expect(after.find((dish) => dish.sku === second!.sku!)!.status).toBe('archived')
    expect(after.find((dish) => dish.sku === 'NEW-1')).toMatchObject({
      category: 'Nová kategória',
      price: 8.5,
      allergens: [],
    })
    // The shop's own menu shows it at once: the menu cache forgot the old one.
    const shop = (await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })).json()
    expect(shop.data.some((dish: { sku: string }) => dish.sku === 'NEW-1')).toBe(true)
    expect(shop.data.some((dish: { sku: string }) => dish.sku === second!.sku!)).toBe(false)
  })

  it('puts the categories in the file’s order, a file that only reorders them too', async () => {
    const { header, rows } = rowsOf((await exportFile()).body)
    const categories = rows.filter((row) => row.type === 'category')
    const others = rows.filter((row) => row.type !== 'category')
    const reordered = [...categories].reverse()
    const csv = fileOf(header, [...reordered, ...others])

    const preview = (await importFile({ csv })).json().data as Preview
    expect(preview.dishes.every((dish) => dish.change === 'untouched')).toBe(true)
    expect(preview.categories.some((category) => category.change === 'changed')).toBe(true)
    await importFile({ csv, confirm: true, basis: preview.basis })

    const shown = (await t.app.inject({ method: 'GET', url: '/api/category' })).json().data as {
      name: string
    }[]
    expect(shown.map((category) => category.name)).toEqual(reordered.map((row) => row.category))
  })

  it('refuses a file with mistakes row by row, and changes nothing', async () => {
    const before = await menuNow()
    const { header, rows } = rowsOf((await exportFile()).body)
    const firstDish = rows.findIndex((row) => row.type === 'dish')
    const broken = rows.map((row, index) => (index === firstDish ? { ...row, price: '-1' } : row))

    const answer = await importFile({ csv: fileOf(header, broken), confirm: true })

    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toEqual({
      success: false,
      code: 'MENU_FILE_INVALID',
      message: 'The menu file has 1 mistake(s); nothing was changed',
      problems: [{ row: firstDish + 2, column: 'price', code: 'PRICE_POSITIVE' }],
    })
    expect(await menuNow()).toEqual(before)
  })

  it('refuses a picture never uploaded, by its row', async () => {
    const { header, rows } = rowsOf((await exportFile()).body)
    rows.push({
      type: 'dish',
      category: 'Phở',
      sku: 'X-1',
      name_vi: 'X',
      name_en: 'X',
      name_sk: 'X',
      price: '3',
      image: 'never-uploaded.webp',
    })

    const answer = await importFile({ csv: fileOf(header, rows) })

    expect(answer.statusCode).toBe(422)
    expect(answer.json().problems).toEqual([
      { row: rows.length + 1, column: 'image', code: 'IMAGE_UNKNOWN' },
    ])
  })

  it('refuses to import over a menu changed since the preview', async () => {
    const csv = (await exportFile()).body
    const { basis } = (await importFile({ csv })).json().data as Preview
    const [dish] = await menuNow()
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/foods/${String(dish!._id)}/archive`,
      headers: { token: admin },
    })

    const answer = await importFile({ csv, confirm: true, basis })

    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('MENU_FILE_CHANGED')
  })

  it("exports and imports each dish's and category's VAT rate (issue 22 §2)", async () => {
    const [dish] = await menuNow()
    await t.db
      .updateTable('foods')
      .set({ vat_rate_id: 'super-reduced' })
      .where('id', '=', String(dish!._id))
      .execute()
    const [category] = await t.db.selectFrom('categories').selectAll().execute()
    await t.db
      .updateTable('categories')
      .set({ vat_rate_id: 'standard' })
      .where('id', '=', category!.id)
      .execute()
    const csv = (await exportFile()).body
    const { header, rows } = rowsOf(csv)
    expect(rows.find((row) => row.sku === dish!.sku && row.type === 'dish')!.vat_rate).toBe(
      'super-reduced',
    )
    expect(
      rows.find((row) => row.type === 'category' && row.category === category!.name)!.vat_rate,
    ).toBe('standard')
    // Its own export gives the same menu back.
    const same = (await importFile({ csv })).json().data as Preview
    expect(same.dishes.filter((each) => each.change !== 'untouched')).toEqual([])
    expect(same.categories.filter((each) => each.change !== 'untouched')).toEqual([])

    // A changed rate is a change of the dish; one not in Settings is refused by its row.
    const changed = rows.map((row) =>
      row.type === 'dish' && row.sku === dish!.sku ? { ...row, vat_rate: '' } : row,
    )
    const preview = (await importFile({ csv: fileOf(header, changed) })).json().data as Preview
    expect(preview.dishes.find((each) => each.sku === dish!.sku)).toMatchObject({
      change: 'changed',
      fields: ['vatRateId'],
    })
    await importFile({ csv: fileOf(header, changed), confirm: true, basis: preview.basis })
    const row = await t.db
      .selectFrom('foods')
      .select('vat_rate_id')
      .where('id', '=', String(dish!._id))
      .executeTakeFirstOrThrow()
    expect(row.vat_rate_id).toBeNull()

    const at = rows.findIndex((each) => each.type === 'dish')
    const unknown = rows.map((each, index) =>
      index === at ? { ...each, vat_rate: 'luxury' } : each,
    )
    const refused = await importFile({ csv: fileOf(header, unknown) })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().problems).toEqual([
      { row: at + 2, column: 'vat_rate', code: 'VAT_RATE_UNKNOWN' },
    ])
  })

  it('is for the admin only', async () => {
    const customer = await registerCustomer(t.app)
    const answer = await importFile({ csv: 'type\r\n' }, customer)
    expect(answer.statusCode).toBe(403)
  })
})

describe('the journey’s menu file, e2e/fixtures/pho-ha-noi-menu.csv', () => {
  it('imports into an empty shop: 20 dishes in their categories and three languages', async () => {
    const empty = await buildTestApp()
    try {
      const owner = await loginAdmin(empty.app)
      const csv = await readFile(
        new URL('../../../../../e2e/fixtures/pho-ha-noi-menu.csv', import.meta.url),
        'utf8',
      )
      const preview = await empty.app.inject({
        method: 'POST',
        url: '/api/admin/menu-file',
        headers: { token: owner },
        payload: { csv },
      })
      expect(preview.statusCode, preview.body).toBe(200)
      const data = preview.json().data as Preview
      expect(data.dishes).toHaveLength(20)
      expect(data.dishes.every((dish) => dish.change === 'added')).toBe(true)
      expect(data.categories.length).toBeGreaterThanOrEqual(3)
      expect(data.categories.length).toBeLessThanOrEqual(4)

      await empty.app.inject({
        method: 'POST',
        url: '/api/admin/menu-file',
        headers: { token: owner },
        payload: { csv, confirm: true, basis: data.basis },
      })
      const menu = (
        await empty.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
      ).json().data as {
        nameVI: string
        nameEN: string
        nameSK: string
        options: unknown[]
        allergens: unknown
      }[]
      expect(menu).toHaveLength(20)
      expect(menu.every((dish) => dish.nameVI && dish.nameEN && dish.nameSK)).toBe(true)
      expect(menu.filter((dish) => dish.options.length > 0).length).toBeGreaterThanOrEqual(1)
      expect(menu.map((dish) => dish.nameVI)).toContain('Phở bò')
    } finally {
      await empty.close()
    }
  })
})
