import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeOrderBody } from '@quan/domain/testing'
import { build, type Plugin } from 'esbuild'
import pg from 'pg'
import { serverBuild } from '../build'
import { openDatabase } from '../src/db/create-db'
import { migrateToLatest } from '../src/db/migrate'
import { insertTestFoods } from './seed'

// The server as `npm start` runs it (the esbuild bundle, plain node), in its own process, for
// tests of what only a real process shows: a crash, a backup beside a running shop.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoDir = path.resolve(serverDir, '../..')

/**
 * Bundles the server into a file of the test's own (test files run at once, and must not
 * overwrite each other's dist/main.js), inside apps/server so node_modules resolve.
 */
export async function buildServer(plugins: Plugin[] = []) {
  const dir = path.join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`)
  const main = path.join(dir, 'main.js')
  await build({ ...serverBuild, outfile: main, plugins })
  return { main, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Makes buildServer's bundle the next release of the shop: this checkout with one migration more,
 * `migration`, which creates the table `table`. For tests of upgrades, where the checkout as it
 * is stands for the version before.
 */
export function nextRelease(migration: string, table: string): Plugin {
  const marker = 'Record<string, Migration> {\n  return {\n'
  return {
    name: 'next-release',
    setup(build) {
      build.onLoad({ filter: /[\\/]db[\\/]migrate\.ts$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8')
        if (!source.includes(marker)) throw new Error('migrationsFor() no longer reads as expected')
        const added =
          `    ${JSON.stringify(migration)}: { up: (db: Kysely<any>) => ` +
          `db.schema.createTable(${JSON.stringify(table)}).addColumn('id', 'text').execute() },\n`
        return {
          contents: source.replace(marker, marker + added),
          loader: 'ts',
          resolveDir: path.dirname(args.path),
        }
      })
    },
  }
}

export interface RunningServer {
  base: string
  process: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

/** The root package.json's `start`: its NAME=value settings, then node's flags, before main.js. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoDir, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const tokens = pkg.scripts.start.split('&&').at(-1)!.trim().split(/\s+/)
  const env: Record<string, string> = {}
  while (/^[A-Z_]+=/.test(tokens[0] ?? '')) {
    const [name, value] = tokens.shift()!.split('=') as [string, string]
    env[name] = value
  }
  return { env, flags: tokens.slice(1, -1) }
}

/**
 * The built server on a free port. Ports are picked below 32768, where Linux takes no ports for
 * outgoing connections (a load test's thousands of them once took the port picked in CI), and
 * another is tried if one is taken all the same.
 */
export async function startServer(
  main: string,
  env: Record<string, string>,
  /** How long start-up may take: seeding the demo pictures takes a while. */
  startMs = 15_000,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000)
    try {
      return await startServerOn(port, main, env, startMs)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

async function startServerOn(
  port: number,
  main: string,
  env: Record<string, string>,
  /** How long start-up may take: seeding the demo pictures takes a while. */
  startMs = 15_000,
) {
  const server = spawnServer(port, main, env)
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (i > startMs / 100 || server.process.exitCode !== null) {
      server.process.kill('SIGKILL')
      throw new Error(`the server on port ${port} did not start:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}

