import type { Category } from '@quan/domain'
import type { Kysely } from 'kysely'
import type { CategoryTable, Database } from '../../db/schema'

export function listCategories(db: Kysely<Database>) {
  return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('name').execute()
}

export function findCategoryByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst()
}

export async function insertCategories(db: Kysely<Database>, rows: CategoryTable[]) {
  if (rows.length > 0) await db.insertInto('categories').values(rows).execute()
}

/** A category as GET /api/category sends it (SPEC §7), with its names per language. */
export type CategoryDto = Category

export function categoryToDto(row: CategoryTable): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    nameVI: row.name_vi,
    nameEN: row.name_en,
    nameSK: row.name_sk,
    image: row.image ?? '',
  }
}
