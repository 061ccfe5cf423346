import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export function findOrder(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}
