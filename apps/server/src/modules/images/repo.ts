import type { Kysely } from 'kysely'
import type { Database, ImageTable } from '../../db/schema'

export function findImage(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('images')
    .select(['content_type', 'data'])
    .where('name', '=', name)
    .executeTakeFirst()
}

export async function insertImage(db: Kysely<Database>, image: ImageTable) {
  await db
    .insertInto('images')
    .values(image)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

export async function imageStored(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('images')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst()
  return row !== undefined
}
