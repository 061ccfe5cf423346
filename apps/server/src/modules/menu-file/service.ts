import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import {
  isStoredImageName,
  sortedAllergens,
  type MenuFileChange,
  type MenuFilePreview,
} from '@quan/domain'
import {
  menuFileName,
  readMenuFile,
  writeMenuFile,
  type MenuFileDish,
  type MenuFileProblem,
} from '@quan/domain/menu-file'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import type { CategoryTable, Database, FoodTable } from '../../db/schema'
import { AppError, conflict } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  dishColumns,
  findByName,
  imagesOf,
  setCategorySortOrder,
  storedImageNames,
  updateCategory,
} from '../admin-menu/service'
import { categoryToDto } from '../category/mappers'
import { insertCategories, listCategories } from '../category/service'
import { foodToDto, optionGroupsOf } from '../food/mappers'
import { insertFoods, listFoods, updateFood } from '../food/service'

// The menu as a spreadsheet (issue 21 §5): exported whole, and imported after a preview the
// owner confirms, in one transaction.

/** Dishes in their category's order, then as the shop lists them within it. */
async function menuRows(db: Kysely<Database>) {
  const categories = await listCategories(db)
  const place = new Map(categories.map((row, index) => [row.name, index]))
  const foods = (await listFoods(db)).sort(
    (a, b) => (place.get(a.category) ?? place.size) - (place.get(b.category) ?? place.size),
  )
  return { categories, foods }
}

/** The menu as CSV text and the name it is downloaded under. */
export async function exportMenu(ctx: ShopContext): Promise<{ name: string; csv: string }> {
  const { categories, foods } = await menuRows(ctx.db)
  const csv = writeMenuFile({
    categories: categories.map(categoryToDto),
    foods: foods.map(foodToDto),
  })
  return { name: menuFileName(ctx.clock.now().toISOString().slice(0, 10)), csv }
}

/** A fingerprint of the menu as it stands: an import confirmed against another is refused. */
function basisOf(categories: CategoryTable[], foods: FoodTable[]): string {
  const rows = [
    ...categories.map((row) => JSON.stringify(row)),
    ...foods.map((row) => JSON.stringify(row)),
  ].sort()
  return createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 32)
}

const refused = (problems: MenuFileProblem[]) =>
  new AppError(
    422,
    'MENU_FILE_INVALID',
    `The menu file has ${problems.length} mistake(s); nothing was changed`,
    undefined,
    { problems },
  )

/** The dish as the file would leave it; the fields the file has no column for are kept. */
function dishAfter(dish: MenuFileDish, current: FoodTable | undefined, category: string) {
  const columns = dishColumns(dish.body, current)
  return {
    ...columns,
    image: dish.body.image === undefined ? (current?.image ?? null) : dish.body.image || null,
    category,
    status: dish.archived ? 'archived' : dish.body.status,
  }
}

/** A dish as the API shows it, allergens in the Annex's order whatever order they were saved in. */
function comparable(row: FoodTable): Record<string, unknown> {
  const dto = foodToDto(row)
  return {
    ...dto,
    allergens: dto.allergens && sortedAllergens(dto.allergens),
    options: dto.options.map((group) => ({
      ...group,
      choices: group.choices.map((choice) => ({
        ...choice,
        allergens: sortedAllergens(choice.allergens),
      })),
    })),
  }
}

/** The API fields (foodToDto's) in which two rows of one dish differ. */
function changedFields(before: FoodTable, after: FoodTable): string[] {
  const a = comparable(before)
  const b = comparable(after)
  // Both rows' keys: a field the API leaves out when unset (vatRateId) may be on one side only.
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return keys.filter((key) => !isDeepStrictEqual(a[key], b[key]))
}

/**
 * Compares a menu file with the menu and, with `confirm`, makes the menu what the file says, in
 * one transaction: the file's dishes added or changed (found by SKU), the menu's dishes the file
 * leaves out archived, its categories added or their names per language changed, and put in the
 * file's order. A file with mistakes is refused whole, row by row (422).
 */
