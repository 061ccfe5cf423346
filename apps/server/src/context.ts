import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config'
import type { Engine } from './db/create-db'
import type { ReadPool } from './db/read-pool'
import type { Database } from './db/schema'
import type { Clock } from './lib/clock'
import type { EventBus } from './live/events'
import type { Mailer } from './lib/mailer'
import type { MailOutbox } from './modules/mail/outbox'
import type { ShopMetrics } from './modules/metrics/metrics'
import type { PushQueue } from './modules/push/queue'
import type { PaymentProvider } from './modules/payments/provider'
import type { SettingShelf } from './modules/settings/shelf'

/** What every service works with; built once in app.ts and passed down explicitly. */
export interface ShopContext {
  db: Kysely<Database>
  engine: Engine
  /** SQLite's readers off the server's thread, for long reads (db/read-pool.ts); none in memory. */
  reads?: ReadPool
  config: Config
  clock: Clock
  mailer: Mailer
  /** Mails to send, written in the transaction of what they are about (modules/mail). */
  outbox: MailOutbox
  /** Push notifications to send, written in the transaction of the news they tell (modules/push). */
  push: PushQueue
  /** Order changes, for the live streams of this process. */
  events: EventBus
  log: FastifyBaseLogger
  /** The delivery areas, the kitchen's pace and how orders are taken, kept in step across instances. */
  settings: SettingShelf
  /** The payment provider (issue 22 §1): Stripe when STRIPE_* are set; none, cash as before. */
  payments: PaymentProvider | undefined
  /** What is counted for Prometheus (issue 25 §3); no-ops without METRICS_TOKEN. */
  metrics: ShopMetrics
}
