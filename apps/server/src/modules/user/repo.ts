import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, Role, UserTable } from '../../db/schema'

export function findUserByEmailKey(db: Kysely<Database>, emailKey: string) {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** What every authenticated request checks its token against, in one query. */
export async function findSession(
  db: Kysely<Database>,
  id: string,
): Promise<{ role: Role; tokenVersion: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['role', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { role: row.role, tokenVersion: Number(row.token_version) }
}

export async function insertUser(db: Kysely<Database>, user: Insertable<UserTable>) {
  await db.insertInto('users').values(user).execute()
}

/**
 * With `endSessions` the token version goes up in the same statement, so that every token
 * signed before (the password or the role changed) is refused from now on.
 */
export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserTable, 'name' | 'email' | 'password_hash' | 'role'>>,
  { endSessions = false } = {},
) {
  await db
    .updateTable('users')
    .set(endSessions ? { ...changes, token_version: sql`token_version + 1` } : changes)
    .where('id', '=', id)
    .execute()
}

/** Every admin but `keepId` becomes a customer, their sessions ended. */
export async function demoteAdminsBut(db: Kysely<Database>, keepId: string) {
  await db
    .updateTable('users')
    .set({ role: 'customer', token_version: sql`token_version + 1` })
    .where('role', '=', 'admin')
    .where('id', '!=', keepId)
    .execute()
}
