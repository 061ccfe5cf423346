import type { ErrorCode, Fulfilment } from '@quan/domain'
import type { Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * What the shop counts for Prometheus (issue 25 §3), in the shop's words: services call these,
 * never prom-client. Without METRICS_TOKEN every call is a no-op and prom-client is not loaded.
 */
export interface ShopMetrics {
  /** One answered request: its method, route pattern (never the raw address) and status. */
  requestAnswered(method: string, route: string | undefined, status: number, ms: number): void
  orderPlaced(fulfilment: Fulfilment): void
  /** An order refused, by its error code: a bounded label, the codes being one list. */
  orderRefused(code: ErrorCode): void
  /** One group commit of orders: how many, and how long its first order waited for it. */
  orderBatchWritten(size: number, waitedMs: number, writeMs: number): void
  /** A mail not sent on a try; `givenUp` after its last. */
  mailFailed(givenUp: boolean): void
  /** A kitchen ticket not printed on a try; `givenUp` after its last. */
  ticketFailed(givenUp: boolean): void
  /** A request refused by a rate limit, by the budget's name. */
  rateLimited(budget: string): void
  /** What is read only when scraped: a query or a field, nothing kept up to date per order. */
  watch(watched: Watched): void
  /** Prometheus's text, and its content type; undefined when metrics are off. */
  exposition(): Promise<{ contentType: string; text: string }> | undefined
}

export interface Watched {
  /** Mails waiting to be sent (a COUNT in the database, so every instance's). */
  mailQueue: () => Promise<number>
  /** Kitchen tickets waiting to be printed. */
  printQueue: () => Promise<number>
  /** Event streams open on this instance. */
  openStreams: () => number
  /** On PostgreSQL: whether the relay listens; undefined without one (SQLite). */
  relayConnected: () => boolean | undefined
  /** A failed read of a queue's depth: logged, the scrape still answers. */
  failed: (error: unknown) => void
}

/** Metrics off: nothing is counted, nothing is kept. */
export const noMetrics: ShopMetrics = {
  requestAnswered: () => {},
  orderPlaced: () => {},
  orderRefused: () => {},
  orderBatchWritten: () => {},
  mailFailed: () => {},
  ticketFailed: () => {},
  rateLimited: () => {},
  watch: () => {},
  exposition: () => undefined,
}

/** Route label of a request no route matched: one label, whatever the address. */
export const UNMATCHED_ROUTE = 'unmatched'

// Seconds: a shop's requests take a millisecond to a second; above 5 s something is wrong.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]
const BATCH_SIZE_BUCKETS = [1, 2, 5, 10, 20, 50, 100]
const BATCH_WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

/**
 * The shop's metrics in a registry of its own, not prom-client's global one: tests build many
 * apps in one process, and each app's figures are its own. prom-client loads only here.
 */
export async function prometheusMetrics(): Promise<ShopMetrics> {
  const prom = await import('prom-client')
  const register: Registry = new prom.Registry()
  prom.collectDefaultMetrics({ register })
  const registers = [register]

  const requests: Histogram<'method' | 'route' | 'status_class'> = new prom.Histogram({
    name: 'quan_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status class (1xx to 5xx).',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers,
  })
  const placed: Counter<'fulfilment'> = new prom.Counter({
    name: 'quan_orders_placed_total',
    help: 'Orders stored, by fulfilment; a retried submit is not counted again.',
    labelNames: ['fulfilment'],
    registers,
  })
  const refused: Counter<'code'> = new prom.Counter({
    name: 'quan_orders_refused_total',
    help: 'Orders refused, by the error code of the answer.',
    labelNames: ['code'],
    registers,
  })
  const batchSize = new prom.Histogram({
    name: 'quan_order_batch_size',
    help: 'Orders written in one group commit.',
    buckets: BATCH_SIZE_BUCKETS,
    registers,
  })
  const batchWait = new prom.Histogram({
    name: 'quan_order_batch_wait_seconds',
    help: 'How long the first order of a group commit waited before its batch was written.',
    buckets: BATCH_WAIT_BUCKETS,
    registers,
  })
  const batchWrite = new prom.Histogram({
    name: 'quan_order_batch_write_seconds',
    help: 'How long one group commit took to write and commit.',
    buckets: BATCH_WAIT_BUCKETS,
    registers,
  })
  const failures = (name: string, help: string): Counter<'outcome'> =>
    new prom.Counter({ name, help, labelNames: ['outcome'], registers })
  const mailFailures = failures(
    'quan_mail_failures_total',
    'Mails not sent on a try: retry (tried again later) or given_up (after the last try).',
  )
  const ticketFailures = failures(
    'quan_print_failures_total',
    'Kitchen tickets not printed on a try: retry or given_up.',
  )
  const rateLimited: Counter<'budget'> = new prom.Counter({
    name: 'quan_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by budget.',
    labelNames: ['budget'],
    registers,
  })

  return {
    requestAnswered(method, route, status, ms) {
      requests.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_class: `${Math.floor(status / 100)}xx` },
        ms / 1000,
      )
    },
    orderPlaced: (fulfilment) => placed.inc({ fulfilment }),
    orderRefused: (code) => refused.inc({ code }),
    orderBatchWritten(size, waitedMs, writeMs) {
      batchSize.observe(size)
      batchWait.observe(waitedMs / 1000)
      batchWrite.observe(writeMs / 1000)
    },
    mailFailed: (givenUp) => mailFailures.inc({ outcome: givenUp ? 'given_up' : 'retry' }),
    ticketFailed: (givenUp) => ticketFailures.inc({ outcome: givenUp ? 'given_up' : 'retry' }),
    rateLimited: (budget) => rateLimited.inc({ budget }),
    watch(watched) {
      const depth = (name: string, help: string, read: () => Promise<number>): Gauge =>
        new prom.Gauge({
          name,
          help,
          registers,
          // Read when scraped: one COUNT a scrape, nothing on the order path.
          async collect() {
            try {
              this.set(await read())
            } catch (error) {
              watched.failed(error)
            }
          },
        })
      depth(
        'quan_mail_queue_depth',
        'Mails waiting to be sent (the database, so every instance alike).',
        watched.mailQueue,
      )
      depth(
        'quan_print_queue_depth',
        'Kitchen tickets waiting to be printed (the database, so every instance alike).',
        watched.printQueue,
      )
      new prom.Gauge({
        name: 'quan_event_streams_open',
        help: 'Live-update streams open on this instance (track pages and order boards).',
        registers,
        collect() {
          this.set(watched.openStreams())
        },
      })
      if (watched.relayConnected() === undefined) return
      new prom.Gauge({
        name: 'quan_pg_relay_connected',
        help: 'Whether the PostgreSQL relay hears the other instances (1) or not (0).',
        registers,
        collect() {
          this.set(watched.relayConnected() ? 1 : 0)
        },
      })
    },
    exposition: async () => ({ contentType: register.contentType, text: await register.metrics() }),
  }
}
