import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import { claimDue } from '../../db/claim-due'
import type { Database, PrintJobTable } from '../../db/schema'

/**
 * Adds a job. An automatic one is added once an order (the unique index print_jobs_one_auto):
 * a second is dropped silently, so hearing of an order twice never prints it twice.
 */
export async function insertPrintJob(db: Kysely<Database>, job: PrintJobTable): Promise<boolean> {
  const inserted = await db
    .insertInto('print_jobs')
    .values(job)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

export async function countQueuedJobs(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('print_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_id', '=', orderId)
    .where('state', '=', 'queued')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Jobs queued and not given up: due now or waiting for their next try. Only they have a due
 * time, so the count reads the index of due times alone.
 */
export async function countWaitingJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('print_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Takes the next due job, counts the try and pushes its due time to `heldUntil`, in one
 * statement, as the mail outbox does: no other worker (or instance) prints it meanwhile, and
 * one that dies mid-print leaves it to come due again by itself.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  engine: Engine,
  claim: { now: string; heldUntil: string },
): Promise<PrintJobTable | undefined> {
  const [job] = await claimDue(db, engine, 'print_jobs', { ...claim, limit: 1 })
  return job
}

export async function markJobPrinted(db: Kysely<Database>, id: string, at: string) {
  await db
    .updateTable('print_jobs')
    .set({ state: 'printed', printed_at: at, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** A failed try: due again at `retryAt`, or given up (null) after its last try. */
export async function markJobFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: string | null,
) {
  await db
    .updateTable('print_jobs')
    .set({ last_error: error, next_attempt_at: retryAt, ...(retryAt ? {} : { state: 'failed' }) })
    .where('id', '=', id)
    .execute()
}

const jobsWithCodes = (db: Kysely<Database>) =>
  db
    .selectFrom('print_jobs')
    .innerJoin('orders', 'orders.id', 'print_jobs.order_id')
    .selectAll('print_jobs')
    .select('orders.tracking_code')

export const findJob = (db: Kysely<Database>, id: string) =>
  jobsWithCodes(db).where('print_jobs.id', '=', id).executeTakeFirstOrThrow()

/** The newest jobs first, for the back office. */
export function recentJobs(db: Kysely<Database>, limit: number) {
  return jobsWithCodes(db)
    .orderBy('print_jobs.created_at', 'desc')
    .orderBy('print_jobs.id', 'desc')
    .limit(limit)
    .execute()
}

export async function deleteJobsCreatedBefore(db: Kysely<Database>, before: string) {
  await db
    .deleteFrom('print_jobs')
    .where('created_at', '<', before)
    .where('state', '!=', 'queued')
    .execute()
}
