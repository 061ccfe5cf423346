import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildServer,
  freshPostgres,
  prepareDatabase,
  startRefused,
  startServer,
} from './built-server'
import { postgresUrl } from './services'

// An older build started on a database a newer one has upgraded (issue 25 §4): it refuses, says
// why in one sentence, exits 1 and leaves the database as it found it. The built server, on
// SQLite and on PostgreSQL.

const FROM_THE_FUTURE = '2099-01-01-0001-from-a-newer-quan'
const SENTENCE =
  `Quán cannot start: the database was upgraded by a newer version of Quán (migration ${FROM_THE_FUTURE}); ` +
  'run that version or restore a backup.'

let server: Awaited<ReturnType<typeof buildServer>>
beforeAll(async () => {
  server = await buildServer()
}, 60_000)
afterAll(() => server?.remove())

describe('a database upgraded by a newer version', () => {
  it('on SQLite: the shop does not start, says so in a sentence and exits 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-newer-'))
    try {
      await prepareDatabase({ dataDir })
      const file = path.join(dataDir, 'quan.sqlite')
      const before = new SQLite(file)
      before
        .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
        .run(FROM_THE_FUTURE, new Date().toISOString())
      before.close()

      const { code, output } = await startRefused(server.main, { DATA_DIR: dataDir })

      expect(output).toContain(SENTENCE)
      expect(code).toBe(1)
      // Once the newer version is gone again (a backup restored), the same build starts.
      const after = new SQLite(file)
      after.prepare('delete from kysely_migration where name = ?').run(FROM_THE_FUTURE)
      after.close()
      const started = await startServer(server.main, { DATA_DIR: dataDir }, 30_000)
      started.process.kill('SIGTERM')
      expect(await started.exited).toBe(0)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('on PostgreSQL: the same, and the record of migrations is left as it was', async () => {
    const database = await freshPostgres(await postgresUrl())
    try {
      await prepareDatabase({ databaseUrl: database.databaseUrl })
      const client = new pg.Client({ connectionString: database.databaseUrl })
      await client.connect()
      await client.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [
        FROM_THE_FUTURE,
        new Date().toISOString(),
      ])
      const before = await client.query('select name from kysely_migration order by name')

      const { code, output } = await startRefused(server.main, {
        DATABASE_URL: database.databaseUrl,
      })

      const after = await client.query('select name from kysely_migration order by name')
      await client.end()
      expect(output).toContain(SENTENCE)
      expect(code).toBe(1)
      expect(after.rows).toEqual(before.rows)
    } finally {
      await database.drop()
    }
  }, 60_000)
})
