import type { Kysely } from 'kysely'
import type { Database, FoodTable } from '../../db/schema'

export function listFoods(db: Kysely<Database>) {
  return db
    .selectFrom('foods')
    .selectAll()
    .orderBy('category')
    .orderBy('sold_count', 'desc')
    .orderBy('id')
    .execute()
}

export function findFood(db: Kysely<Database>, id: string) {
  return db.selectFrom('foods').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findFoods(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('foods').selectAll().where('id', 'in', ids).execute()
}

export async function insertFoods(db: Kysely<Database>, rows: FoodTable[]) {
  if (rows.length > 0) await db.insertInto('foods').values(rows).execute()
}

export async function updateFood(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<FoodTable, 'id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db.updateTable('foods').set(changes).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteFood(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('foods').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
