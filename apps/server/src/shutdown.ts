import type { FastifyInstance } from 'fastify'
import type { Db } from './db/create-db'
import type { Mailer } from './lib/mailer'
import type { PgRelay } from './live/pg-relay'
import type { OrderDesk } from './modules/order/service'

/*
 * How an instance of the shop stops (SIGTERM from systemd, Docker or a rolling upgrade; SIGINT
 * from a terminal), in this order, each step for the next:
 *
 * 1. It takes no new work. Fastify marks itself closing: a request on a kept-alive connection
 *    is answered 503 with `Connection: close`, which a proxy retries on another instance.
 * 2. Its event streams end, each with a reconnect hint (lib/sse.ts): they never end by
 *    themselves and would hold the server open, and their browsers reconnect through the proxy
 *    to an instance that stays. (The routes' preClose hooks.)
 * 3. It stops listening, so new connections are refused, and waits for the requests in flight.
 *    A guest's order is answered only once the batch holding it has committed, so every order
 *    answered 201 is stored. Connections left idle are closed as they come free.
 * 4. Then, the server closed, closeShop below: the order batch still held is written, the
 *    workers stop (a mail or a ticket may be being marked done), the relay sends its last
 *    notices, and the database closes last, as everything before it writes through it.
 *
 * All within the grace (SHUTDOWN_GRACE_S): a second before it, connections still open are cut
 * (their guests get no answer and retry with their Idempotency-Key), and at the grace the process
 * exits 1 with whatever is left, rather than leave an orchestrator waiting to kill it.
 */

/** Time kept at the end of the grace for step 4, once the connections are cut. */
const AFTER_CUT_MS = 1_000
/** How often connections left idle by a finished request are closed during the stop. */
const SWEEP_MS = 50

export interface StopOptions {
  graceMs: number
  /** process.exit, unless a test watches. */
  exit?: (code: number) => void
}

/**
 * Stops the app as described above, then exits: 0 when everything closed in time, 1 otherwise.
 * Called once; a second signal while stopping changes nothing.
 */
export async function stopShop(app: FastifyInstance, options: StopOptions): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const { graceMs } = options
  const cutAfterMs = Math.max(graceMs - AFTER_CUT_MS, graceMs / 2)
  const started = Date.now()
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS)
  const cut = setTimeout(() => {
    app.log.warn('requests still open at the end of the grace: their connections are cut')
    app.server.closeAllConnections()
  }, cutAfterMs)
  let late: NodeJS.Timeout | undefined
  const tooLate = new Promise<'late'>((resolve) => {
    late = setTimeout(() => resolve('late'), graceMs)
  })
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), tooLate])
    if (outcome === 'late') {
      app.log.error({ graceMs }, 'the shop did not stop within SHUTDOWN_GRACE_S')
      exit(1)
      return
    }
    app.log.info({ ms: Date.now() - started }, 'stopped')
    exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    exit(1)
  } finally {
    clearInterval(sweep)
    clearTimeout(cut)
    clearTimeout(late)
  }
}

/** Stops the shop on SIGTERM or SIGINT, once. */
export function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      app.log.info({ signal, graceMs }, 'shutting down')
      void stopShop(app, { graceMs })
    })
  }
}

/** What holds work or connections of its own, closed by closeShop in this order. */
export interface ShopParts {
  /** Not yet made while the database is being prepared. */
  orders: OrderDesk | undefined
  /** Mail, print, anonymiser and push: each may be writing what it did. */
  workers: { stop(): Promise<void> }[]
  relay: PgRelay | undefined
  mailer: Mailer
  database: Db
}

/** Step 4 above, once no request is left (app.ts's onClose hook). */
export async function closeShop(parts: ShopParts): Promise<void> {
  // The orders held are written while the database is still open.
  await parts.orders?.flush()
  for (const worker of parts.workers) await worker.stop()
  // Before the database: the relay sends its last notices through the pool.
  await parts.relay?.close()
  parts.mailer.close()
  await parts.database.close()
}
