import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config'
import type { Engine } from './db/create-db'
import type { Database } from './db/schema'
import type { Clock } from './lib/clock'
import type { EventBus } from './lib/events'
import type { Mailer } from './lib/mailer'
import type { MailOutbox } from './modules/mail/outbox'
import type { DeliveryAreaBook } from './modules/settings/delivery-areas'
import type { KitchenPaceBook } from './modules/settings/kitchen-pace'
import type { OrderingBook } from './modules/settings/ordering'

/** What every service works with; built once in app.ts and passed down explicitly. */
export interface ShopContext {
  db: Kysely<Database>
  engine: Engine
  config: Config
  clock: Clock
  mailer: Mailer
  /** Mails to send, written in the transaction of what they are about (modules/mail). */
  outbox: MailOutbox
  /** Order changes, for the live streams of this process. */
  events: EventBus
  log: FastifyBaseLogger
  /** Where the restaurant delivers and at what price, kept in step across instances. */
  deliveryAreas: DeliveryAreaBook
  /** Whether the kitchen has paused new orders and its busy delay, kept in step likewise. */
  kitchen: KitchenPaceBook
  /** Pickup, orders for later, lead times and the slot cap (issue 11 §1, §2), likewise. */
  ordering: OrderingBook
}
