import type { Kysely } from 'kysely'
import type { Database, Role, UserTable } from '../../db/schema'

export function findUserByEmailKey(db: Kysely<Database>, emailKey: string) {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findRole(db: Kysely<Database>, id: string): Promise<Role | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst()
  return row?.role
}

export async function insertUser(db: Kysely<Database>, user: UserTable) {
  await db.insertInto('users').values(user).execute()
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserTable, 'name' | 'email' | 'password_hash' | 'role'>>,
) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}
