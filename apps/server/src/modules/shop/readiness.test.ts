import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { migrations } from '../../db/migrate'
import { RELAY_APPLICATION_NAME } from '../../live/pg-relay'

/** Issue 25 §3: GET /api/health/ready, the call a proxy asks before sending a guest. */

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/ready' })
const live = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' })

const LAST_MIGRATION = Object.keys(migrations).at(-1)!
const METRICS_TOKEN = 'metrics-token-of-the-readiness-test'

describe('readiness on the test database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers 200 on a healthy app', async () => {
    const response = await ready(t)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, status: 'ready' })
  })

  it('answers 503 while a migration of this version has not run, and is ready once it has', async () => {
    const [row] = (
      await sql<{
        name: string
        timestamp: string
      }>`select name, timestamp from kysely_migration where name = ${LAST_MIGRATION}`.execute(t.db)
    ).rows
    expect(row).toBeDefined()
    await sql`delete from kysely_migration where name = ${LAST_MIGRATION}`.execute(t.db)
    try {
      const response = await ready(t)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message: `The database lacks migrations of this version: ${LAST_MIGRATION}`,
        code: 'MIGRATIONS_PENDING',
      })
      // Alive all the same: nothing a restart would mend.
      expect((await live(t)).statusCode).toBe(200)
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row!.name}, ${row!.timestamp})`.execute(
        t.db,
      )
    }
    expect((await ready(t)).statusCode).toBe(200)
  })

  it('answers 503 on a database a newer version migrated', async () => {
    const newer = '2099-01-01-9999-from-a-newer-version'
    await sql`insert into kysely_migration (name, timestamp) values (${newer}, ${new Date().toISOString()})`.execute(
      t.db,
    )
    try {
      const response = await ready(t)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message: `The database has migrations this version does not know (a newer version ran them): ${newer}`,
        code: 'MIGRATIONS_UNKNOWN',
      })
    } finally {
      await sql`delete from kysely_migration where name = ${newer}`.execute(t.db)
    }
    expect((await ready(t)).statusCode).toBe(200)
  })
})

describe('readiness when the database is closed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await t.db.destroy()
  })
  afterAll(() => t.close())

  it('answers 503 DATABASE_DOWN, while liveness still answers 200', async () => {
    const response = await ready(t)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      success: false,
      message: 'The database does not answer',
      code: 'DATABASE_DOWN',
    })
    expect((await live(t)).statusCode).toBe(200)
    expect((await live(t)).json()).toEqual({ success: true, status: 'ok' })
  })
})

describe('readiness on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ postgres: true, env: { METRICS_TOKEN } })
  })
  afterAll(() => t.close())

  it("shows the relay's link in the metrics", async () => {
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(scrape.body.split('\n')).toContain('quan_pg_relay_connected 1')
  })

  /** Cuts the relay's own connection, as a database restart or a network drop would. */
  async function cutTheRelay() {
    const client = new pg.Client({ connectionString: t.url })
    await client.connect()
    try {
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE $1`,
        [`${RELAY_APPLICATION_NAME}-%`],
      )
    } finally {
      await client.end()
    }
  }

  it('answers 200 while the relay listens, 503 RELAY_DOWN while it does not, 200 once back', async () => {
    expect((await ready(t)).statusCode).toBe(200)
    await cutTheRelay()
    // The relay connects again within 50 to 150 ms: the first answers fall in that gap.
    let refused: { statusCode: number; body: unknown } | undefined
    for (let tries = 0; tries < 200 && !refused; tries++) {
      const response = await ready(t)
      if (response.statusCode !== 200) refused = { statusCode: 503, body: response.json() }
      else await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(refused).toEqual({
      statusCode: 503,
      body: {
        success: false,
        message: 'The relay does not hear the other instances: changes made there would go unseen',
        code: 'RELAY_DOWN',
      },
    })
    const deadline = Date.now() + 5_000
    while ((await ready(t)).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await ready(t)).statusCode).toBe(200)
  })
})
