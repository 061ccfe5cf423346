import {
  isStoredImageName,
  orderHoursOf,
  soldOutUntil,
  textsOf,
  toCents,
  type CategoryBody,
  type DishBody,
  type OptionGroup,
  type SoldOutBody,
} from '@quan/domain'
import type { Kysely } from 'kysely'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import type { CategoryTable, Database, FoodTable } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { categoryToDto, type CategoryDto } from '../category/mappers'
import { listCategories } from '../category/service'
import { foodToDto, optionGroupsOf, type FoodDto } from '../food/mappers'
import { findFood, insertFoods, updateFood } from '../food/service'
import {
  findCategory,
  insertCategory,
  lockCategoryNamed,
  moveDishesToCategoryName,
  nextSortOrder,
  setCategorySortOrder,
  storedImageNames,
  updateCategory,
} from './repo'

/** For the menu file's import (modules/menu-file), which writes what these forms write. */
export { setCategorySortOrder, storedImageNames, updateCategory } from './repo'

const PRODUCT_NOT_FOUND = 'Product not found'
const CATEGORY_NOT_FOUND = 'Category not found'
const CATEGORY_TAKEN = 'A category with this name already exists'

// ---------------------------------------------------------------------------------------------
// Dishes

/**
 * The dish columns the form decides, in cents; category and status are settled by the caller.
 * On an edit (`current`), what the body leaves out of the allergen facts stays as it was: a
 * client written before allergens existed must not erase them by saving a dish.
 */
export function dishColumns(body: DishBody, current?: FoodTable) {
  const priceCents = toCents(body.price)
  const before = current ? optionGroupsOf(current) : []
  const groupBefore = (group: string) => before.find((g) => g.name === group)
  const choiceBefore = (group: string, code: string) =>
    groupBefore(group)?.choices.find((c) => c.code === code)
  const options: OptionGroup[] = (body.options ?? []).map((group) => ({
    name: group.name,
    ...keptTexts(group, groupBefore(group.name), 'name'),
    pricingMode: group.pricingMode,
    defaultChoiceCode: group.defaultChoiceCode,
    choices: group.choices.map((choice) => {
      const was = choiceBefore(group.name, choice.code)
      const allergens = choice.allergens ?? was?.allergens ?? []
      return {
        code: choice.code,
        label: choice.label,
        ...keptTexts(choice, was, 'label'),
        priceCents: toCents(choice.price),
        ...(choice.image ? { image: choice.image } : {}),
        ...(allergens.length > 0 ? { allergens } : {}),
        // A choice sold out for the day stays so through an edit of its dish (issue 12 §3).
        ...(was?.soldOutUntil ? { soldOutUntil: was.soldOutUntil } : {}),
      }
    }),
  }))
  const allergens =
    body.allergens === undefined ? (current?.allergens ?? null) : JSON.stringify(body.allergens)
  return {
    name: body.name,
    name_vi: body.nameVI,
    name_en: body.nameEN,
    name_sk: body.nameSK,
    description: body.description,
    description_vi: body.descriptionVI ?? current?.description_vi ?? '',
    description_en: body.descriptionEN ?? current?.description_en ?? '',
    description_sk: body.descriptionSK ?? current?.description_sk ?? '',
    price_cents: priceCents,
    image: body.image || null,
    sku: body.sku,
    // A promotion is measured against the regular price, which is the price itself.
    is_promotion: body.isPromotion ? 1 : 0,
    original_price_cents: priceCents,
    promotion_price_cents: body.isPromotion ? toCents(body.promotionPrice) : 0,
    options: JSON.stringify(options),
    allergens,
    dietary_tags: body.dietaryTags
      ? JSON.stringify(body.dietaryTags)
      : (current?.dietary_tags ?? '[]'),
    spicy: body.spicy ?? current?.spicy ?? 0,
    vat_rate_id: body.vatRateId === undefined ? (current?.vat_rate_id ?? null) : body.vatRateId,
  }
}

/**
 * A VAT rate named by a dish or a category must be one of Settings' (issue 22 §2). One removed
 * later is passed over when an order is priced (domain vatRateOf).
 */
export async function checkVatRate(ctx: ShopContext, id: string | null | undefined) {
  if (!id) return
  const { rates } = await ctx.settings.vatRates.read()
  if (!rates.some((rate) => rate.id === id)) {
    throw badRequest('VAT_RATE_UNKNOWN', `There is no VAT rate called "${id}"`, {
      vatRateId: 'Unknown VAT rate',
    })
  }
}

/**
 * A group's or choice's texts per language as sent, and where the body leaves one out, as it was
 * (issue 12 §1): SPEC's reference client knows nothing of them and must not erase them.
 */
