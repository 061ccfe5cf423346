import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { PrinterAddress } from '../../config'
import type { Engine } from '../../db/create-db'
import type { Database, PrintJobTable, PrintReason } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { RoundWorker } from '../../lib/round-worker'
import type { ShopMetrics } from '../metrics/metrics'
import {
  claimDueJob,
  countWaitingJobs,
  deleteJobsCreatedBefore,
  insertPrintJob,
  markJobFailed,
  markJobPrinted,
} from './repo'

const SECOND = 1000
const MINUTE = 60 * SECOND
/**
 * The wait after each failed try. A printer is away for a paper change or a restart, so the
 * first tries come quickly; a ticket is worth nothing once the dinner is over, so after about an
 * hour it is given up (and can still be reprinted by hand).
 */
export const PRINT_RETRY_DELAYS_MS = [10 * SECOND, 30 * SECOND, 1, 2, 5, 10, 15, 15].map(
  (wait, index) => (index < 2 ? wait : wait * MINUTE),
)
export const PRINT_MAX_ATTEMPTS = PRINT_RETRY_DELAYS_MS.length + 1
/** How long a claimed job is held: longer than one connection may take (ticket-printout.ts). */
const CLAIM_MS = MINUTE
/** Jobs are kept a week, for "did the ticket go out?", then deleted. */
const KEEP_MS = 7 * 24 * 60 * MINUTE

export interface PrintQueueOptions {
  db: Kysely<Database>
  engine: Engine
  clock: Clock
  log: FastifyBaseLogger
  /** PRINTER_URL; none, and nothing is queued. */
  printer: PrinterAddress | undefined
  pollMs: number
  /** The order's ticket as bytes for the printer, as the order stands now; null: no such order. */
  ticket: (orderId: string, printer: PrinterAddress) => Promise<Buffer | null>
  /** Sends the bytes; rejects while the printer is away. */
  send: (bytes: Buffer, printer: PrinterAddress) => Promise<void>
  /** Counts the failed tries (issue 25 §3). */
  metrics?: Pick<ShopMetrics, 'ticketFailed'>
}

/**
 * The kitchen printer's durable queue and its worker (issue 23 §2), built like the mail outbox:
 * a job is claimed by one worker at a time (safe with several instances), printed once, retried
 * with growing pauses while the printer is away, and given up after PRINT_MAX_ATTEMPTS. Jobs
 * print one after another: a printer takes one connection at a time.
 */
export class PrintQueue {
  private lastPrune = 0
  /** Automatic jobs being added after an order changed; drain() waits for them. */
  private readonly adding = new Set<Promise<unknown>>()
  private readonly worker: RoundWorker

  constructor(private readonly options: PrintQueueOptions) {
    this.worker = new RoundWorker({
      round: () => this.printDue(),
      pollMs: options.pollMs,
      failed: (error) =>
        options.log.error({ err: error }, 'print worker round failed; trying again at next poll'),
      settle: () => Promise.allSettled([...this.adding]),
    })
  }

  get enabled() {
    return this.options.printer !== undefined
  }

  /** Queues the order's ticket: its job's id, or null (no printer, or it printed by itself already). */
  async enqueue(
    orderId: string,
    reason: PrintReason,
    db = this.options.db,
  ): Promise<string | null> {
    if (!this.enabled) return null
    const now = this.options.clock.now().toISOString()
    const job: PrintJobTable = {
      id: newId(),
      order_id: orderId,
      reason,
      state: 'queued',
      attempts: 0,
      next_attempt_at: now,
      printed_at: null,
      last_error: null,
      created_at: now,
    }
    return (await insertPrintJob(db, job)) ? job.id : null
  }

  /**
   * Queues an order's automatic ticket in the background, if `when` says this is the moment
   * (from an order change heard after its commit), then prints it; drain() waits for it.
   */
  autoPrint(orderId: string, when: () => Promise<boolean>) {
    const adding = when()
      .then((now) => (now ? this.enqueue(orderId, 'auto') : null))
      .then((added) => {
        if (added) this.wake()
      })
      .catch((error: unknown) =>
        this.options.log.error({ err: error, orderId }, 'kitchen ticket not queued'),
      )
      .finally(() => this.adding.delete(adding))
    this.adding.add(adding)
  }

  /** After a job was queued: print now rather than at the next poll. */
  wake() {
    this.worker.wake()
  }

  start() {
    if (this.enabled) this.worker.start()
  }

  /** Stops polling and waits (a few seconds at most) for the ticket printing right now. */
  stop() {
    return this.worker.stop(this.adding)
  }

  /**
   * Prints every job that is due now, once the automatic jobs being added are in; resolves with
   * how many printed (lib/round-worker.ts).
   */
  drain(): Promise<number> {
    return this.worker.drain()
  }

  private async printDue(): Promise<number> {
    const { db, engine, clock, printer } = this.options
    if (!printer) return 0
    let printed = 0
    for (;;) {
      const now = clock.now()
      const job = await claimDueJob(db, engine, {
        now: now.toISOString(),
        heldUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
      })
      if (!job) break
      try {
        const bytes = await this.options.ticket(job.order_id, printer)
        if (!bytes) {
          await markJobFailed(db, job.id, 'The order is gone.', null)
          continue
        }
        await this.options.send(bytes, printer)
      } catch (error) {
        await this.failed(job, error, clock.now())
        // The printer is away: the jobs behind this one would fail alike; they wait their turn.
        break
      }
      await markJobPrinted(db, job.id, clock.now().toISOString())
      this.options.log.info({ jobId: job.id, orderId: job.order_id }, 'kitchen ticket printed')
      printed++
    }
    await this.prune()
    return printed
  }

  private async failed(job: PrintJobTable, reason: unknown, at: Date) {
    const error = (reason instanceof Error ? reason.message : String(reason)).slice(0, 1000)
    const fields = { jobId: job.id, orderId: job.order_id, attempts: job.attempts, err: reason }
    const givenUp = job.attempts >= PRINT_MAX_ATTEMPTS
    this.options.metrics?.ticketFailed(givenUp)
    if (givenUp) {
      await markJobFailed(this.options.db, job.id, error, null)
      this.options.log.error(fields, 'kitchen ticket not printed after every try; given up')
      return
    }
    const retryAt = new Date(at.getTime() + PRINT_RETRY_DELAYS_MS[job.attempts - 1]!)
    await markJobFailed(this.options.db, job.id, error, retryAt.toISOString())
    this.options.log.warn({ ...fields, retryAt }, 'kitchen ticket not printed; will try again')
  }

  /** Tickets waiting to be printed, for the metrics. */
  waiting(): Promise<number> {
    return countWaitingJobs(this.options.db)
  }

  /** Once an hour at most, by the shop's clock. */
  private async prune() {
    const now = this.options.clock.now().getTime()
    if (now - this.lastPrune < 60 * MINUTE) return
    this.lastPrune = now
    await deleteJobsCreatedBefore(this.options.db, new Date(now - KEEP_MS).toISOString())
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kitchen printer's queue; tests drain it to see what printed. */
    printQueue: PrintQueue
  }
}
