import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/schema'
import type { EventBus, OrderChange, OrderSnapshot, Unsubscribe } from './events'

/** The one channel every instance of the shop on a database listens to. */
export const CHANNEL = 'quan_changes'
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900
/** pg_stat_activity's application_name of every relay's connection, followed by its origin. */
export const RELAY_APPLICATION_NAME = 'quan-relay'
/** How long order changes are collected before one NOTIFY tells the other instances of them. */
export const FLUSH_MS = 25
const RETRY_FIRST_MS = 100
const RETRY_MAX_MS = 10_000
/** A link that fails silently (a dead network path) shows when a query goes unanswered. */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 10_000

type OrderChangeType = OrderChange['type']

/** What crosses between instances: who says it, and which orders changed (ids, never orders). */
export type Notice =
  | { origin: string; type: OrderChangeType; orderIds: string[] }
  | { origin: string; type: 'menu.changed' }
  /** `key` names the setting; an instance from before keys were told leaves it out. */
  | { origin: string; type: 'settings.changed'; key?: string }

/** The payloads that tell of `ids`, each under PostgreSQL's limit. */
export function orderNotices(
  origin: string,
  type: OrderChangeType,
  ids: Iterable<string>,
): string[] {
  const payload = (orderIds: string[]) =>
    JSON.stringify({ origin, type, orderIds } satisfies Notice)
  const empty = Buffer.byteLength(payload([]))
  const payloads: string[] = []
  let chunk: string[] = []
  let bytes = empty
  for (const id of ids) {
    // The id in quotes and a comma (one comma too many in all: a byte to spare).
    const more = Buffer.byteLength(JSON.stringify(id)) + 1
    if (chunk.length > 0 && bytes + more > MAX_PAYLOAD_BYTES) {
      payloads.push(payload(chunk))
      chunk = []
      bytes = empty
    }
    chunk.push(id)
    bytes += more
  }
  if (chunk.length > 0) payloads.push(payload(chunk))
  return payloads
}

