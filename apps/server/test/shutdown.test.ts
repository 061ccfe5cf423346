import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { makeOrderBody } from '@quan/domain/testing'
import { insertTestFoods } from './seed'
import { openDatabase } from '../src/db/create-db'
import { migrateToLatest } from '../src/db/migrate'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-shutdown-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/**
 * Until the server answers its health call. Run through tsx, the server compiles itself as it
 * starts: beside the journeys on two busy cores that once took longer than 15 s, so it may take
 * 45 s; a server that exits first (its port taken) is said at once.
 */
async function waitForHealth(url: string, exited: Promise<number | null>) {
  let gone = false
  void exited.then(() => (gone = true))
  for (let i = 0; i < 450 && !gone; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(gone ? 'the server exited as it started' : 'the server did not start in 45 s')
}

describe('stopping the server', () => {
  it(
    'on SIGTERM finishes the orders in flight, closes the database and exits 0',
    { timeout: 90_000 },
    async () => {
      // A database with one dish, prepared before the server opens it.
      const database = openDatabase({ dataDir })
      await migrateToLatest(database.db)
      await insertTestFoods(database.db, [{}])
      await database.close()

      const port = 20000 + Math.floor(Math.random() * 20000)
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'off',
          // It runs on the real clock: the shop must take orders at whatever hour the test runs.
          DELIVERY_HOURS: 'always',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      })
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
      const base = `http://127.0.0.1:${port}`
      await waitForHealth(`${base}/api/health`, exited)

      const placeOne = () =>
        fetch(`${base}/api/order/place`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(makeOrderBody()),
        }).then(
          (res) => res.status,
          () => 'refused' as const,
        )
      // Ten guests keep ordering; the signal comes once orders are flowing, so some are in flight.
      let stopping = false
      const statuses: (number | 'refused')[] = []
      const guests = Array.from({ length: 10 }, async () => {
        while (!stopping || statuses.length < 200) {
          const status = await placeOne()
          statuses.push(status)
          if (status !== 201) return
        }
      })
      while (!statuses.includes(201)) await new Promise((resolve) => setTimeout(resolve, 1))
      stopping = true
      server.kill('SIGTERM')
      await Promise.all(guests)
      expect(await exited).toBe(0)

      // Every order the server said yes to is in the database; none is there unanswered.
      const placed = statuses.filter((status) => status === 201).length
      const db = new SQLite(path.join(dataDir, 'quan.sqlite'), { readonly: true })
      const stored = (db.prepare('select count(*) as n from orders').get() as { n: number }).n
      db.close()
      expect(placed).toBeGreaterThan(0)
      expect(stored).toBe(placed)
      expect(
        statuses.every((status) => status === 201 || status === 503 || status === 'refused'),
      ).toBe(true)
    },
  )
})