/** The built server as `npm start` runs it, in the test's settings, not waited for. */
function spawnServer(port: number, main: string, env: Record<string, string>): RunningServer {
  const start = startCommand()
  const child = spawn(process.execPath, [...start.flags, main], {
    cwd: repoDir,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'off',
      // It runs on the real clock: the shop must take orders at whatever hour the test runs.
      DELIVERY_HOURS: 'always',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIR: path.join(serverDir, 'test/fixtures/web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { base: `http://127.0.0.1:${port}`, process: child, exited, output: () => output }
}

/** Starts the built server expecting it to refuse to start: its exit code and what it said. */
export async function startRefused(main: string, env: Record<string, string>, withinMs = 30_000) {
  const server = spawnServer(20000 + Math.floor(Math.random() * 12000), main, env)
  const timer = setTimeout(() => server.process.kill('SIGKILL'), withinMs)
  const code = await server.exited
  clearTimeout(timer)
  return { code, output: server.output() }
}

export interface PlacedOrder {
  orderId: string
  trackingCode: string
  phone: string
}

/**
 * Guests placing orders one after another until stopped, or until the shop stops answering.
 * `placed` holds every order the shop said 201 to, in the order the answers came.
 */
export function orderLoad(base: string, guests = 8) {
  const placed: PlacedOrder[] = []
  let stopped = false
  const loops = Array.from({ length: guests }, async () => {
    while (!stopped) {
      const body = makeOrderBody()
      const res = await fetch(`${base}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined)
      if (res?.status !== 201) return
      const answer = (await res.json()) as { orderId: string; trackingCode: string }
      const { orderId, trackingCode } = answer
      placed.push({ orderId, trackingCode, phone: body.address.phone })
    }
  })
  return {
    placed,
    /** Resolves once `count` orders more than now have been placed. */
    async atLeast(count: number) {
      const target = placed.length + count
      const deadline = Date.now() + 15_000
      while (placed.length < target) {
        if (Date.now() > deadline) throw new Error(`only ${placed.length} orders placed`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
    async stop() {
      stopped = true
      await Promise.all(loops)
    },
  }
}

/**
 * Guests ordering through something like a proxy in front of several instances: each order goes
 * to the instances in turn, and one refused cleanly (the connection refused or dropped before an
 * answer, or 503 from a stopping instance) is sent again to the next with the same
 * Idempotency-Key, as a proxy or the web app's retry would, so that it is placed once. Any other
 * answer is kept in `unclean` and that guest stops. `instances` is read at each try: a test
 * stops and starts them as it goes.
 */
export function orderLoadAcross(instances: () => string[], guests = 8) {
  const placed: (PlacedOrder & { by: string })[] = []
  const unclean: string[] = []
  let retried = 0
  let stopped = false
  let turn = 0
  async function placeOne(): Promise<boolean> {
    const body = makeOrderBody()
    const key = randomBytes(12).toString('hex')
    for (let attempt = 1; attempt <= 50; attempt++) {
      const bases = instances()
      const base = bases[turn++ % bases.length]!
      const res = await fetch(`${base}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      }).catch(() => undefined)
      if (res?.status === 201) {
        const { orderId, trackingCode } = (await res.json()) as PlacedOrder
        placed.push({ orderId, trackingCode, phone: body.address.phone, by: base })
        return true
      }
      if (res && res.status !== 503) {
        unclean.push(`${res.status} from ${base}: ${await res.text()}`)
        return false
      }
      await res?.body?.cancel()
      retried += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    unclean.push('an order refused 50 times in a row')
    return false
  }
  const loops = Array.from({ length: guests }, async () => {
    while (!stopped && (await placeOne())) {
      // the next order
    }
  })
  return {
    placed,
    unclean,
    /** How many tries were refused cleanly and sent again. */
    retried: () => retried,
    /** Resolves once `count` orders more than now have been placed. */
    async atLeast(count: number, withinMs = 20_000) {
      const target = placed.length + count
      const deadline = Date.now() + withinMs
      while (placed.length < target) {
        if (Date.now() > deadline || unclean.length > 0) {
          throw new Error(`only ${placed.length} orders placed; ${unclean.join('; ')}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
    async stop() {
      stopped = true
      await Promise.all(loops)
    },
  }
}

/** The ids of the orders stored in a PostgreSQL database. */
export async function storedOrderIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>('select id from orders')
    return rows.map((row) => row.id)
  } finally {
    await client.end()
  }
}

/** A fresh database with the dish the load orders: SQLite in dataDir, or PostgreSQL. */
export async function prepareDatabase(target: { dataDir: string } | { databaseUrl: string }) {
  const database =
    'databaseUrl' in target
      ? openDatabase({ databaseUrl: target.databaseUrl, dataDir: ':memory:' })
      : openDatabase({ dataDir: target.dataDir })
  await migrateToLatest(database.db)
  await insertTestFoods(database.db, [{ _id: 'food-1' }])
  await database.close()
}

/** A new, empty PostgreSQL database next to `url`'s, and a way to drop it again. */
export async function freshPostgres(url: string) {
  const name = `quan_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const databaseUrl = new URL(url)
  databaseUrl.pathname = `/${name}`
  return {
    databaseUrl: databaseUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