/** A payload read back, or undefined when it is not one of ours. */
export function parseNotice(payload: string | undefined): Notice | undefined {
  let value: unknown
  try {
    value = JSON.parse(payload ?? '')
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { origin, type, orderIds, key } = value as Record<string, unknown>
  if (typeof origin !== 'string') return undefined
  if (type === 'menu.changed') return { origin, type }
  if (type === 'settings.changed') {
    return typeof key === 'string' ? { origin, type, key } : { origin, type }
  }
  if (type !== 'order.created' && type !== 'order.updated') return undefined
  if (!Array.isArray(orderIds) || !orderIds.every((id) => typeof id === 'string')) return undefined
  return { origin, type, orderIds }
}

export interface PgRelayOptions {
  /** The database's connection string: the relay listens on a connection of its own. */
  url: string
  /** The pool, which sends the notices (it reconnects by itself, query by query). */
  db: Kysely<Database>
  events: EventBus
  log: FastifyBaseLogger
  /** The orders with these ids as they stand now. */
  loadOrders: (ids: readonly string[]) => Promise<OrderSnapshot[]>
}

/**
 * Lets several instances of the shop on one PostgreSQL database see each other's changes live.
 * Order changes published on this instance's bus are told to the others as ids, collected for
 * FLUSH_MS so that thousands of orders a second make a few dozen NOTIFYs; the others load those
 * of them that a stream of theirs shows and publish them on their own bus, marked remote. Menu edits are told the same way.
 * A dropped link is opened again with backoff; changes said meanwhile went unheard, so the menu
 * is built afresh and the live streams start over (see docs/decisions/009-several-instances.md).
 */
export class PgRelay {
  /** Tells this instance's notices from the others' (every instance hears its own too). */
  readonly origin = randomBytes(8).toString('hex')
  private client: pg.Client | undefined
  private heartbeat: NodeJS.Timeout | undefined
  private reconnecting: NodeJS.Timeout | undefined
  private attempts = 0
  private closed = false
  private readonly unsubscribe: Unsubscribe

  private readonly outgoing: Record<OrderChangeType, Set<string>> = {
    'order.created': new Set(),
    'order.updated': new Set(),
  }
  private flushing: NodeJS.Timeout | undefined
  /** Notices go out one after another, so that the others hear them in order. */
  private sending: Promise<void> = Promise.resolve()

  private incoming: { type: OrderChangeType; orderIds: string[] }[] = []
  /** Set and cleared by load() itself, which may finish without awaiting anything. */
  private busy = false
  private loading: Promise<void> = Promise.resolve()

  private readonly menuListeners = new Set<() => void>()
  private readonly settingsListeners = new Set<(key?: string) => void>()

  private constructor(private readonly options: PgRelayOptions) {
    // It shows no order: the others' changes are loaded for the streams, not for the relay.
    this.unsubscribe = options.events.subscribe(
      (change) => this.collect(change),
      () => false,
    )
  }

  /** Resolves once the relay listens, so that nothing said after that goes unheard. */
  static async start(options: PgRelayOptions): Promise<PgRelay> {
    const relay = new PgRelay(options)
    try {
      await relay.connect()
    } catch (error) {
      relay.unsubscribe()
      throw error
    }
    return relay
  }

  /** Whether the link to the other instances is up: while it is down, their changes go unheard. */
  get listening(): boolean {
    return this.client !== undefined
  }

  /** Tells the other instances that the menu has changed. */
  menuChanged(): void {
    if (this.closed) return
    const payload = JSON.stringify({ origin: this.origin, type: 'menu.changed' } satisfies Notice)
    this.send([payload])
  }

  /** Tells the other instances that the restaurant's setting `key` has changed (issue 11 §5). */
  settingsChanged(key: string): void {
    if (this.closed) return
    this.send([
      JSON.stringify({ origin: this.origin, type: 'settings.changed', key } satisfies Notice),
    ])
  }

  /**
   * Another instance changed the setting `key`, or may have changed any (no key) while the
   * link was down.
   */
  onSettingsChanged(listener: (key?: string) => void): Unsubscribe {
    this.settingsListeners.add(listener)
    return () => this.settingsListeners.delete(listener)
  }

  /** Another instance changed the menu, or may have while the link was down. */
  onMenuChanged(listener: () => void): Unsubscribe {
    this.menuListeners.add(listener)
    return () => this.menuListeners.delete(listener)
  }

  /** Sends what is still to be sent, lets the loads in progress finish and hangs up. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.unsubscribe()
    clearTimeout(this.reconnecting)
    clearInterval(this.heartbeat)
    this.flush()
    await this.sending
    await this.loading
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }

  private collect(change: OrderChange) {
    // A remote change came from the others: sending it back would echo it forever.
    if (change.remote || this.closed) return
    this.outgoing[change.type].add(change.order.row.id)
    this.flushing ??= setTimeout(() => this.flush(), FLUSH_MS)
  }

  private flush() {
    clearTimeout(this.flushing)
    this.flushing = undefined
    const payloads: string[] = []
    // Created before updated: an order made and moved within one tick arrives in that order.
    for (const type of ['order.created', 'order.updated'] as const) {
      const ids = this.outgoing[type]
      if (ids.size === 0) continue
      payloads.push(...orderNotices(this.origin, type, ids))
      this.outgoing[type] = new Set()
    }
    if (payloads.length > 0) this.send(payloads)
  }

  private send(payloads: string[]) {
    const { db, log } = this.options
    this.sending = this.sending.then(async () => {
      for (const payload of payloads) {
        try {
          await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db)
        } catch (error) {
          // The change itself is stored; only the other instances' live streams miss it.
          log.error({ err: error }, 'could not tell the other instances of a change')
        }
      }
    })
  }

  private receive(message: pg.Notification) {
    if (message.channel !== CHANNEL) return
    const notice = parseNotice(message.payload)
    if (!notice) {
      this.options.log.warn({ payload: message.payload }, `an unknown notice on ${CHANNEL}`)
      return
    }
    if (notice.origin === this.origin || this.closed) return
    if (notice.type === 'menu.changed') this.menuMayHaveChanged()
    else if (notice.type === 'settings.changed') this.settingsMayHaveChanged(notice.key)
    else {
      this.incoming.push(notice)
      if (!this.busy) this.loading = this.load()
    }
  }

  /**
   * Loads the orders the others told of, all that has come in at once, one load at a time: a
   * later load reads a later state, so every order is published as it stands now, in order.
   */
  private async load() {
    const { events, log, loadOrders } = this.options
    this.busy = true
    try {
      while (this.incoming.length > 0) {
        const notices = this.incoming.splice(0)
        // Each order once, as it was first told of (created, then updated, is a new order),
        // and only if shown here. One not shown yet needs nothing: a stream that opens later
        // reads it from the database, after the change was committed.
        const types = new Map<string, OrderChangeType>()
        for (const { type, orderIds } of notices) {
          for (const id of orderIds) if (!types.has(id) && events.shows(id)) types.set(id, type)
        }
        if (types.size === 0) continue
        let orders: OrderSnapshot[]
        try {
          orders = await loadOrders([...types.keys()])
        } catch (error) {
          log.error({ err: error }, "could not load the other instances' order changes")
          events.missed()
          continue
        }
        const byId = new Map(orders.map((order) => [order.row.id, order]))
        for (const [id, type] of types) {
          const order = byId.get(id)
          if (order) events.publish({ type, order, remote: true })
        }
      }
    } finally {
      // Cleared in the same turn as the loop's last check, so no notice can slip in between.
      this.busy = false
    }
  }

  private menuMayHaveChanged() {
    this.tell(this.menuListeners, 'a menu change listener failed')
  }

  private settingsMayHaveChanged(key?: string) {
    this.tell(this.settingsListeners, 'a settings change listener failed', key)
  }

  private tell(listeners: Set<(key?: string) => void>, failure: string, key?: string) {
    for (const listener of listeners) {
      try {
        listener(key)
      } catch (error) {
        this.options.log.error({ err: error }, failure)
      }
    }
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      // Names the connection in pg_stat_activity, for whoever looks into the database.
      application_name: `${RELAY_APPLICATION_NAME}-${this.origin}`,
    })
    // Until the client listens, a failure is connect()'s to report; after, the link is lost.
    client.on('error', (error) => this.lost(client, error))
    client.on('end', () => this.lost(client))
    client.on('notification', (message) => this.receive(message))
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => {})
      return
    }
    this.client = client
    this.heartbeat = setInterval(() => this.beat(client), HEARTBEAT_MS).unref()
  }

  private beat(client: pg.Client) {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${HEARTBEAT_TIMEOUT_MS} ms`)),
        HEARTBEAT_TIMEOUT_MS,
      )
    })
    Promise.race([client.query('SELECT 1'), timeout])
      .catch((error: unknown) => this.lost(client, error))
      .finally(() => clearTimeout(timer))
  }

  private lost(client: pg.Client, error?: unknown) {
    if (client !== this.client) return
    this.client = undefined
    clearInterval(this.heartbeat)
    client.end().catch(() => {})
    if (this.closed) return
    this.options.log.warn(
      { err: error },
      'lost the link to the other instances of the shop; connecting again',
    )
    this.reconnect()
  }

  /** Tries again after 100 ms, then twice as long each time up to 10 s, give or take a half. */
  private reconnect() {
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.attempts)
    this.attempts += 1
    this.reconnecting = setTimeout(
      () => {
        this.connect().then(
          () => {
            if (!this.client) return
            this.options.log.info(
              { attempts: this.attempts },
              'listening to the other instances of the shop again',
            )
            this.attempts = 0
            // What they said while the link was down went unheard.
            this.menuMayHaveChanged()
            this.settingsMayHaveChanged()
            this.options.events.missed()
          },
          (error: unknown) => {
            if (this.closed) return
            this.options.log.warn(
              { err: error, attempts: this.attempts },
              'could not reach the database to hear the other instances; trying again',
            )
            this.reconnect()
          },
        )
      },
      delay * (0.5 + Math.random()),
    ).unref()
  }
}
