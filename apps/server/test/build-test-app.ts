import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { buildApp, type AppOptions } from '../src/app'
import { readConfig, type Config } from '../src/config'
import { openDatabase, type Db } from '../src/db/create-db'
import { fixedClock } from '../src/lib/clock'
import type { Mailer } from '../src/lib/mailer'
import { postgresUrl } from './services'

/** A Monday noon in Bratislava: the shop is open and today has free slots. */
export const TEST_NOW = '2026-03-02T11:00:00.000Z'

export interface TestAppOptions {
  env?: Record<string, string>
  now?: string
  mailer?: Mailer
  seedDemo?: boolean
  /** Keep the app's log lines (warn and up; 'info' for request lines too) in `logs`. */
  captureLogs?: boolean | 'info'
  /** The server's timeouts, shortened for tests on a listening server. */
  timeouts?: AppOptions['timeouts']
  /** Hash passwords at production cost (128 MiB, ~0.3 s each) instead of TEST_PASSWORD_COST. */
  productionPasswords?: boolean
  /** The built browser app to serve (a plain shell without a server renderer by default). */
  webDir?: string
  /**
   * On PostgreSQL even when TEST_DATABASE_URL is unset (then on the run's throwaway one,
   * test/services.ts): for tests of several instances on one database, which SQLite cannot be.
   */
  postgres?: boolean
  /**
   * SQLite in a file of a temporary folder instead of in memory: what a real shop runs on, with
   * its readers off the server's thread (db/read-pool.ts). Ignored on PostgreSQL.
   */
  sqliteFile?: boolean
  /** The https agent pushes go out with: one that trusts the fake push service (issue 24 §2). */
  pushAgent?: AppOptions['pushAgent']
}

/**
 * scrypt at a cost far below production's, so that tests' many sign-ups take milliseconds.
 * Only ever set here: readConfig always gives PASSWORD_COST.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 }

/** One line of the app's log, as pino writes it (level 40 warn, 50 error). */
export interface LogLine {
  level: number
  msg: string
  [field: string]: unknown
}

/**
 * A fresh shop on a fresh database for one test file: SQLite in memory, or, when
 * TEST_DATABASE_URL is set (or `postgres` asks for it), a new PostgreSQL database that close()
 * drops again.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const clock = fixedClock(options.now ?? TEST_NOW)
  const config: Config = {
    ...readConfig({
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'admin@quan.test',
      ADMIN_PASSWORD: 'admin-password',
      SEED_DEMO: options.seedDemo ? 'on' : 'off',
      // Orders at any hour unless a test sets the hours; TEST_NOW is in them anyway.
      DELIVERY_HOURS: 'always',
      ...options.env,
    }),
    dataDir: ':memory:',
    webDir: options.webDir ?? fileURLToPath(new URL('./fixtures/web', import.meta.url)),
    ...(options.productionPasswords ? {} : { passwordCost: TEST_PASSWORD_COST }),
  }
  const { database, dropDatabase } = await freshDatabase({
    postgres: options.postgres,
    sqliteFile: options.sqliteFile,
  })
  const logs: LogLine[] = []
  const routes: { method: string; url: string }[] = []
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) }
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.mailer,
    timeouts: options.timeouts,
    pushAgent: options.pushAgent,
    logger: options.captureLogs
      ? { level: options.captureLogs === 'info' ? 'info' : 'warn', stream }
      : { level: 'silent' },
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url })
    },
  })
  await app.ready()
  return {
    app,
    clock,
    db: database.db,
    engine: database.engine,
    logs,
    /** Every route of the app, as Fastify's onRoute hook was told of them. */
    routes,
    /** The PostgreSQL database's connection string; undefined on SQLite. */
    url: database.url,
    async close() {
      await app.close()
      await dropDatabase()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/**
 * A new empty database for one test file: SQLite in memory, or PostgreSQL at TEST_DATABASE_URL,
 * or, with `postgres`, on the run's PostgreSQL in any case.
 */
export async function freshDatabase({ postgres = false, sqliteFile = false } = {}): Promise<{
  database: Db
  dropDatabase: () => Promise<void>
  /** PostgreSQL's address of the database, for a second connection to it (another instance). */
  url?: string
}> {
  const url = postgres ? await postgresUrl() : process.env.TEST_DATABASE_URL
  if (!url && sqliteFile) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-test-'))
    return {
      database: openDatabase({ dataDir }),
      dropDatabase: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  if (!url) {
    return { database: openDatabase({ dataDir: ':memory:' }), dropDatabase: async () => {} }
  }
  const name = `quan_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  return {
    database: openDatabase({ databaseUrl: testUrl.toString(), dataDir: ':memory:' }),
    url: testUrl.toString(),
    async dropDatabase() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
