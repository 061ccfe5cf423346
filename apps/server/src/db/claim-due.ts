import type { Kysely, Selectable } from 'kysely'
import type { Engine } from './create-db'
import type { Database } from './schema'

/** The queues whose rows a worker claims when due: mails, kitchen tickets, push notifications. */
export type QueueTable = 'mail_outbox' | 'print_jobs' | 'push_jobs'

/** What a claim reads and writes of a queue's row. */
interface QueueRow {
  id: string
  attempts: number
  next_attempt_at: string | null
}

/**
 * Takes up to `limit` rows of a queue that are due, counts the try and pushes their due time to
 * `heldUntil`, in one statement: no other worker (or instance) sees them as due until then, and
 * if this one dies mid-work they come due again by themselves. On PostgreSQL, SKIP LOCKED lets
 * several instances claim side by side without waiting on each other; SQLite has one writer.
 */
export async function claimDue<T extends QueueTable>(
  db: Kysely<Database>,
  engine: Engine,
  table: T,
  claim: { now: string; heldUntil: string; limit: number },
): Promise<Selectable<Database[T]>[]> {
  // The three tables share these columns; Kysely cannot follow a table chosen by a type
  // parameter, so the claim sees each as that shape.
  const queues = db as unknown as Kysely<Record<QueueTable, QueueRow>>
  const rows = await queues
    .updateTable(table as QueueTable)
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: claim.heldUntil }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom(table as QueueTable)
        .select('id')
        .where('next_attempt_at', '<=', claim.now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit)
      return engine === 'postgres' ? due.forUpdate().skipLocked() : due
    })
    .returningAll()
    .execute()
  return rows as unknown as Selectable<Database[T]>[]
}