export async function importMenu(
  ctx: ShopContext,
  csv: string,
  options: { confirm: boolean; basis?: string },
): Promise<MenuFilePreview> {
  const file = readMenuFile(csv)
  if (!file.ok) throw refused(file.problems)
  // Before the transaction: on SQLite it holds the one connection the settings' read would use.
  const rateIds = new Set((await ctx.settings.vatRates.read()).rates.map((rate) => rate.id))
  const run = async (trx: Kysely<Database>): Promise<MenuFilePreview> => {
    const { categories, foods } = await menuRows(trx)
    const basis = basisOf(categories, foods)
    if (options.confirm && options.basis !== undefined && options.basis !== basis) {
      throw conflict('MENU_FILE_CHANGED', 'The menu changed since the preview')
    }
    const now = ctx.clock.now().toISOString()

    // Categories: the file's, then any a dish names that neither the file nor the menu has.
    const categoryResults: MenuFilePreview['categories'] = []
    const known: { name: string }[] = [...categories]
    const order: string[] = []
    const newCategories: CategoryTable[] = []
    const categoryChanges: {
      id: string
      changes: Omit<CategoryTable, 'id' | 'sort_order' | 'created_at'>
    }[] = []
    let nextOrder = categories.reduce((max, row) => Math.max(max, row.sort_order + 1), 0)
    for (const { body } of file.categories) {
      const current = findByName(categories, body.name)
      if (!current) {
        const row: CategoryTable = {
          id: newId(),
          name: body.name,
          name_vi: body.nameVI ?? '',
          name_en: body.nameEN ?? '',
          name_sk: body.nameSK ?? '',
          image: body.image || null,
          sort_order: nextOrder++,
          created_at: now,
          vat_rate_id: body.vatRateId ?? null,
        }
        newCategories.push(row)
        known.push(row)
        order.push(row.id)
        categoryResults.push({ name: row.name, change: 'added' })
        continue
      }
      order.push(current.id)
      const changes = {
        name: current.name,
        name_vi: body.nameVI ?? current.name_vi,
        name_en: body.nameEN ?? current.name_en,
        name_sk: body.nameSK ?? current.name_sk,
        image: body.image === undefined ? current.image : body.image || null,
        vat_rate_id: body.vatRateId === undefined ? current.vat_rate_id : body.vatRateId,
      }
      const same =
        changes.name_vi === current.name_vi &&
        changes.name_en === current.name_en &&
        changes.name_sk === current.name_sk &&
        changes.image === current.image &&
        changes.vat_rate_id === current.vat_rate_id
      if (!same) categoryChanges.push({ id: current.id, changes })
      categoryResults.push({ name: current.name, change: same ? 'untouched' : 'changed' })
    }
    for (const dish of file.dishes) {
      if (findByName(known, dish.body.category)) continue
      const row: CategoryTable = {
        id: newId(),
        name: dish.body.category,
        name_vi: '',
        name_en: '',
        name_sk: '',
        image: null,
        sort_order: nextOrder++,
        created_at: now,
        vat_rate_id: null,
      }
      newCategories.push(row)
      known.push(row)
      categoryResults.push({ name: row.name, change: 'added' })
    }
    // The file's categories first, in its order; the others keep theirs after them. A category
    // the new order moves is changed, so a file that only reorders them can be imported.
    const sequence = [
      ...order,
      ...[...categories, ...newCategories]
        .filter((row) => !order.includes(row.id))
        .map((row) => row.id),
    ]
    categories.forEach((row, index) => {
      if (sequence.indexOf(row.id) === index) return
      const result = categoryResults.find((entry) => entry.name === row.name)
      if (result?.change === 'untouched') result.change = 'changed'
    })

    // Dishes, found by SKU: an archived one only when no other dish has the SKU.
    const bySku = new Map<string, FoodTable>()
    for (const row of foods) {
      const held = bySku.get(row.sku)
      if (!held || (held.status === 'archived' && row.status !== 'archived'))
        bySku.set(row.sku, row)
    }
    const problems: MenuFileProblem[] = []
    const dishResults: MenuFilePreview['dishes'] = []
    const inserts: FoodTable[] = []
    const updates: { id: string; changes: Partial<FoodTable> }[] = []
    const named = new Set<string>()
    const pictures: { row: number; names: string[] }[] = []
    for (const dish of file.dishes) {
      const current = bySku.get(dish.body.sku)
      if (current) named.add(current.id)
      const category = findByName(known, dish.body.category)!.name
      const after = dishAfter(dish, current, category)
      // A picture named by file must be one uploaded; those the dish shows already may stay.
      const shown = new Set(
        current ? imagesOf({ ...current, options: optionGroupsOf(current) }) : [],
      )
      const names = imagesOf({ image: after.image, options: optionGroupsOf(after) }).filter(
        (image) => isStoredImageName(image) && !shown.has(image),
      )
      if (names.length > 0) pictures.push({ row: dish.row, names })
      if (!current) {
        inserts.push({
          id: newId(),
          ...after,
          sold_count: 0,
          likes: 0,
          sold_out_until: null,
          created_at: now,
          updated_at: now,
        })
        dishResults.push({
          sku: dish.body.sku,
          name: dish.body.name,
          change: 'added',
          row: dish.row,
          fields: [],
        })
        continue
      }
      const next: FoodTable = { ...current, ...after }
      const fields = changedFields(current, next)
      let change: MenuFileChange = fields.length > 0 ? 'changed' : 'untouched'
      if (after.status === 'archived' && current.status !== 'archived') change = 'archived'
      if (fields.length > 0)
        updates.push({ id: current.id, changes: { ...after, updated_at: now } })
      dishResults.push({ sku: dish.body.sku, name: dish.body.name, change, row: dish.row, fields })
    }
    // A VAT rate must be one of Settings' (issue 22 §2).
    const unknownRate = (id: string | null | undefined) => Boolean(id) && !rateIds.has(id!)
    for (const { row, body } of [...file.categories, ...file.dishes]) {
      if (unknownRate(body.vatRateId))
        problems.push({ row, column: 'vat_rate', code: 'VAT_RATE_UNKNOWN' })
    }
    const stored = await storedImageNames(trx, [...new Set(pictures.flatMap((p) => p.names))])
    for (const { row, names } of pictures) {
      if (names.some((name) => !stored.has(name))) {
        problems.push({ row, column: 'image', code: 'IMAGE_UNKNOWN' })
      }
    }
    if (problems.length > 0) throw refused(problems.sort((a, b) => a.row - b.row))
    for (const row of foods) {
      if (named.has(row.id) || row.status === 'archived') continue
      updates.push({ id: row.id, changes: { status: 'archived', updated_at: now } })
      dishResults.push({
        sku: row.sku,
        name: row.name,
        change: 'archived',
        row: null,
        fields: ['status'],
      })
    }

    if (options.confirm) {
      await insertCategories(trx, newCategories)
      for (const { id, changes } of categoryChanges) await updateCategory(trx, id, changes)
      for (const [position, id] of sequence.entries()) {
        await setCategorySortOrder(trx, id, position)
      }
      await insertFoods(trx, inserts)
      for (const { id, changes } of updates) await updateFood(trx, id, changes)
    }
    const after = options.confirm ? await menuRows(trx) : undefined
    return {
      basis: after ? basisOf(after.categories, after.foods) : basis,
      imported: options.confirm,
      categories: categoryResults,
      dishes: dishResults,
    }
  }
  // A preview changes nothing; it reads in a transaction all the same, for one consistent view.
  return ctx.db.transaction().execute(run)
}