function keptTexts<F extends string>(sent: object, was: object | undefined, field: F) {
  const before = was ? textsOf(was, field) : undefined
  const texts = textsOf(sent, field)
  for (const key of Object.keys(texts) as (keyof typeof texts)[]) {
    const given = (sent as Partial<Record<string, string>>)[key]
    texts[key] = given ?? before?.[key] ?? ''
  }
  return texts
}

/** Every picture a dish shows: its own and its choices'. */
export function imagesOf(dish: {
  image?: string | null
  options: { choices: { image?: string }[] }[]
}): string[] {
  const choices = dish.options.flatMap((group) => group.choices.map((choice) => choice.image))
  return [dish.image, ...choices].filter((image): image is string => Boolean(image))
}

/**
 * A picture named by file must be one the upload stored. Names the dish already shows are let
 * through: the demo menu's pictures and those of older data may not be in the images table.
 */
async function checkImages(db: Kysely<Database>, body: DishBody, current?: FoodTable) {
  const known = new Set(current ? imagesOf({ ...current, options: optionGroupsOf(current) }) : [])
  const named = imagesOf({ image: body.image, options: body.options ?? [] }).filter(
    (image) => isStoredImageName(image) && !known.has(image),
  )
  const stored = await storedImageNames(db, [...new Set(named)])
  const missing = named.find((image) => !stored.has(image))
  if (missing) {
    throw badRequest('IMAGE_UNKNOWN', `There is no uploaded image called "${missing}"`, {
      image: 'Upload the image first',
    })
  }
}

/**
 * The category's name as stored (a dish may say 'noodles' for 'Noodles'). On PostgreSQL the
 * category row is share-locked until the dish is written: a rename running at the same time
 * then either waits and takes this dish along, or went first and this dish is refused.
 * SQLite runs one transaction at a time, so there is nothing to lock.
 */
async function categoryNameFor(
  ctx: ShopContext,
  trx: Kysely<Database>,
  name: string,
): Promise<string> {
  const category = findByName(await listCategories(trx), name)
  const locked =
    category && ctx.engine === 'postgres'
      ? await lockCategoryNamed(trx, category.id, category.name)
      : Boolean(category)
  if (!category || !locked) {
    throw badRequest('CATEGORY_UNKNOWN', `There is no category called "${name}"`, {
      category: 'Unknown category',
    })
  }
  return category.name
}

export async function createDish(ctx: ShopContext, body: DishBody): Promise<FoodDto> {
  await checkImages(ctx.db, body)
  await checkVatRate(ctx, body.vatRateId)
  return ctx.db.transaction().execute(async (trx) => {
    const category = await categoryNameFor(ctx, trx, body.category)
    const now = ctx.clock.now().toISOString()
    const row: FoodTable = {
      id: newId(),
      ...dishColumns(body),
      category,
      status: body.status,
      sold_count: 0,
      likes: 0,
      sold_out_until: null,
      created_at: now,
      updated_at: now,
    }
    await insertFoods(trx, [row])
    return foodToDto(row)
  })
}

/**
 * Replaces a dish with the body. An archived dish stays archived: only restore brings a dish
 * back into the shop, so fixing a typo in an old dish cannot put it on sale by accident.
 */
export async function updateDish(ctx: ShopContext, id: string, body: DishBody): Promise<FoodDto> {
  const before = await findFood(ctx.db, id)
  if (!before) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
  await checkImages(ctx.db, body, before)
  if (body.vatRateId !== before.vat_rate_id) await checkVatRate(ctx, body.vatRateId)
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findFood(trx, id)
    if (!current) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
    const changes = {
      ...dishColumns(body, current),
      category: await categoryNameFor(ctx, trx, body.category),
      status: current.status === 'archived' ? 'archived' : body.status,
      updated_at: ctx.clock.now().toISOString(),
    }
    if (!(await updateFood(trx, id, changes))) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
    return foodToDto({ ...current, ...changes })
  })
}

/**
 * Archive rather than delete: the dish leaves the shop and cannot be ordered, but the back
 * office keeps it (and may restore it), and old orders still name it.
 */
export async function setDishStatus(
  ctx: ShopContext,
  id: string,
  status: 'archived' | 'active',
): Promise<FoodDto> {
  const current = await findFood(ctx.db, id)
  if (!current) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
  const changes = { status, updated_at: ctx.clock.now().toISOString() }
  if (!(await updateFood(ctx.db, id, changes))) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
  return foodToDto({ ...current, ...changes })
}

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * Names are compared as people read them: 'Món chính' and 'MÓN CHÍNH' are one category. Done
 * here rather than in SQL because SQLite's lower() folds ASCII letters only.
 */
export const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('und')

export function findByName<T extends { name: string }>(rows: T[], name: string): T | undefined {
  const key = nameKey(name)
  return rows.find((row) => row.name === name) ?? rows.find((row) => nameKey(row.name) === key)
}

