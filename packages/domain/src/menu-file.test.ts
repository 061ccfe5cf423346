import { describe, expect, it } from 'vitest'
import type { Category, Food } from './answers/menu'
import { parseCsv, writeCsv } from './csv'
import { VALIDATION_CODES } from './error-codes'
import { MENU_FILE_COLUMNS, readMenuFile, writeMenuFile, type MenuFileRead } from './menu-file'

function food(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'f1',
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Nước dùng hầm 12 giờ',
    descriptionVI: 'Nước dùng hầm 12 giờ',
    descriptionEN: 'Broth simmered for 12 hours, "the real one"',
    descriptionSK: 'Vývar varený 12 hodín,\nso zázvorom',
    price: 7.5,
    image: 'pho-bo-1a2b3c4d5e.webp',
    sku: 'PHO-BO',
    category: 'Phở',
    status: 'active',
    isPromotion: false,
    originalPrice: 7.5,
    promotionPrice: 0,
    soldCount: 12,
    likes: 3,
    options: [],
    allergens: ['gluten', 'soy'],
    dietaryTags: [],
    spicy: 0,
    soldOutUntil: null,
    ...overrides,
  }
}

const category = (name: string, overrides: Partial<Category> = {}): Category => ({
  _id: name,
  name,
  nameVI: name,
  nameEN: '',
  nameSK: '',
  image: '',
  ...overrides,
})

const SIZE = {
  name: 'Size',
  nameVI: 'Cỡ',
  nameEN: 'Size',
  nameSK: 'Veľkosť',
  pricingMode: 'override' as const,
  defaultChoiceCode: 'large',
  choices: [
    {
      code: 'small',
      label: 'Nhỏ',
      labelVI: 'Nhỏ',
      labelEN: 'Small',
      labelSK: 'Malá',
      price: 6.5,
      allergens: [],
    },
    {
      code: 'large',
      label: 'Lớn',
      labelVI: 'Lớn',
      labelEN: 'Large',
      labelSK: 'Veľká',
      price: 8.9,
      allergens: ['eggs' as const],
    },
  ],
}

