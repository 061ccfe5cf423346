import type { Kysely } from 'kysely'
import type { CategoryTable, Database } from '../../db/schema'

// Dishes are read and written through food/service.ts and categories listed through
// category/service.ts; here is only what the back office needs beyond them.

export function findCategory(db: Kysely<Database>, id: string) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertCategory(db: Kysely<Database>, row: CategoryTable) {
  await db.insertInto('categories').values(row).execute()
}

/** The sort order after the last category, so a new one goes to the end of the strip. */
export async function nextSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst()
  // PostgreSQL may hand an aggregate back as text.
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

export async function updateCategory(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<CategoryTable, 'id' | 'created_at' | 'sort_order'>>,
) {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute()
}

/** Dishes name their category, so a renamed category takes its dishes along. */
export async function moveDishesToCategoryName(db: Kysely<Database>, from: string, to: string) {
  await db.updateTable('foods').set({ category: to }).where('category', '=', from).execute()
}

export async function setCategorySortOrder(db: Kysely<Database>, id: string, sortOrder: number) {
  await db.updateTable('categories').set({ sort_order: sortOrder }).where('id', '=', id).execute()
}

/** Which of these names the images table holds. */
export async function storedImageNames(
  db: Kysely<Database>,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db.selectFrom('images').select('name').where('name', 'in', names).execute()
  return new Set(rows.map((row) => row.name))
}

/**
 * PostgreSQL only (SQLite has no FOR SHARE): holds the category row against a rename until the
 * transaction ends. False when the category no longer has that name.
 */
export async function lockCategoryNamed(
  db: Kysely<Database>,
  id: string,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('name', '=', name)
    .forShare()
    .executeTakeFirst()
  return Boolean(row)
}
