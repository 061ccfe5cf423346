import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** A setting row's text, or undefined when it was never saved. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.value
}
