import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The restaurant's settings live in the key/value `settings` table, as JSON text. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.value
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string) {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
