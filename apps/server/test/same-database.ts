import { buildApp } from '../src/app'
import { readConfig } from '../src/config'
import { openDatabase } from '../src/db/create-db'
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_JWT_SECRET } from './auth'
import { TEST_PASSWORD_COST, type TestApp } from './build-test-app'

/**
 * A second start of the shop on the database of `t`, as after a restart with other settings.
 * The database stays with `t`: closing this app leaves it open, and `t.close()` drops it.
 * With `ownPool` (PostgreSQL) it connects on its own, as another server would, and closing it
 * closes only that pool.
 */
export async function buildAppOnSameDatabase(
  t: TestApp,
  env: Record<string, string> = {},
  { ownPool = false } = {},
) {
  const config = {
    ...readConfig({
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'off',
      DELIVERY_HOURS: 'always',
      ...env,
    }),
    dataDir: ':memory:',
    passwordCost: TEST_PASSWORD_COST,
  }
  const app = await buildApp({
    config,
    database: ownPool
      ? openDatabase({ databaseUrl: t.url!, dataDir: ':memory:' })
      : { db: t.db, engine: t.engine, url: t.url, close: async () => {} },
    clock: t.clock,
    logger: { level: 'silent' },
  })
  await app.ready()
  return app
}