function read(text: string): Extract<MenuFileRead, { ok: true }> {
  const result = readMenuFile(text)
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`)
  return result
}

/** A file of the given rows under the full header, as a spreadsheet would save it. */
function file(...rows: Partial<Record<(typeof MENU_FILE_COLUMNS)[number], string>>[]) {
  return writeCsv([
    [...MENU_FILE_COLUMNS],
    ...rows.map((row) => MENU_FILE_COLUMNS.map((column) => row[column] ?? '')),
  ])
}

const DISH = {
  type: 'dish',
  category: 'Phở',
  sku: 'PHO-BO',
  name_vi: 'Phở bò',
  name_en: 'Beef pho',
  name_sk: 'Hovädzie pho',
  price: '7.50',
}

describe('writeMenuFile', () => {
  it('writes a header, the categories, then each dish with its choices below it', () => {
    const text = writeMenuFile({
      categories: [category('Phở', { nameEN: 'Pho', nameSK: 'Pho' }), category('Đồ uống')],
      foods: [food({ options: [SIZE], isPromotion: true, promotionPrice: 6.9 })],
    })
    expect(text.startsWith('\uFEFFtype,category,sku,name,name_vi')).toBe(true)
    const parsed = parseCsv(text)
    if (!parsed.ok) throw new Error('not CSV')
    const [header, ...rows] = parsed.rows
    const at = (row: string[], column: string) => row[header!.indexOf(column)]
    expect(rows.map((row) => at(row, 'type'))).toEqual([
      'category',
      'category',
      'dish',
      'choice',
      'choice',
    ])
    const dish = rows[2]!
    expect(at(dish, 'price')).toBe('7.50')
    expect(at(dish, 'promotion_price')).toBe('6.90')
    expect(at(dish, 'allergens')).toBe('gluten, soy')
    expect(at(dish, 'description_sk')).toBe('Vývar varený 12 hodín,\nso zázvorom')
    expect(at(rows[4]!, 'default')).toBe('yes')
    expect(at(rows[4]!, 'group_sk')).toBe('Veľkosť')
    expect(at(rows[4]!, 'price')).toBe('8.90')
  })

  it('writes "none" for allergens stated as none, and nothing when not stated', () => {
    const none = writeMenuFile({ categories: [], foods: [food({ allergens: [] })] })
    const unknown = writeMenuFile({ categories: [], foods: [food({ allergens: null })] })
    expect(none).toContain(',none,')
    expect(unknown).not.toContain('none')
  })
})

describe('readMenuFile', () => {
  it('reads back what the export wrote: the same dishes, choices and categories', () => {
    const foods = [
      food({
        options: [SIZE],
        isPromotion: true,
        promotionPrice: 6.9,
        spicy: 2,
        vatRateId: 'super-reduced',
      }),
      food({
        _id: 'f2',
        sku: 'CHE',
        name: 'Chè',
        nameVI: 'Chè ba màu',
        nameEN: 'Three-colour dessert',
        nameSK: 'Trojfarebný dezert',
        status: 'archived',
        allergens: [],
        dietaryTags: ['vegan', 'gluten-free'],
        image: '',
      }),
      food({ _id: 'f3', sku: 'TRA', status: 'inactive', allergens: null }),
    ]
    const result = read(
      writeMenuFile({
        categories: [
          category('Phở', { nameSK: 'Polievky' }),
          category('Bia', { vatRateId: 'standard' }),
        ],
        foods,
      }),
    )
    expect(result.categories.map((c) => c.body)).toEqual([
      { name: 'Phở', nameVI: 'Phở', nameEN: '', nameSK: 'Polievky', image: '', vatRateId: null },
      { name: 'Bia', nameVI: 'Bia', nameEN: '', nameSK: '', image: '', vatRateId: 'standard' },
    ])
    const [pho, che, tra] = result.dishes
    expect(pho!.body).toMatchObject({
      name: 'Phở bò',
      descriptionEN: 'Broth simmered for 12 hours, "the real one"',
      descriptionSK: 'Vývar varený 12 hodín,\nso zázvorom',
      price: 7.5,
      isPromotion: true,
      promotionPrice: 6.9,
      allergens: ['gluten', 'soy'],
      spicy: 2,
      vatRateId: 'super-reduced',
      image: 'pho-bo-1a2b3c4d5e.webp',
      options: [
        {
          ...SIZE,
          choices: [
            { ...SIZE.choices[0], image: '' },
            { ...SIZE.choices[1], image: '' },
          ],
        },
      ],
    })
    expect(pho!.archived).toBe(false)
    expect(che!.archived).toBe(true)
    expect(che!.body).toMatchObject({
      name: 'Chè',
      allergens: [],
      dietaryTags: ['vegan', 'gluten-free'],
    })
    expect(tra!.body).toMatchObject({ status: 'inactive', allergens: null, vatRateId: null })
  })

  it("reads a VAT rate's id as Settings writes it, blank as the level above's (issue 22 §2)", () => {
    const result = read(
      file(
        { type: 'category', category: 'Bia', name_vi: 'Bia', vat_rate: ' Standard ' },
        { ...DISH, vat_rate: 'super-reduced' },
        { ...DISH, sku: 'B', vat_rate: '' },
      ),
    )
    expect(result.categories[0]!.body.vatRateId).toBe('standard')
    expect(result.dishes.map((dish) => dish.body.vatRateId)).toEqual(['super-reduced', null])
    // A file without the column leaves each dish's rate as it is.
    const without = writeCsv([
      ['type', 'category', 'sku', 'name_vi', 'name_en', 'name_sk', 'price'],
      ['dish', 'Phở', 'PHO-BO', 'Phở bò', 'Beef pho', 'Hovädzie pho', '7.5'],
    ])
    expect(read(without).dishes[0]!.body.vatRateId).toBeUndefined()
    expect(readMenuFile(file({ ...DISH, vat_rate: '19 %' }))).toEqual({
      ok: false,
      problems: [{ row: 2, column: 'vat_rate', code: VALIDATION_CODES.vatRateIdInvalid }],
    })
  })

  it('reads comma decimals, spaces and upper case as a spreadsheet user types them', () => {
    const result = read(
      file({
        ...DISH,
        price: '7,50',
        promotion_price: ' 6,90 €',
        allergens: 'Gluten; SOY',
        status: 'Active',
      }),
    )
    expect(result.dishes[0]!.body).toMatchObject({
      price: 7.5,
      isPromotion: true,
      promotionPrice: 6.9,
      allergens: ['gluten', 'soy'],
      status: 'active',
    })
  })

  it('reads allergens by their number in Annex II too, as Slovak menus write them', () => {
    expect(read(file({ ...DISH, allergens: '1, 6, 14' })).dishes[0]!.body.allergens).toEqual([
      'gluten',
      'soy',
      'molluscs',
    ])
  })

  it('takes the Vietnamese name as the base name when the name column is blank', () => {
    expect(read(file(DISH)).dishes[0]!.body.name).toBe('Phở bò')
  })

  it('puts a choice under the dish above it, or under the dish its SKU names', () => {
    const result = read(
      file(
        { type: 'choice', sku: 'BUN', group: 'Size', choice: 'big', name_vi: 'To', price: '1' },
        DISH,
        { type: 'choice', group: 'Extra', choice: 'egg', name_vi: 'Trứng', price: '0.80' },
        { ...DISH, sku: 'BUN', name_vi: 'Bún chả' },
      ),
    )
    expect(result.dishes[0]!.body.options).toMatchObject([
      {
        name: 'Extra',
        pricingMode: 'add',
        defaultChoiceCode: 'egg',
        choices: [{ code: 'egg', price: 0.8 }],
      },
    ])
    expect(result.dishes[1]!.body.options).toMatchObject([
      { name: 'Size', choices: [{ code: 'big' }] },
    ])
  })

  it('leaves out of a dish what the file has no column for, so the dish keeps it', () => {
    const text = writeCsv([
      ['type', 'category', 'sku', 'name_vi', 'name_en', 'name_sk', 'price'],
      ['dish', 'Phở', 'PHO-BO', 'Phở bò', 'Beef pho', 'Hovädzie pho', '7.5'],
    ])
    const { body } = read(text).dishes[0]!
    expect(body.allergens).toBeUndefined()
    expect(body.descriptionSK).toBeUndefined()
    expect(body.dietaryTags).toBeUndefined()
  })

  it('refuses a file with mistakes, each by its row, column and code', () => {
    const result = readMenuFile(
      file(
        { type: 'category', category: '' },
        { ...DISH, price: '0' },
        { ...DISH, sku: 'B', allergens: 'gluten, nuts-ish' },
        { ...DISH, sku: 'B' },
        { type: 'soup' },
        { type: 'choice', group: 'Size', choice: 'm', name_vi: 'Vừa', price: 'abc' },
        { ...DISH, sku: 'C', promotion_price: '9' },
      ),
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 2, column: 'category', code: VALIDATION_CODES.categoryNameRequired },
        { row: 3, column: 'price', code: VALIDATION_CODES.pricePositive },
        { row: 4, column: 'allergens', code: VALIDATION_CODES.allergensInvalid },
        { row: 5, column: 'sku', code: 'MENU_FILE_SKU_TWICE' },
        { row: 6, column: 'type', code: 'MENU_FILE_ROW_TYPE_UNKNOWN' },
        { row: 7, column: 'price', code: VALIDATION_CODES.choicePriceInvalid },
        { row: 8, column: 'promotion_price', code: VALIDATION_CODES.promotionPriceNotLower },
      ],
    })
  })

  it('refuses a choice with no dish to belong to', () => {
    expect(
      readMenuFile(file({ type: 'choice', group: 'Size', choice: 'm', name_vi: 'M' })),
    ).toEqual({
      ok: false,
      problems: [{ row: 2, column: 'sku', code: 'MENU_FILE_CHOICE_WITHOUT_DISH' }],
    })
  })

  it('names the columns the first row lacks', () => {
    expect(readMenuFile('type,sku,name_vi\r\ndish,A,Phở\r\n')).toEqual({
      ok: false,
      problems: [
        { row: 1, column: 'category', code: 'MENU_FILE_COLUMN_MISSING' },
        { row: 1, column: 'name_en', code: 'MENU_FILE_COLUMN_MISSING' },
        { row: 1, column: 'name_sk', code: 'MENU_FILE_COLUMN_MISSING' },
        { row: 1, column: 'price', code: 'MENU_FILE_COLUMN_MISSING' },
      ],
    })
  })

  it('refuses text that is not CSV, and an empty file', () => {
    expect(readMenuFile('type,category\r\n"dish,Phở')).toEqual({
      ok: false,
      problems: [{ row: 2, code: 'MENU_FILE_NOT_CSV' }],
    })
    expect(readMenuFile('\uFEFF')).toEqual({
      ok: false,
      problems: [{ row: 1, code: 'MENU_FILE_EMPTY' }],
    })
  })
})
