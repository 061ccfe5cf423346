import type { z } from 'zod'
import { ALLERGENS } from './allergens'
import type { Category, Food } from './answers/menu'
import { parseCsv, writeCsv } from './csv'
import { isErrorCode, type ErrorCode } from './error-codes'
import { categoryBody, dishBody, type CategoryBody, type DishBody } from './requests/menu'

// The menu as a spreadsheet (issue 21 §5): one row per category, per dish and per option choice,
// written by the export and read back by the import. README, "Make it your restaurant", tells
// a spreadsheet user what each column holds.

/** Every column, in the order the export writes them. The import finds them by name. */
export const MENU_FILE_COLUMNS = [
  'type',
  'category',
  'sku',
  'name',
  'name_vi',
  'name_en',
  'name_sk',
  'description',
  'description_vi',
  'description_en',
  'description_sk',
  'price',
  'promotion_price',
  'status',
  'allergens',
  'tags',
  'spicy',
  'image',
  'group',
  'group_vi',
  'group_en',
  'group_sk',
  'pricing',
  'choice',
  'default',
  'vat_rate',
] as const
export type MenuFileColumn = (typeof MENU_FILE_COLUMNS)[number]

/** What a file cannot do without; the others may be left out (a dish then keeps what it had). */
export const REQUIRED_MENU_FILE_COLUMNS: readonly MenuFileColumn[] = [
  'type',
  'category',
  'sku',
  'name_vi',
  'name_en',
  'name_sk',
  'price',
]

/** The most rows an import reads: a menu, not a catalogue. */
export const MENU_FILE_MAX_ROWS = 5000

/** What an allergens cell says for "stated: none" (blank is "not stated yet"). */
export const NO_ALLERGENS = 'none'
const YES = new Set(['yes', 'y', 'x', '1', 'true', 'ano', 'áno', 'có', 'co'])

/** One thing wrong with the file: where (row as a spreadsheet numbers it, column) and what. */
export interface MenuFileProblem {
  row: number
  column?: MenuFileColumn
  code: ErrorCode
}

export interface MenuFileCategory {
  row: number
  body: CategoryBody
}

export interface MenuFileDish {
  row: number
  body: DishBody
  /** Kept in the back office, out of the shop: 'archived' in the status column. */
  archived: boolean
}

export type MenuFileRead =
  | { ok: true; categories: MenuFileCategory[]; dishes: MenuFileDish[] }
  | { ok: false; problems: MenuFileProblem[] }

// ---------------------------------------------------------------------------------------------
// Writing

/** Euros as a spreadsheet reads them in every locale's CSV: a point and two decimals. */
const euros = (amount: number) => amount.toFixed(2)

function allergensCell(allergens: readonly string[] | null): string {
  if (allergens === null) return ''
  return allergens.length === 0 ? NO_ALLERGENS : allergens.join(', ')
}

/** The menu as CSV text: categories in their order, then each dish with its choices below it. */
export function writeMenuFile(menu: { categories: Category[]; foods: Food[] }): string {
  const row = (cells: Partial<Record<MenuFileColumn, string>>) =>
    MENU_FILE_COLUMNS.map((column) => cells[column] ?? '')
  const rows: string[][] = [[...MENU_FILE_COLUMNS]]
  for (const category of menu.categories) {
    rows.push(
      row({
        type: 'category',
        category: category.name,
        name_vi: category.nameVI,
        name_en: category.nameEN,
        name_sk: category.nameSK,
        image: category.image,
        vat_rate: category.vatRateId ?? '',
      }),
    )
  }
  for (const food of menu.foods) {
    rows.push(
      row({
        type: 'dish',
        category: food.category,
        sku: food.sku,
        name: food.name,
        name_vi: food.nameVI,
        name_en: food.nameEN,
        name_sk: food.nameSK,
        description: food.description,
        description_vi: food.descriptionVI,
        description_en: food.descriptionEN,
        description_sk: food.descriptionSK,
        price: euros(food.price),
        promotion_price: food.isPromotion ? euros(food.promotionPrice) : '',
        status: food.status,
        allergens: allergensCell(food.allergens),
        tags: food.dietaryTags.join(', '),
        spicy: String(food.spicy),
        image: food.image,
        vat_rate: food.vatRateId ?? '',
      }),
    )
    for (const group of food.options) {
      for (const choice of group.choices) {
        rows.push(
          row({
            type: 'choice',
            sku: food.sku,
            group: group.name,
            group_vi: group.nameVI,
            group_en: group.nameEN,
            group_sk: group.nameSK,
            pricing: group.pricingMode,
            choice: choice.code,
            name: choice.label,
            name_vi: choice.labelVI,
            name_en: choice.labelEN,
            name_sk: choice.labelSK,
            price: euros(choice.price),
            allergens: choice.allergens.join(', '),
            default: choice.code === group.defaultChoiceCode ? 'yes' : '',
            image: choice.image ?? '',
          }),
        )
      }
    }
  }
  return writeCsv(rows)
}