export async function createCategory(ctx: ShopContext, body: CategoryBody): Promise<CategoryDto> {
  await checkVatRate(ctx, body.vatRateId)
  return ctx.db.transaction().execute(async (trx) => {
    if (findByName(await listCategories(trx), body.name))
      throw conflict('CATEGORY_TAKEN', CATEGORY_TAKEN)
    const row: CategoryTable = {
      id: newId(),
      name: body.name,
      name_vi: body.nameVI ?? '',
      name_en: body.nameEN ?? '',
      name_sk: body.nameSK ?? '',
      image: body.image || null,
      sort_order: await nextSortOrder(trx),
      created_at: ctx.clock.now().toISOString(),
      vat_rate_id: body.vatRateId ?? null,
    }
    await insertCategory(trx, row).catch(takenOnRace)
    return categoryToDto(row)
  })
}

/**
 * Renames a category and every dish in it, in one transaction: a dish never points at a name
 * that no longer exists. Without an image in the body the category keeps its picture.
 */
export async function renameCategory(
  ctx: ShopContext,
  id: string,
  body: CategoryBody,
): Promise<CategoryDto> {
  // Before the transaction: on SQLite it holds the one connection the settings' read would use.
  await checkVatRate(ctx, body.vatRateId)
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findCategory(trx, id)
    if (!current) throw notFound('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND)
    const others = (await listCategories(trx)).filter((row) => row.id !== id)
    if (findByName(others, body.name)) throw conflict('CATEGORY_TAKEN', CATEGORY_TAKEN)
    const changes = {
      name: body.name,
      name_vi: body.nameVI ?? current.name_vi,
      name_en: body.nameEN ?? current.name_en,
      name_sk: body.nameSK ?? current.name_sk,
      image: body.image === undefined ? current.image : body.image || null,
      vat_rate_id: body.vatRateId === undefined ? current.vat_rate_id : body.vatRateId,
    }
    await updateCategory(trx, id, changes).catch(takenOnRace)
    if (current.name !== body.name) await moveDishesToCategoryName(trx, current.name, body.name)
    return categoryToDto({ ...current, ...changes })
  })
}

/** Puts the categories in the order of `ids`, which must name each of them exactly once. */
export async function reorderCategories(ctx: ShopContext, ids: string[]): Promise<CategoryDto[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await listCategories(trx)
    const known = new Set(rows.map((row) => row.id))
    const sent = new Set(ids)
    if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest(
        'CATEGORY_ORDER_INCOMPLETE',
        'The new order must name every category exactly once',
        {
          ids: 'Every category exactly once',
        },
      )
    }
    for (const [position, id] of ids.entries()) await setCategorySortOrder(trx, id, position)
    const position = new Map(ids.map((id, index) => [id, index]))
    return rows
      .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
      .map(categoryToDto)
  })
}

/**
 * Two admins creating 'Soups' at once both pass the check; the unique index stops the second,
 * which gets the same 409 it would have got a moment later.
 */
function takenOnRace(error: unknown): never {
  throw isUniqueViolation(error) ? conflict('CATEGORY_TAKEN', CATEGORY_TAKEN) : error
}

/**
 * Sold out for the day, or on sale again (issue 12 §3): the dish, or one of its choices. The mark
 * holds until the next opening day's start, worked out on the server's clock in the
 * restaurant's zone, and then lapses by itself.
 */
export async function markSoldOut(
  ctx: ShopContext,
  id: string,
  body: SoldOutBody,
): Promise<FoodDto> {
  const hours = await ctx.settings.restaurantHours.read()
  const until = body.soldOut
    ? soldOutUntil(ctx.clock.now(), hours.timeZone, orderHoursOf(hours, 'delivery')).toISOString()
    : null
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findFood(trx, id)
    if (!current) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
    const changes: Partial<Omit<FoodTable, 'id' | 'created_at'>> = {
      updated_at: ctx.clock.now().toISOString(),
    }
    if (body.choice) {
      const { group, code } = body.choice
      const options = optionGroupsOf(current)
      const choice = options.find((g) => g.name === group)?.choices.find((c) => c.code === code)
      if (!choice) {
        throw badRequest('SOLD_OUT_TARGET_UNKNOWN', 'This dish has no such choice to mark', {
          choice: `${group}: ${code}`,
        })
      }
      if (until) choice.soldOutUntil = until
      else delete choice.soldOutUntil
      changes.options = JSON.stringify(options)
    } else {
      changes.sold_out_until = until
    }
    if (!(await updateFood(trx, id, changes))) throw notFound('DISH_NOT_FOUND', PRODUCT_NOT_FOUND)
    return foodToDto({ ...current, ...changes })
  })
}
