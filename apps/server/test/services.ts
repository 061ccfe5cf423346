import { inject } from 'vitest'
import type {} from './services-setup'

// The services some tests need, for the test files: the one given in the environment, or else
// the run's own, which test/services-setup.ts starts on the first ask. Never a default address:
// a test needing PostgreSQL or Redis runs on one, or fails saying why, and never skips.

const asked = new Map<string, Promise<string>>()

async function ask(name: 'postgres' | 'redis'): Promise<string> {
  const address = inject('testServices')
  if (!address) {
    throw new Error(
      `This test needs ${name}, and its project has no globalSetup ` +
        "'apps/server/test/services-setup.ts' (vitest.config.ts) to start one.",
    )
  }
  const response = await fetch(`${address}/${name}`)
  const text = await response.text()
  if (!response.ok) throw new Error(text)
  return text
}

function once(name: 'postgres' | 'redis') {
  if (!asked.has(name)) asked.set(name, ask(name))
  return asked.get(name)!
}

/**
 * A PostgreSQL server the tests may create and drop databases on, as a connection string to its
 * `postgres` database: TEST_DATABASE_URL when set, else the run's throwaway one.
 */
export async function postgresUrl(): Promise<string> {
  return process.env.TEST_DATABASE_URL || once('postgres')
}

/** A Redis the tests may write to (under their own key prefix): REDIS_URL when set, else the run's own. */
export async function redisUrl(): Promise<string> {
  return process.env.REDIS_URL || once('redis')
}
