import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db/create-db'
import { fixedClock } from '../src/lib/clock'
import { TEST_NOW } from './build-test-app'
import { postgresUrl } from './services'

// Two instances started at the same moment on one empty PostgreSQL database (startup/prepare.ts),
// on TEST_DATABASE_URL or on the run's own PostgreSQL (test/services.ts).

const name = `quan_test_${randomBytes(6).toString('hex')}`

async function admin(query: string) {
  const client = new pg.Client({ connectionString: await postgresUrl() })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

function startShop(databaseUrl: string) {
  const config = {
    ...readConfig({
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@quan.test',
      ADMIN_PASSWORD: 'admin-password',
      SEED_DEMO: 'on',
      DELIVERY_HOURS: 'always',
    }),
    dataDir: ':memory:',
    webDir: fileURLToPath(new URL('./fixtures/web', import.meta.url)),
  }
  return buildApp({
    config,
    database: openDatabase({ databaseUrl, dataDir: ':memory:' }),
    clock: fixedClock(TEST_NOW),
    logger: { level: 'silent' },
  })
}

interface Served {
  menu: { _id: string }[]
  token: string
}

describe('two instances starting together on an empty database', () => {
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))

  it('both start, with one demo menu, one admin and one signing secret between them', async () => {
    await admin(`CREATE DATABASE ${name}`)
    const databaseUrl = new URL(await postgresUrl())
    databaseUrl.pathname = `/${name}`
    const apps = await Promise.all([
      startShop(databaseUrl.toString()),
      startShop(databaseUrl.toString()),
    ])
    try {
      const [first, second] = (await Promise.all(
        apps.map(async (app) => {
          const menu = await app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
          const login = await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { email: 'admin@quan.test', password: 'admin-password' },
          })
          return { menu: menu.json().data as { _id: string }[], token: login.json().token }
        }),
      )) as [Served, Served]
      expect(first.menu.length).toBeGreaterThan(40)
      expect(second.menu.map((food) => food._id)).toEqual(first.menu.map((food) => food._id))
      // A token signed by one instance is good on the other: they share one secret.
      const me = await apps[1].inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { token: first.token },
      })
      expect(me.json().data.role).toBe('admin')
      const client = new pg.Client({ connectionString: databaseUrl.toString() })
      await client.connect()
      const admins = await client.query(`select count(*)::int as n from users where role = 'admin'`)
      const categories = await client.query(`select count(*)::int as n from categories`)
      await client.end()
      expect(admins.rows[0].n).toBe(1)
      expect(categories.rows[0].n).toBe(8)
    } finally {
      await Promise.all(apps.map((app) => app.close()))
    }
    // Two whole starts on 2 cores: migrations, the admin's password hash and 55 demo pictures
    // composed with sharp take close to 20 s alone, more beside other suites.
  }, 240_000)
})
