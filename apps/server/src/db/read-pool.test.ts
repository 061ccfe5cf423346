import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReadPool, type ReadPool } from './read-pool'

// The SQLite readers off the server's thread (read-pool.ts): what they answer, what they refuse,
// and that the server's thread keeps answering while they read.

let dir: string
let file: string
let writer: SQLite.Database
let pool: ReadPool | undefined

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-read-pool-'))
  file = path.join(dir, 'quan.sqlite')
  writer = new SQLite(file)
  writer.pragma('journal_mode = WAL')
  writer.exec('create table dishes (name text not null, price integer not null)')
  writer.prepare('insert into dishes values (?, ?)').run('Phở bò', 1250)
  writer.prepare('insert into dishes values (?, ?)').run('Bún chả', 1190)
})

afterEach(async () => {
  await pool?.close()
  pool = undefined
  writer.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A statement that keeps a reader busy for a while: a count to a million. */
const SLOW = {
  sql: `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    select count(*) as count from n`,
  parameters: [1_000_000],
}

describe('createReadPool', () => {
  it('answers a statement with its parameters, and sees what the writer has committed', async () => {
    pool = createReadPool(file)
    const query = {
      sql: 'select name from dishes where price > ? order by name',
      parameters: [1200],
    }
    expect(await pool.all(query)).toEqual([{ name: 'Phở bò' }])
    writer.prepare('insert into dishes values (?, ?)').run('Cơm rang', 1300)
    expect(await pool.all(query)).toEqual([{ name: 'Cơm rang' }, { name: 'Phở bò' }])
  })

  it('cannot write, and says why', async () => {
    pool = createReadPool(file)
    await expect(
      pool.all({ sql: 'delete from dishes returning name', parameters: [] }),
    ).rejects.toThrow(/readonly/)
    expect(writer.prepare('select count(*) as count from dishes').get()).toEqual({ count: 2 })
  })

  it('passes a bad statement’s error on, and goes on answering', async () => {
    pool = createReadPool(file)
    await expect(pool.all({ sql: 'select name from nowhere', parameters: [] })).rejects.toThrow(
      /no such table/,
    )
    expect(await pool.all({ sql: 'select count(*) as count from dishes', parameters: [] })).toEqual(
      [{ count: 2 }],
    )
  })

  it('leaves the server’s thread free while it reads', async () => {
    pool = createReadPool(file)
    let ticks = 0
    const ticking = setInterval(() => (ticks += 1), 1)
    try {
      const [rows] = await Promise.all([pool.all(SLOW)])
      expect(rows).toEqual([{ count: 1_000_000 }])
    } finally {
      clearInterval(ticking)
    }
    // Read in this thread, the count would have held every timer until it was done.
    expect(ticks).toBeGreaterThan(5)
  })

  it('reads side by side, up to its size', async () => {
    pool = createReadPool(file, { size: 2 })
    const reads = [pool.all(SLOW), pool.all(SLOW), pool.all(SLOW)]
    expect(pool.running()).toBe(2)
    expect(await Promise.all(reads)).toEqual(Array(3).fill([{ count: 1_000_000 }]))
  })

  it('stops an idle reader and starts another for the next read', async () => {
    pool = createReadPool(file, { idleMs: 10 })
    const count = { sql: 'select count(*) as count from dishes', parameters: [] }
    await pool.all(count)
    expect(pool.running()).toBe(1)
    await vi.waitFor(() => expect(pool!.running()).toBe(0), { timeout: 5_000 })
    expect(await pool.all(count)).toEqual([{ count: 2 }])
    expect(pool.running()).toBe(1)
  })

  it('refuses to read once closed', async () => {
    pool = createReadPool(file)
    await pool.close()
    await expect(pool.all({ sql: 'select 1', parameters: [] })).rejects.toThrow(/closed/)
  })
})
