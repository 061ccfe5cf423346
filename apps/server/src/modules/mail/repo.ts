import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import type { Database, MailOutboxTable } from '../../db/schema'

export async function insertMails(db: Kysely<Database>, rows: MailOutboxTable[]) {
  if (rows.length > 0) await db.insertInto('mail_outbox').values(rows).execute()
}

/**
 * Takes up to `limit` mails that are due, counts the try and pushes their due time to
 * `heldUntil`, in one statement: no other worker sees them as due until then, and if this one
 * dies mid-send they come due again by themselves. On PostgreSQL, SKIP LOCKED lets several
 * instances claim side by side without waiting on each other; SQLite has one writer anyway.
 */
export function claimDueMails(
  db: Kysely<Database>,
  engine: Engine,
  claim: { now: string; heldUntil: string; limit: number },
) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: claim.heldUntil }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('next_attempt_at', '<=', claim.now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit)
      return engine === 'postgres' ? due.forUpdate().skipLocked() : due
    })
    .returningAll()
    .execute()
}

export async function markMailsSent(db: Kysely<Database>, ids: string[], at: string) {
  if (ids.length === 0) return
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, next_attempt_at: null, last_error: null })
    .where('id', 'in', ids)
    .execute()
}

/** A failed try: due again at `retryAt`, or never (null) when it has had all its tries. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: string | null,
) {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute()
}

export async function deleteMailsSentBefore(db: Kysely<Database>, before: string) {
  await db.deleteFrom('mail_outbox').where('sent_at', '<', before).execute()
}
