import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildServer,
  freshPostgres,
  orderLoad,
  prepareDatabase,
  startServer,
  type PlacedOrder,
  type RunningServer,
} from './built-server'
import { postgresUrl } from './services'

// The built server is killed with SIGKILL (a crash, the OOM killer, a pulled plug of the
// process) in the middle of an order rush; once started again, every order it had said 201 to
// is there. A 201 is an order's promise: the server answers only after the commit.

let built: Awaited<ReturnType<typeof buildServer>>
const running: RunningServer[] = []
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  built = await buildServer()
}, 60_000)

afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null) server.process.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  for (const cleanup of cleanups) await cleanup()
  built.remove()
})

async function crashUnderLoadThenRestart(env: Record<string, string>) {
  const first = await startServer(built.main, env)
  running.push(first)
  const load = orderLoad(first.base, 10)
  await load.atLeast(150)
  first.process.kill('SIGKILL')
  expect(await first.exited).toBe(null)
  await load.stop()
  const placed: PlacedOrder[] = [...load.placed]

  const again = await startServer(built.main, env)
  running.push(again)
  const missing: string[] = []
  for (const order of placed) {
    const res = await fetch(`${again.base}/api/orders/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingCode: order.trackingCode, phone: order.phone }),
    })
    const found = res.status === 200 && ((await res.json()) as { data: unknown }).data
    if (!found) missing.push(order.trackingCode)
  }
  again.process.kill('SIGTERM')
  expect(await again.exited, again.output()).toBe(0)
  return { placed, missing }
}

describe('a crash under an order load', () => {
  it(
    'on SQLite: after a restart every order that got a 201 is there',
    { timeout: 30_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-crash-'))
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      await prepareDatabase({ dataDir })

      const { placed, missing } = await crashUnderLoadThenRestart({ DATA_DIR: dataDir })

      expect(placed.length).toBeGreaterThanOrEqual(150)
      expect(missing).toEqual([])
    },
  )

  // On TEST_DATABASE_URL, or on the run's own PostgreSQL (test/services.ts).
  it(
    'on PostgreSQL: after a restart every order that got a 201 is there',
    { timeout: 30_000 },
    async () => {
      const { databaseUrl, drop } = await freshPostgres(await postgresUrl())
      cleanups.push(drop)
      await prepareDatabase({ databaseUrl })

      const { placed, missing } = await crashUnderLoadThenRestart({ DATABASE_URL: databaseUrl })

      expect(placed.length).toBeGreaterThanOrEqual(150)
      expect(missing).toEqual([])
    },
  )
})
