import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from './migrate'
import { openDatabase } from './create-db'

// The SQLite database holds every guest's name, phone and address, and the admin's password
// hash: only the account the shop runs as may read it, whatever the umask.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-files-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

async function openAndWrite(dataDir: string) {
  const database = openDatabase({ dataDir })
  await migrateToLatest(database.db)
  await database.db
    .insertInto('settings')
    .values({ key: 'probe', value: 'x' } as never)
    .execute()
  return database
}

describe('the SQLite files', () => {
  it('are created readable by the owner only: folder 0700, database, -wal and -shm 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data')
    const database = await openAndWrite(dataDir)
    try {
      expect(modeOf(dataDir)).toBe(0o700)
      for (const name of ['quan.sqlite', 'quan.sqlite-wal', 'quan.sqlite-shm', 'quan.lock']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe(0o600)
      }
    } finally {
      await database.close()
    }
  })

  it('are made so when an older version left them readable by all (its folder is left)', async () => {
    const dataDir = path.join(root, 'older')
    fs.mkdirSync(dataDir, { mode: 0o755 })
    const old = new SQLite(path.join(dataDir, 'quan.sqlite'))
    old.pragma('journal_mode = WAL')
    old.exec('create table t (x)')
    for (const name of ['quan.sqlite', 'quan.sqlite-wal', 'quan.sqlite-shm']) {
      fs.chmodSync(path.join(dataDir, name), 0o644)
    }
    const database = await openAndWrite(dataDir)
    try {
      for (const name of ['quan.sqlite', 'quan.sqlite-wal', 'quan.sqlite-shm', 'quan.lock']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe(0o600)
      }
      // It may be a folder others use: the shop makes its own files private, not the folder.
      expect(modeOf(dataDir)).toBe(0o755)
    } finally {
      await database.close()
      old.close()
    }
  })
})

describe('one shop per data folder', () => {
  it('refuses to open a data folder another server holds, and opens it once that one closed', async () => {
    const dataDir = path.join(root, 'held')
    const first = openDatabase({ dataDir })
    expect(() => openDatabase({ dataDir })).toThrow(/in use/)
    await first.close()
    const second = openDatabase({ dataDir })
    await second.close()
  })
})