/** The file's name on download: the shop's menu and the day, `menu-2026-11-27.csv`. */
export const menuFileName = (day: string) => `menu-${day}.csv`

// ---------------------------------------------------------------------------------------------
// Reading

/** A cell of one row, found by its column's name; undefined when the file has no such column. */
type Cells = (column: MenuFileColumn) => string | undefined

/** 6,50 (a Slovak or Vietnamese spreadsheet) and 6.50 are one price; 1 234,50 too. */
function amount(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  // € as an escape: written as is, it was the server bundle's one non-ASCII character
  const bare = text.replace(/[\s\u00a0\u20ac]/g, '')
  return bare.includes('.') ? bare : bare.replace(',', '.')
}

/** 'gluten, soy' or 'gluten soy' or 'gluten;soy' as a list, each code lower-cased. */
const listOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

function allergensOf(text: string | undefined): string[] | null | undefined {
  if (text === undefined) return undefined
  if (text.trim() === '') return null
  if (text.trim().toLowerCase() === NO_ALLERGENS) return []
  // Slovak menus number them 1-14 in the Annex's order; either way is read.
  return listOf(text).map((item) =>
    /^\d+$/.test(item) ? (ALLERGENS[Number(item) - 1] ?? item) : item,
  )
}

/** A VAT rate's id as Settings names it; blank: the level above's (issue 22 §2). */
function vatRateOf(text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined
  const bare = text.trim().toLowerCase()
  return bare === '' ? null : bare
}

function spicyOf(text: string | undefined): unknown {
  if (text === undefined) return undefined
  const bare = text.trim()
  if (bare === '') return 0
  return /^[0-3]$/.test(bare) ? Number(bare) : bare
}

/** Where a dish body's field is written in the file. */
const DISH_COLUMN: Record<string, MenuFileColumn> = {
  name: 'name',
  nameVI: 'name_vi',
  nameEN: 'name_en',
  nameSK: 'name_sk',
  description: 'description',
  descriptionVI: 'description_vi',
  descriptionEN: 'description_en',
  descriptionSK: 'description_sk',
  price: 'price',
  sku: 'sku',
  category: 'category',
  status: 'status',
  image: 'image',
  isPromotion: 'promotion_price',
  promotionPrice: 'promotion_price',
  allergens: 'allergens',
  dietaryTags: 'tags',
  spicy: 'spicy',
  vatRateId: 'vat_rate',
}
const GROUP_COLUMN: Record<string, MenuFileColumn> = {
  name: 'group',
  nameVI: 'group_vi',
  nameEN: 'group_en',
  nameSK: 'group_sk',
  pricingMode: 'pricing',
  defaultChoiceCode: 'default',
  choices: 'choice',
}
const CHOICE_COLUMN: Record<string, MenuFileColumn> = {
  code: 'choice',
  label: 'name',
  labelVI: 'name_vi',
  labelEN: 'name_en',
  labelSK: 'name_sk',
  price: 'price',
  image: 'image',
  allergens: 'allergens',
}
const CATEGORY_COLUMN: Record<string, MenuFileColumn> = {
  name: 'category',
  nameVI: 'name_vi',
  nameEN: 'name_en',
  nameSK: 'name_sk',
  image: 'image',
  vatRateId: 'vat_rate',
}

/** A zod issue's code, as the schemas give it: the rule's code, or the request's when none. */
const codeOf = (issue: z.core.$ZodIssue): ErrorCode =>
  isErrorCode(issue.message) ? issue.message : 'MENU_FILE_CELL_INVALID'

