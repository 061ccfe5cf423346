import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import { claimDue } from '../../db/claim-due'
import type { Database, MailOutboxTable } from '../../db/schema'

export async function insertMails(db: Kysely<Database>, rows: MailOutboxTable[]) {
  if (rows.length > 0) await db.insertInto('mail_outbox').values(rows).execute()
}

/** Up to `limit` due mails, claimed for this worker (db/claim-due.ts). */
export function claimDueMails(
  db: Kysely<Database>,
  engine: Engine,
  claim: { now: string; heldUntil: string; limit: number },
) {
  return claimDue(db, engine, 'mail_outbox', claim)
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

/**
 * Mails not sent yet and not given up: due now or waiting for their next try. Only they have a
 * due time, so the count reads the index of due times alone.
 */
export async function countWaitingMails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
