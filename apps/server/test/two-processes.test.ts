import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeOrderBody } from '@quan/domain/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/create-db'
import { migrateToLatest } from '../src/db/migrate'
import { insertTestFoods } from './seed'
import { postgresUrl } from './services'

// Two real server processes on two ports and one fresh PostgreSQL database: what one is told
// reaches those watching the other (live/pg-relay.ts). On TEST_DATABASE_URL, or on the run's own
// PostgreSQL (test/services.ts).

let url: string
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ADMIN = { email: 'admin@quan.test', password: 'admin-password' }

interface Server {
  base: string
  process: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'off',
      // It runs on the real clock: the shop must take orders at whatever hour the test runs.
      DELIVERY_HOURS: 'always',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (i > 300 || child.exitCode !== null) {
      child.kill()
      throw new Error(`the server on port ${port} did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { base, process: child, exited, output: () => output }
}

/** Reads a Server-Sent Events stream the way a browser's fetch would, message by message. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    /** The data of the next `order` message, or null when the stream ends. */
    async nextOrder(): Promise<Record<string, unknown> | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          if (!lines.includes('event: order')) continue
          const data = lines.filter((line) => line.startsWith('data: ')).map((l) => l.slice(6))
          return JSON.parse(data.join('\n'))
        }
        const { value, done } = await reader.read()
        if (done) return null
        buffer += value
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  }
}

describe('two server processes on one PostgreSQL database', () => {
  const name = `quan_test_${randomBytes(6).toString('hex')}`
  const servers: Server[] = []

  beforeAll(async () => {
    url = await postgresUrl()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const databaseUrl = new URL(url)
    databaseUrl.pathname = `/${name}`
    // The schema and one dish, before either server opens the database.
    const database = openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: ':memory:' })
    await migrateToLatest(database.db)
    await insertTestFoods(database.db, [{ _id: 'food-1' }])
    await database.close()
    // One after the other, as a rolling start would bring them up.
    servers.push(await startServer(databaseUrl.toString()))
    servers.push(await startServer(databaseUrl.toString()))
  }, 120_000)

  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill()
    await Promise.all(servers.map((server) => server.exited))
    if (!url) return
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it(
    'a status changed through one reaches a track page streaming from the other',
    { timeout: 30_000 },
    async () => {
      const [one, two] = servers as [Server, Server]
      const placed = await fetch(`${one.base}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(makeOrderBody()),
      })
      expect(placed.status).toBe(201)
      const { orderId, trackingCode } = (await placed.json()) as {
        orderId: string
        trackingCode: string
      }

      const stream = await fetch(
        `${two.base}/api/orders/track/stream?code=${trackingCode}&phone=0901234567`,
        { headers: { accept: 'text/event-stream' } },
      )
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toBe('text/event-stream')
      const events = readEvents(stream.body!)
      expect(await events.nextOrder()).toMatchObject({ _id: orderId, status: 'Pending' })

      const login = await fetch(`${one.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
      expect(login.status).toBe(200)
      const { token } = (await login.json()) as { token: string }
      const moved = await fetch(`${one.base}/api/admin/orders/${orderId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ status: 'Preparing' }),
      })
      expect(moved.status).toBe(200)

      // The order's creation may still reach the page (as Pending) before its move does.
      const deadline = Date.now() + 3_000
      let seen: Record<string, unknown> | null = null
      while (Date.now() < deadline) {
        const timeout = new Promise<'timeout'>((resolve) =>
          setTimeout(() => resolve('timeout'), deadline - Date.now()).unref(),
        )
        const next = await Promise.race([events.nextOrder(), timeout])
        if (next === 'timeout' || next === null) break
        seen = next
        if (seen.status !== 'Pending') break
      }
      await events.cancel()
      expect(seen, `server 2 said:\n${two.output()}`).toMatchObject({
        _id: orderId,
        status: 'Preparing',
      })
    },
  )

  it('a dish edited through one shows on the menu of the other', { timeout: 30_000 }, async () => {
    const [one, two] = servers as [Server, Server]
    const menuOfTwo = async () => {
      const response = await fetch(`${two.base}/api/food/list?forUser=true`)
      return ((await response.json()) as { data: { _id: string; name: string }[] }).data
    }
    expect((await menuOfTwo()).find((dish) => dish._id === 'food-1')?.name).toBe('Phở bò')
    const login = await fetch(`${one.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }

    const edited = await fetch(`${one.base}/api/food/edit/food-1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ name: 'Phở gà', sku: 'PHO-001', category: 'Noodles', price: 12.5 }),
    })
    expect(edited.status).toBe(200)

    // Well within the 5 s the menu was kept for before the instances told each other.
    const deadline = Date.now() + 2_000
    let name: string | undefined
    while (Date.now() < deadline) {
      name = (await menuOfTwo()).find((dish) => dish._id === 'food-1')?.name
      if (name === 'Phở gà') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(name).toBe('Phở gà')
  })

  it('both stop cleanly on SIGTERM, hanging up on each other first', async () => {
    for (const server of servers) server.process.kill('SIGTERM')

    const codes = await Promise.all(servers.map((server) => server.exited))

    expect(codes, servers.map((server) => server.output()).join('\n')).toEqual([0, 0])
  })
})
