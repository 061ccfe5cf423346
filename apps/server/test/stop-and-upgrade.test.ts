import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import {
  buildServer,
  freshPostgres,
  nextRelease,
  orderLoadAcross,
  prepareDatabase,
  startRefused,
  startServer,
  storedOrderIds,
  type RunningServer,
} from './built-server'
import { openEventStream } from './event-stream'
import { postgresUrl } from './services'

// Issue 25 §4: two built servers on one PostgreSQL database, guests ordering across them as
// through a proxy (test/built-server.ts orderLoadAcross). One is stopped with SIGTERM under the
// load, or both in turn as a rolling upgrade to the next release does; no order answered 201
// may be missing, and a guest may only ever see a refusal it can retry elsewhere.

const GRACE_S = 10
/** What the next release adds: one migration, which creates one table. */
const NEXT_MIGRATION = '2099-01-01-0001-next-release'
const NEXT_TABLE = 'next_release_probe'

let built: Awaited<ReturnType<typeof buildServer>>
let next: Awaited<ReturnType<typeof buildServer>>
let database: Awaited<ReturnType<typeof freshPostgres>> | undefined
const running: RunningServer[] = []

beforeAll(async () => {
  built = await buildServer()
  next = await buildServer([nextRelease(NEXT_MIGRATION, NEXT_TABLE)])
}, 60_000)
afterAll(() => {
  built?.remove()
  next?.remove()
})

afterEach(async () => {
  for (const server of running) if (server.process.exitCode === null) server.process.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  running.length = 0
  await database?.drop()
  database = undefined
})

async function start(databaseUrl: string, release = built) {
  const server = await startServer(
    release.main,
    { DATABASE_URL: databaseUrl, SHUTDOWN_GRACE_S: String(GRACE_S) },
    30_000,
  )
  running.push(server)
  return server
}

/** Sends SIGTERM and resolves with the exit code and how long the stop took. */
async function stop(server: RunningServer) {
  const asked = Date.now()
  server.process.kill('SIGTERM')
  const code = await server.exited
  return { code, ms: Date.now() - asked }
}

/** Every order answered 201 is stored, and no order is stored twice or unanswered. */
async function expectEveryOrderStored(databaseUrl: string, placed: { orderId: string }[]) {
  const answered = new Set(placed.map((order) => order.orderId))
  const stored = await storedOrderIds(databaseUrl)
  expect(stored.length).toBe(new Set(stored).size)
  expect([...answered].filter((id) => !stored.includes(id))).toEqual([])
  expect(stored.length).toBe(answered.size)
}

describe('stopping an instance of two', () => {
  it(
    'under load, on SIGTERM: every order answered is stored, it exits 0 within the grace, and its streams reconnect to the other',
    { timeout: 90_000 },
    async () => {
      database = await freshPostgres(await postgresUrl())
      const { databaseUrl } = database
      await prepareDatabase({ databaseUrl })
      const [a, b] = [await start(databaseUrl), await start(databaseUrl)]
      let instances = [a.base, b.base]
      const load = orderLoadAcross(() => instances)
      await load.atLeast(20)

      // Track pages following five orders, all connected to the instance about to stop.
      const followed = load.placed.slice(0, 5)
      const trackUrl = (base: string, order: (typeof followed)[number]) =>
        `${base}/api/orders/track/stream?code=${order.trackingCode}&phone=${encodeURIComponent(order.phone)}`
      const streams = await Promise.all(
        followed.map((order) => openEventStream(trackUrl(a.base, order))),
      )
      for (const [index, stream] of streams.entries()) {
        expect(stream.status).toBe(200)
        expect(await stream.next()).toMatchObject({
          event: 'order',
          data: { _id: followed[index]!.orderId },
        })
      }

      const byA = load.placed.filter((order) => order.by === a.base).length
      const stopping = stop(a)
      // Each stream is told to reconnect, then ended by the server.
      const hints = await Promise.all(streams.map((stream) => stream.comment(GRACE_S * 1000)))
      await Promise.all(streams.map((stream) => stream.end(GRACE_S * 1000)))
      const { code, ms } = await stopping
      expect(code, a.output()).toBe(0)
      // Nothing failed on the way out (pino's level 50 is an error).
      expect(a.output()).not.toContain('"level":50')
      expect(ms).toBeLessThan(GRACE_S * 1000)
      expect(hints).toEqual(streams.map(() => 'reconnect'))
      // A was taking orders when it was told to stop.
      expect(byA).toBeGreaterThan(0)
      instances = [b.base]

      // Each page reconnects, as a proxy would route it: to B, and is sent its order as it is.
      const again = await Promise.all(
        followed.map((order) => openEventStream(trackUrl(b.base, order))),
      )
      for (const [index, stream] of again.entries()) {
        expect(await stream.next()).toMatchObject({
          event: 'order',
          data: { _id: followed[index]!.orderId },
        })
        stream.close()
      }
      await load.atLeast(10)
      await load.stop()

      expect(load.unclean).toEqual([])
      await expectEveryOrderStored(databaseUrl, load.placed)
      b.process.kill('SIGTERM')
      expect(await b.exited).toBe(0)
    },
  )

  it(
    'a rolling upgrade to the next release (A stopped and started as it, then B) loses no order, and refuses only what a guest retries',
    { timeout: 120_000 },
    async () => {
      database = await freshPostgres(await postgresUrl())
      const { databaseUrl } = database
      await prepareDatabase({ databaseUrl })
      const shop = [await start(databaseUrl), await start(databaseUrl)]
      const load = orderLoadAcross(() => shop.map((server) => server.base))
      await load.atLeast(20)

      for (const index of [0, 1]) {
        const old = shop[index]!
        const { code } = await stop(old)
        expect(code, old.output()).toBe(0)
        // The proxy still sends guests to the stopped one's address until the new one is up:
        // those are refused (connection refused) and retried on the other.
        shop[index] = await start(databaseUrl, next)
        await load.atLeast(20)
        if (index === 0) {
          // Halfway: the new A has migrated, the old B still takes orders beside it (the load
          // goes on through both), and the old version can no longer be started.
          const refused = await startRefused(built.main, { DATABASE_URL: databaseUrl })
          expect(refused.code, refused.output).toBe(1)
          expect(refused.output).toContain(`newer version of Quán (migration ${NEXT_MIGRATION})`)
          const oldB = shop[1]!.base
          const byOldB = load.placed.filter((order) => order.by === oldB).length
          await load.atLeast(10)
          expect(load.placed.filter((order) => order.by === oldB).length).toBeGreaterThan(byOldB)
        }
      }
      const fresh = shop.map((server) => server.base)
      await load.atLeast(10)
      await load.stop()

      expect(load.unclean).toEqual([])
      // There were refusals, each retried on the other instance.
      expect(load.retried()).toBeGreaterThan(0)
      // Both new instances took orders.
      for (const base of fresh) {
        expect(load.placed.some((order) => order.by === base)).toBe(true)
      }
      await expectEveryOrderStored(databaseUrl, load.placed)
      // The next release's migration ran, once.
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const ran = await client.query('select name from kysely_migration where name = $1', [
        NEXT_MIGRATION,
      ])
      const probe = await client.query(`select count(*)::int as n from ${NEXT_TABLE}`)
      await client.end()
      expect(ran.rows).toHaveLength(1)
      expect(probe.rows[0].n).toBe(0)
      for (const server of shop) server.process.kill('SIGTERM')
      expect(await Promise.all(shop.map((server) => server.exited))).toEqual([0, 0])
    },
  )
})
