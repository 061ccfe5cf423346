import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Engine } from '../../db/create-db'
import type { Database, OrderTable, PushJobTable } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { RoundWorker } from '../../lib/round-worker'
import type { Notifier } from './notifier'
import {
  claimDueJob,
  deleteJob,
  deleteSubscription,
  deleteSubscriptionsMadeBefore,
  findSubscription,
  insertPushJobs,
  retryJobAt,
  subscriptionsOfOrder,
} from './repo'
import { endsTheOrder, orderPushPayload, type OrderNews } from './texts'

const SECOND = 1000
const MINUTE = 60 * SECOND
/**
 * The wait after each failed try while the push service is down or busy. News of an order is
 * worth little after half an hour (the track page says it anyway), so then it is given up.
 */
export const PUSH_RETRY_DELAYS_MS = [
  5 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
]
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_DELAYS_MS.length + 1
/**
 * A subscription whose order never ended (left Pending, or ended where no news is sent) is
 * forgotten after this: an order is placed at most 7 days ahead (ORDER_SLOT_DAYS).
 */
export const PUSH_SUBSCRIPTION_KEEP_MS = 14 * 24 * 60 * MINUTE
/** How long a claimed job is held: longer than one send may take (the notifier's timeout). */
const CLAIM_MS = MINUTE

export interface PushQueueOptions {
  db: Kysely<Database>
  engine: Engine
  clock: Clock
  log: FastifyBaseLogger
  notifier: Notifier
  pollMs: number
}

/**
 * The durable queue of push notifications (issue 24 §2), built like the mail outbox and the
 * kitchen printer's queue: the news is queued in the transaction of the change it tells of, one
 * job per subscribed browser; a worker claims each once (safe with several instances), retries it
 * while the push service fails, deletes the subscription when the push service says it is gone,
 * and, after the news that ends the order (delivered, cancelled), deletes it too.
 */
export class PushQueue {
  private lastPrune = Number.NEGATIVE_INFINITY
  private readonly worker: RoundWorker

  constructor(private readonly options: PushQueueOptions) {
    this.worker = new RoundWorker({
      round: () => this.sendDue(),
      pollMs: options.pollMs,
      failed: (error) =>
        options.log.error({ err: error }, 'push worker round failed; trying again at next poll'),
    })
  }

  /**
   * Queues the news for every browser subscribed to the order, each in its own language, in the
   * caller's transaction. News that ends the order (delivered, cancelled) is its last: the
   * subscriptions go once it is sent. Resolves with how many were queued.
   */
  async enqueue(
    trx: Kysely<Database>,
    row: Pick<OrderTable, 'id' | 'tracking_code' | 'fulfilment'>,
    news: OrderNews,
  ): Promise<number> {
    const order = { id: row.id, trackingCode: row.tracking_code, fulfilment: row.fulfilment }
    const last = endsTheOrder(news)
    const subscriptions = await subscriptionsOfOrder(trx, order.id)
    const now = this.options.clock.now().toISOString()
    const jobs: PushJobTable[] = subscriptions.map((subscription) => ({
      id: newId(),
      subscription_id: subscription.id,
      order_id: order.id,
      payload: JSON.stringify(orderPushPayload(news, order, subscription.language)),
      last: last ? 1 : 0,
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
    }))
    await insertPushJobs(trx, jobs)
    return jobs.length
  }

  /** After a commit that queued news: send it now rather than at the next poll. */
  wake() {
    this.worker.wake()
  }

  start() {
    this.worker.start()
  }

  /** Stops polling and waits (a few seconds at most) for the pushes being sent right now. */
  stop() {
    return this.worker.stop()
  }

  /** Sends every push that is due now; resolves with how many the push services took. */
  drain(): Promise<number> {
    return this.worker.drain()
  }

  private async sendDue(): Promise<number> {
    const { db, engine, clock, notifier, log } = this.options
    let sent = 0
    for (;;) {
      const now = clock.now()
      const job = await claimDueJob(db, engine, {
        now: now.toISOString(),
        heldUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
      })
      if (!job) break
      const subscription = await findSubscription(db, job.subscription_id)
      if (!subscription) {
        // Turned off meanwhile: nobody to tell.
        await deleteJob(db, job.id)
        continue
      }
      const { outcome, detail } = await notifier.send(subscription, job.payload)
      const fields = { jobId: job.id, orderId: job.order_id, attempts: job.attempts, detail }
      if (outcome === 'retry' && job.attempts < PUSH_MAX_ATTEMPTS) {
        const retryAt = new Date(clock.now().getTime() + PUSH_RETRY_DELAYS_MS[job.attempts - 1]!)
        await retryJobAt(
          db,
          job.id,
          (detail ?? 'push failed').slice(0, 1000),
          retryAt.toISOString(),
        )
        log.warn({ ...fields, retryAt }, 'push not taken by the push service; will try again')
        continue
      }
      if (outcome === 'sent') {
        sent++
        log.info(fields, 'push sent')
      } else if (outcome === 'gone') {
        log.info(fields, 'push subscription gone; deleted')
      } else {
        log.warn(fields, 'push not sent; given up')
      }
      if (outcome === 'gone' || job.last === 1) await deleteSubscription(db, subscription.id)
      else await deleteJob(db, job.id)
    }
    await this.prune()
    return sent
  }

  /** Once an hour at most, by the shop's clock. */
  private async prune() {
    const now = this.options.clock.now().getTime()
    if (now - this.lastPrune < 60 * MINUTE) return
    this.lastPrune = now
    const before = new Date(now - PUSH_SUBSCRIPTION_KEEP_MS).toISOString()
    await deleteSubscriptionsMadeBefore(this.options.db, before)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push notifications' queue; tests drain it to see what was sent. */
    pushQueue: PushQueue
  }
}
