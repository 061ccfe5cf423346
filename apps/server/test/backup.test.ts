import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildServer,
  orderLoad,
  prepareDatabase,
  repoDir,
  startServer,
  type PlacedOrder,
  type RunningServer,
} from './built-server'

// `npm run backup` and `npm run restore -- FILE`, as the restaurant runs them beside the built
// server: a backup taken in the middle of an order rush holds every order confirmed before it
// began, and comes back whole into a fresh data folder.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-backup-'))
const dataDir = path.join(root, 'data')
const backupDir = path.join(root, 'backups')
let built: Awaited<ReturnType<typeof buildServer>>
const running: RunningServer[] = []

beforeAll(async () => {
  built = await buildServer()
}, 60_000)

afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null) server.process.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  built.remove()
  fs.rmSync(root, { recursive: true, force: true })
})

/** Runs `npm run <script> -- args` from the repository's root, as the README says. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

function orderIds(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    return new Set((db.prepare('select id from orders').all() as { id: string }[]).map((r) => r.id))
  } finally {
    db.close()
  }
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe('backups of a running shop', () => {
  let server: RunningServer
  let confirmedBefore: PlacedOrder[] = []
  let allPlaced: PlacedOrder[] = []
  let backup = ''
  let restoredShop: RunningServer
  let restoredDir = ''

  // The shop's start, a hundred orders and `npm run` (which starts npm itself) take their time
  // beside the journeys on two cores: the test waits for each, so a busy machine only slows it.
  it(
    'npm run backup copies the live database while orders keep coming, owner-only',
    { timeout: 90_000 },
    async () => {
      await prepareDatabase({ dataDir })
      server = await startServer(built.main, { DATA_DIR: dataDir })
      running.push(server)
      const load = orderLoad(server.base, 8)
      await load.atLeast(100)

      // Every order with its 201 in hand before the backup begins must be in it.
      confirmedBefore = [...load.placed]
      const result = await npmRun('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
      await load.atLeast(20) // the shop went on taking orders
      await load.stop()
      allPlaced = [...load.placed]

      expect(result.code, result.stderr).toBe(0)
      const names = fs.readdirSync(backupDir)
      expect(names).toHaveLength(1)
      expect(names[0]).toMatch(/^quan-\d{8}-\d{6}\.sqlite$/)
      backup = path.join(backupDir, names[0]!)
      expect(result.stdout).toContain(backup)
      expect(modeOf(backupDir)).toBe(0o700)
      expect(modeOf(backup)).toBe(0o600)
    },
  )

  it('npm run restore refuses while the server runs, and the shop goes on', async () => {
    const result = await npmRun('restore', [backup], { DATA_DIR: dataDir })

    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/running Quán server/)
    expect(result.stderr).toMatch(/Stop the server first/)
    const res = await fetch(`${server.base}/api/orders/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingCode: allPlaced.at(-1)!.trackingCode, phone: '0901234567' }),
    })
    expect(res.status).toBe(200)
  })

  it('a second server on the same data folder refuses to start, and says why', async () => {
    const second = spawn(process.execPath, [built.main], {
      cwd: repoDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'off', DATABASE_URL: '' },
    })
    let stderr = ''
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise((resolve) => second.once('exit', resolve))

    expect(code).toBe(1)
    expect(stderr).toMatch(/^Quán cannot start: .* is in use by a running Quán server/)
  })

  it(
    'the backup restored into a fresh data folder holds every order confirmed before it began',
    { timeout: 90_000 },
    async () => {
      server.process.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const freshDir = path.join(root, 'fresh')

      const result = await npmRun('restore', [backup], { DATA_DIR: freshDir })

      expect(result.code, result.stderr).toBe(0)
      const restored = orderIds(path.join(freshDir, 'quan.sqlite'))
      expect(confirmedBefore.filter((order) => !restored.has(order.orderId))).toEqual([])
      expect(modeOf(path.join(freshDir, 'quan.sqlite'))).toBe(0o600)
      // And the shop runs on it: a guest finds an order from before the backup.
      const again = await startServer(built.main, { DATA_DIR: freshDir })
      running.push(again)
      const first = confirmedBefore[0]!
      const res = await fetch(`${again.base}/api/orders/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trackingCode: first.trackingCode, phone: first.phone }),
      })
      expect(res.status).toBe(200)
      restoredShop = again
      restoredDir = freshDir
    },
  )

  it(
    'a backup holds the orders that are still only in the -wal file',
    { timeout: 30_000 },
    async () => {
      // A few orders, then quiet: their commits sit in the -wal, not yet in quan.sqlite, which
      // a copy of the file would miss.
      const load = orderLoad(restoredShop.base, 2)
      await load.atLeast(10)
      await load.stop()
      expect(fs.statSync(path.join(restoredDir, 'quan.sqlite-wal')).size).toBeGreaterThan(0)
      const dir = path.join(root, 'quiet-backups')

      const taken = await npmRun('backup', [], { DATA_DIR: restoredDir, BACKUP_DIR: dir })
      const [name] = fs.readdirSync(dir)
      const restored = await npmRun('restore', [path.join(dir, name!)], {
        DATA_DIR: path.join(root, 'quiet'),
      })

      expect(taken.code, taken.stderr).toBe(0)
      expect(restored.code, restored.stderr).toBe(0)
      const ids = orderIds(path.join(root, 'quiet', 'quan.sqlite'))
      expect(load.placed.filter((order) => !ids.has(order.orderId))).toEqual([])
      restoredShop.process.kill('SIGTERM')
      expect(await restoredShop.exited).toBe(0)
    },
  )

  it('restoring over a database keeps the one it replaces aside, whole', async () => {
    const result = await npmRun('restore', [backup], { DATA_DIR: dataDir })

    expect(result.code, result.stderr).toBe(0)
    const aside = fs.readdirSync(dataDir).find((name) => /^quan-replaced-.*\.sqlite$/.test(name))
    expect(aside).toBeDefined()
    expect(result.stdout).toContain(path.join(dataDir, aside!))
    const kept = orderIds(path.join(dataDir, aside!))
    expect(allPlaced.filter((order) => !kept.has(order.orderId))).toEqual([])
  })
})

describe.concurrent('npm run restore checks the file', () => {
  it('refuses a file that is not a SQLite database, and touches nothing', async () => {
    const dir = path.join(root, 'not-sqlite')
    const file = path.join(root, 'notes.sqlite')
    fs.writeFileSync(file, 'this is not a database, just some notes\n'.repeat(200))

    const result = await npmRun('restore', [file], { DATA_DIR: dir })

    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/not a SQLite database/)
    expect(fs.existsSync(path.join(dir, 'quan.sqlite'))).toBe(false)
  })

  it('refuses a SQLite database that is not Quán’s', async () => {
    const file = path.join(root, 'other.sqlite')
    const other = new SQLite(file)
    other.exec('create table invoices (id integer primary key)')
    other.close()

    const result = await npmRun('restore', [file], { DATA_DIR: path.join(root, 'other') })

    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/not a Quán database/)
  })

  it('says which file when none is given', async () => {
    const result = await npmRun('restore', [], { DATA_DIR: path.join(root, 'none') })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/npm run restore -- FILE/)
  })
})

// After the shop above: its data folder holds a database to back up.
describe.concurrent('npm run backup', () => {
  it('keeps the last BACKUP_KEEP backups and leaves other files alone', async () => {
    const dir = path.join(root, 'pruned')
    fs.mkdirSync(dir, { mode: 0o700 }) // a folder others may write to is refused
    const older = [
      'quan-20250101-000000.sqlite',
      'quan-20250102-000000.sqlite',
      'quan-20250103-000000.sqlite',
      'quan-20250103-000000-2.sqlite',
      'quan-20250104-120000.sqlite',
    ]
    for (const name of [...older, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'x')

    const result = await npmRun('backup', [], {
      DATA_DIR: dataDir,
      BACKUP_DIR: dir,
      BACKUP_KEEP: '3',
    })

    expect(result.code, result.stderr).toBe(0)
    const left = fs.readdirSync(dir).sort()
    const fresh = left.find((name) => !older.includes(name) && name !== 'notes.txt')
    expect(fresh).toMatch(/^quan-\d{8}-\d{6}\.sqlite$/)
    expect(left).toEqual(
      ['notes.txt', 'quan-20250103-000000-2.sqlite', 'quan-20250104-120000.sqlite', fresh].sort(),
    )
  })

  it('refuses a BACKUP_KEEP that is not a count', async () => {
    const result = await npmRun('backup', [], { DATA_DIR: dataDir, BACKUP_KEEP: '0' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/BACKUP_KEEP/)
  })

  it('on PostgreSQL points to pg_dump instead', async () => {
    const result = await npmRun('backup', [], { DATABASE_URL: 'postgres://quan@db/quan' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/pg_dump/)
  })
})
