import { makeOrderBody } from '@quan/domain/testing'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventBus } from '../src/live/events'
import {
  CHANNEL,
  FLUSH_MS,
  parseNotice,
  PgRelay,
  RELAY_APPLICATION_NAME,
} from '../src/live/pg-relay'
import { loadSnapshots } from '../src/modules/admin-orders/service'
import { loginAdmin } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort, openEventStream, type EventStreamClient } from './event-stream'
import { buildAppOnSameDatabase } from './same-database'
import { insertTestFoods } from './seed'

// Two shops in this process on one PostgreSQL database, each with its own pool, as two servers
// would be. The same with two real server processes: test/two-processes.test.ts. On
// TEST_DATABASE_URL, or on the run's own PostgreSQL (test/services.ts).

async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The next message whose order passes `wanted`, within 3 s. */
async function nextOf(
  stream: EventStreamClient,
  wanted: (order: Record<string, unknown>) => boolean,
) {
  const deadline = Date.now() + 3_000
  for (;;) {
    const message = await stream.next(Math.max(1, deadline - Date.now()))
    if (!message || wanted(message.data as Record<string, unknown>)) return message
  }
}

describe('several instances on one PostgreSQL database', () => {
  let a: TestApp
  let b: FastifyInstance | undefined
  let baseB: string
  let admin: string

  beforeAll(async () => {
    a = await buildTestApp({ postgres: true })
    await insertTestFoods(a.db, [{ _id: 'food-1' }])
    b = await buildAppOnSameDatabase(a, {}, { ownPool: true })
    baseB = await listenOnFreePort(b)
    admin = await loginAdmin(a.app)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const placeOnA = async () => {
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: makeOrderBody(),
    })
    expect(response.statusCode).toBe(201)
    return response.json<{ orderId: string; trackingCode: string }>()
  }

  const onA = (method: 'POST' | 'PUT', path: string, payload: object) =>
    a.app.inject({ method, url: path, headers: { token: admin }, payload })

  const trackOnB = (code: string) =>
    openEventStream(`${baseB}/api/orders/track/stream?code=${code}&phone=0901234567`)

  const menuOnB = async () => {
    const response = await b!.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
    return response.json<{ data: { _id: string; name: string }[] }>().data
  }

  /** The backends of the relays' own connections to this test's database. */
  const relayBackends = async () => {
    const { rows } = await withClient((client) =>
      client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE $1`,
        [`${RELAY_APPLICATION_NAME}-%`],
      ),
    )
    return rows.map((row) => row.pid)
  }

  /** A client of this test's database, closed after `work`. */
  async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: a.url })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  it('sends a status changed through one to a track page streaming from the other', async () => {
    const placed = await placeOnA()
    const page = await trackOnB(placed.trackingCode)
    expect(page.status).toBe(200)
    expect(await page.next()).toMatchObject({ data: { _id: placed.orderId, status: 'Pending' } })

    const moved = await onA('POST', `/api/admin/orders/${placed.orderId}/status`, {
      status: 'Preparing',
    })
    expect(moved.statusCode).toBe(200)
    // Every message is the whole order as it stands when loaded, so one may come twice: the
    // order's creation, told of after the page opened, may be loaded before or after the move.
    const second = await nextOf(page, (data) => data.status !== 'Pending')
    await onA('POST', `/api/admin/orders/${placed.orderId}/payment`, { paid: true })
    const third = await nextOf(page, (data) => data.payment === true)

    expect(second).toMatchObject({
      event: 'order',
      data: { _id: placed.orderId, status: 'Preparing', payment: false },
    })
    expect(third).toMatchObject({ data: { status: 'Preparing', payment: true } })
    page.close()
  })

  it("puts an order placed through one on the other's board, loaded whole", async () => {
    const board = await openEventStream(`${baseB}/api/admin/orders/stream`, { token: admin })
    expect(board.status).toBe(200)

    const placed = await placeOnA()
    const shown = await board.next(3_000)

    const listed = await b!.inject({
      method: 'GET',
      url: '/api/admin/orders?day=2026-03-02',
      headers: { token: admin },
    })
    const asListed = listed
      .json<{ data: { _id: string }[] }>()
      .data.find((order) => order._id === placed.orderId)
    expect(shown).toEqual({ event: 'order', data: asListed })
    board.close()
  })

  it('tells the others of many orders in few notices, and the others tell no one again', async () => {
    const notices: string[] = []
    const observer = new pg.Client({ connectionString: a.url })
    await observer.connect()
    observer.on('notification', (message) => notices.push(message.payload ?? ''))
    await observer.query(`LISTEN ${CHANNEL}`)
    const board = await openEventStream(`${baseB}/api/admin/orders/stream`, { token: admin })
    try {
      const placed = await Promise.all(Array.from({ length: 200 }, () => placeOnA()))

      const seen = new Set<string>()
      while (seen.size < placed.length) {
        const message = await board.next(5_000)
        seen.add((message!.data as { _id: string })._id)
      }
      // Time enough for the other instance to echo, if it did.
      await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 8))

      expect(seen).toEqual(new Set(placed.map((order) => order.orderId)))
      const read = notices.map((payload) => parseNotice(payload))
      const told = read.flatMap((notice) =>
        notice?.type === 'order.created' ? notice.orderIds : [],
      )
      expect(new Set(told)).toEqual(seen)
      // 200 orders in batches of up to 100, each batch's ids gathered into one notice or two.
      expect(notices.length).toBeLessThanOrEqual(10)
      expect(new Set(read.map((notice) => notice?.origin)).size).toBe(1)
    } finally {
      board.close()
      await observer.end()
    }
  })

  it('shows a menu edited through one on the other at once', async () => {
    const before = await menuOnB()
    expect(before.find((dish) => dish._id === 'food-1')?.name).toBe('Phở bò')

    const edited = await onA('PUT', '/api/food/edit/food-1', {
      name: 'Phở gà',
      sku: 'PHO-001',
      category: 'Noodles',
      price: 12.5,
    })
    expect(edited.statusCode).toBe(200)

    // Well within the 5 s the menu was kept for before the instances told each other.
    await eventually(
      async () => (await menuOnB()).find((dish) => dish._id === 'food-1')?.name === 'Phở gà',
      2_000,
      "the other instance's menu shows the edit",
    )
  })

  it('after its link drops, listens again and starts its streams and its menu over', async () => {
    const placed = await placeOnA()
    const page = await trackOnB(placed.trackingCode)
    await page.next()
    // A change no instance tells of (as one made while the link is down would be).
    await a.db.updateTable('foods').set({ name: 'Phở chay' }).where('id', '=', 'food-1').execute()
    const cached = (await menuOnB()).find((dish) => dish._id === 'food-1')?.name
    expect(cached).not.toBe('Phở chay')
    const [before] = await Promise.all([relayBackends()])
    expect(before).toHaveLength(2)

    await withClient((client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]),
    )

    // Each instance connects again, and whoever watched has to start over.
    await page.end(5_000)
    await eventually(
      async () => (await menuOnB()).find((dish) => dish._id === 'food-1')?.name === 'Phở chay',
      2_000,
      'the menu read again after the outage',
    )
    await eventually(
      async () => {
        const now = await relayBackends()
        return now.length === 2 && now.every((pid) => !before.includes(pid))
      },
      5_000,
      'both relays listening again',
    )
    const again = await trackOnB(placed.trackingCode)
    expect(await again.next()).toMatchObject({ data: { status: 'Pending' } })
    await onA('POST', `/api/admin/orders/${placed.orderId}/status`, { status: 'Preparing' })
    expect(await nextOf(again, (data) => data.status !== 'Pending')).toMatchObject({
      data: { status: 'Preparing' },
    })
    again.close()
  })

  it('loads only the orders some stream of its own shows', async () => {
    const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger
    const events = createEventBus(log)
    const loaded: string[][] = []
    const relay = await PgRelay.start({
      url: a.url!,
      db: a.db,
      events,
      log,
      loadOrders: async (ids) => {
        loaded.push([...ids])
        return loadSnapshots(a.db, ids)
      },
    })
    try {
      const unseen = await placeOnA()
      const watched = await placeOnA()
      // Their creation is told of while no one shows them: nothing to load, and the relay must
      // keep loading after that.
      await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 8))
      const published: string[] = []
      events.subscribe(
        (change) => published.push(`${change.type} ${change.order.row.id}`),
        (orderId) => orderId === watched.orderId,
      )

      await onA('POST', `/api/admin/orders/${unseen.orderId}/status`, { status: 'Preparing' })
      await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 8))
      await onA('POST', `/api/admin/orders/${watched.orderId}/status`, { status: 'Preparing' })

      await eventually(
        async () => published.includes(`order.updated ${watched.orderId}`),
        3_000,
        'the watched order loaded',
      )
      expect(loaded.flat()).not.toContain(unseen.orderId)
      expect(published).not.toContain(`order.updated ${unseen.orderId}`)
    } finally {
      await relay.close()
    }
  })

  it('hangs up its own connection when the app closes', async () => {
    expect(await relayBackends()).toHaveLength(2)

    await b!.close()
    b = undefined

    await eventually(async () => (await relayBackends()).length === 1, 2_000, 'one relay left')
  })
})
