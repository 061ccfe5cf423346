import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import { claimDue } from '../../db/claim-due'
import type { Database, PushJobTable, PushSubscriptionTable } from '../../db/schema'

// Push subscriptions and the push queue (issue 24 §2, migration 0024): SQL only.

/**
 * Adds a browser's subscription to an order, or, when that browser subscribed to it before,
 * takes its new keys and language: the same browser is one subscription, however often it asks.
 */
export async function saveSubscription(db: Kysely<Database>, row: PushSubscriptionTable) {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['order_id', 'endpoint']).doUpdateSet({
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        user_id: row.user_id,
      }),
    )
    .execute()
}

export async function findSubscriptionAt(db: Kysely<Database>, orderId: string, endpoint: string) {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
}

export async function countSubscriptions(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export function subscriptionsOfOrder(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export function findSubscription(db: Kysely<Database>, id: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Deletes a subscription and whatever is still queued for it. */
export async function deleteSubscription(db: Kysely<Database>, id: string) {
  await db.deleteFrom('push_jobs').where('subscription_id', '=', id).execute()
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
}

export async function insertPushJobs(db: Kysely<Database>, jobs: PushJobTable[]) {
  if (jobs.length > 0) await db.insertInto('push_jobs').values(jobs).execute()
}

/**
 * Takes the next due job, counts the try and pushes its due time to `heldUntil`, in one
 * statement, as the print queue does: no other worker (or instance) sends it meanwhile, and one
 * that dies mid-send leaves it to come due again by itself.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  engine: Engine,
  claim: { now: string; heldUntil: string },
): Promise<PushJobTable | undefined> {
  const [job] = await claimDue(db, engine, 'push_jobs', { ...claim, limit: 1 })
  return job
}

export async function deleteJob(db: Kysely<Database>, id: string) {
  await db.deleteFrom('push_jobs').where('id', '=', id).execute()
}

export async function retryJobAt(db: Kysely<Database>, id: string, error: string, retryAt: string) {
  await db
    .updateTable('push_jobs')
    .set({ last_error: error, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute()
}

/** Deletes the subscriptions made before `before`, and whatever is queued for them. */
export async function deleteSubscriptionsMadeBefore(db: Kysely<Database>, before: string) {
  const stale = db.selectFrom('push_subscriptions').select('id').where('created_at', '<', before)
  await db.deleteFrom('push_jobs').where('subscription_id', 'in', stale).execute()
  await db.deleteFrom('push_subscriptions').where('created_at', '<', before).execute()
}
