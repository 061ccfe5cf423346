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