interface ChoiceDraft {
  row: number
  cells: Cells
}
interface DishDraft {
  row: number
  cells: Cells
  sku: string
  choices: ChoiceDraft[]
}

/**
 * Reads a menu file: each row checked by the rules the back office's forms use (dishBody,
 * categoryBody), and the file refused with every problem found, row by row, or read whole.
 */
export function readMenuFile(text: string): MenuFileRead {
  const parsed = parseCsv(text)
  if (!parsed.ok) {
    return { ok: false, problems: [{ row: parsed.fault.line, code: 'MENU_FILE_NOT_CSV' }] }
  }
  const [header, ...body] = parsed.rows
  if (!header) return { ok: false, problems: [{ row: 1, code: 'MENU_FILE_EMPTY' }] }
  if (body.length > MENU_FILE_MAX_ROWS) {
    return { ok: false, problems: [{ row: MENU_FILE_MAX_ROWS + 2, code: 'MENU_FILE_TOO_LONG' }] }
  }
  const position = new Map<string, number>()
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase()
    if (!position.has(key)) position.set(key, index)
  })
  const missing = REQUIRED_MENU_FILE_COLUMNS.filter((column) => !position.has(column))
  if (missing.length > 0) {
    return {
      ok: false,
      problems: missing.map((column) => ({ row: 1, column, code: 'MENU_FILE_COLUMN_MISSING' })),
    }
  }

  const problems: MenuFileProblem[] = []
  const categories: MenuFileCategory[] = []
  const dishes: DishDraft[] = []
  const categoryNames = new Set<string>()
  const skus = new Map<string, DishDraft>()
  const looseChoices: ChoiceDraft[] = []
  body.forEach((cellsOfRow, index) => {
    const row = index + 2
    if (cellsOfRow.every((cell) => cell.trim() === '')) return
    const cells: Cells = (column) => {
      const at = position.get(column)
      return at === undefined ? undefined : (cellsOfRow[at] ?? '')
    }
    const type = (cells('type') ?? '').trim().toLowerCase()
    if (type === 'category') {
      const parsedCategory = categoryBody.safeParse({
        name: cells('category'),
        nameVI: cells('name_vi'),
        nameEN: cells('name_en'),
        nameSK: cells('name_sk'),
        image: cells('image'),
        vatRateId: vatRateOf(cells('vat_rate')),
      })
      if (!parsedCategory.success) {
        for (const issue of parsedCategory.error.issues) {
          problems.push({
            row,
            column: CATEGORY_COLUMN[String(issue.path[0])],
            code: codeOf(issue),
          })
        }
        return
      }
      const key = nameKey(parsedCategory.data.name)
      if (categoryNames.has(key)) {
        problems.push({ row, column: 'category', code: 'MENU_FILE_CATEGORY_TWICE' })
        return
      }
      categoryNames.add(key)
      categories.push({ row, body: parsedCategory.data })
    } else if (type === 'dish') {
      const sku = (cells('sku') ?? '').trim()
      const dish: DishDraft = { row, cells, sku, choices: [] }
      if (sku && skus.has(sku)) {
        problems.push({ row, column: 'sku', code: 'MENU_FILE_SKU_TWICE' })
        return
      }
      if (sku) skus.set(sku, dish)
      dishes.push(dish)
    } else if (type === 'choice') {
      const sku = (cells('sku') ?? '').trim()
      const owner = sku ? undefined : dishes.at(-1)
      if (owner) owner.choices.push({ row, cells })
      else if (sku) looseChoices.push({ row, cells })
      else problems.push({ row, column: 'sku', code: 'MENU_FILE_CHOICE_WITHOUT_DISH' })
    } else {
      problems.push({ row, column: 'type', code: 'MENU_FILE_ROW_TYPE_UNKNOWN' })
    }
  })
  // A choice names its dish by SKU, anywhere in the file.
  for (const choice of looseChoices) {
    const owner = skus.get((choice.cells('sku') ?? '').trim())
    if (owner) owner.choices.push(choice)
    else problems.push({ row: choice.row, column: 'sku', code: 'MENU_FILE_CHOICE_WITHOUT_DISH' })
  }

  const read: MenuFileDish[] = []
  for (const dish of dishes) {
    const { input, choiceRows } = dishInput(dish)
    const archived = (dish.cells('status') ?? '').trim().toLowerCase() === 'archived'
    const parsedDish = dishBody.safeParse(archived ? { ...input, status: 'inactive' } : input)
    if (parsedDish.success) {
      read.push({ row: dish.row, body: parsedDish.data, archived })
      continue
    }
    for (const issue of parsedDish.error.issues) {
      const [field, group, part, choice, choiceField] = issue.path
      if (field === 'options' && typeof group === 'number') {
        const rows = choiceRows[group] ?? []
        if (part === 'choices' && typeof choice === 'number') {
          const column = CHOICE_COLUMN[String(choiceField)] ?? 'choice'
          problems.push({ row: rows[choice] ?? dish.row, column, code: codeOf(issue) })
        } else {
          const column = GROUP_COLUMN[String(part)] ?? 'group'
          problems.push({ row: rows[0] ?? dish.row, column, code: codeOf(issue) })
        }
      } else {
        problems.push({ row: dish.row, column: DISH_COLUMN[String(field)], code: codeOf(issue) })
      }
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row)
    return { ok: false, problems }
  }
  return { ok: true, categories, dishes: read }
}

/** A dish's row and its choices' rows as the dish form would send them. */
function dishInput(dish: DishDraft) {
  const { cells } = dish
  const promotion = amount(cells('promotion_price'))
  const groups: { name: string; rows: number[]; choices: ChoiceDraft[] }[] = []
  for (const choice of dish.choices) {
    const name = (choice.cells('group') ?? '').trim()
    let group = groups.find((g) => g.name === name)
    if (!group) {
      group = { name, rows: [], choices: [] }
      groups.push(group)
    }
    group.rows.push(choice.row)
    group.choices.push(choice)
  }
  // A group's texts and pricing may be written on its first row only.
  const first = (choices: ChoiceDraft[], column: MenuFileColumn) =>
    choices.map((choice) => choice.cells(column)).find((value) => value && value.trim() !== '')
  const options = groups.map((group) => {
    const marked = group.choices.find((choice) =>
      YES.has((choice.cells('default') ?? '').trim().toLowerCase()),
    )
    const defaultChoice = marked ?? group.choices[0]
    return {
      name: group.name,
      nameVI: first(group.choices, 'group_vi') ?? '',
      nameEN: first(group.choices, 'group_en') ?? '',
      nameSK: first(group.choices, 'group_sk') ?? '',
      pricingMode: (first(group.choices, 'pricing') ?? 'add').trim().toLowerCase(),
      defaultChoiceCode: (defaultChoice?.cells('choice') ?? '').trim(),
      choices: group.choices.map((choice) => ({
        code: choice.cells('choice') ?? '',
        label: nonBlank(choice.cells('name')) ?? choice.cells('name_vi') ?? '',
        labelVI: choice.cells('name_vi') ?? '',
        labelEN: choice.cells('name_en') ?? '',
        labelSK: choice.cells('name_sk') ?? '',
        price: amount(choice.cells('price'))?.trim() || '0',
        image: choice.cells('image') ?? '',
        allergens: allergensOf(choice.cells('allergens')) ?? [],
      })),
    }
  })
  const tags = cells('tags')
  const input = {
    name: nonBlank(cells('name')) ?? cells('name_vi'),
    nameVI: cells('name_vi'),
    nameEN: cells('name_en'),
    nameSK: cells('name_sk'),
    description: cells('description') ?? '',
    descriptionVI: cells('description_vi'),
    descriptionEN: cells('description_en'),
    descriptionSK: cells('description_sk'),
    price: amount(cells('price')),
    sku: cells('sku'),
    category: cells('category'),
    status: nonBlank(cells('status'))?.trim().toLowerCase() ?? 'active',
    image: cells('image'),
    isPromotion: Boolean(promotion && promotion.trim() !== ''),
    promotionPrice: promotion,
    options,
    allergens: allergensOf(cells('allergens')),
    dietaryTags: tags === undefined ? undefined : listOf(tags),
    spicy: spicyOf(cells('spicy')),
    vatRateId: vatRateOf(cells('vat_rate')),
  }
  return { input, choiceRows: groups.map((group) => group.rows) }
}

const nonBlank = (text: string | undefined) =>
  text !== undefined && text.trim() !== '' ? text : undefined

/** Category names as people read them: 'Món chính' and 'MÓN CHÍNH' are one (as the office has it). */
export const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('und')
