import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { DATABASE_FILE, ensurePrivateDir, lockDataDir, tighten } from './data-dir-lock'
import { PAGE_CACHE } from './page-cache'
import { createReadPool, type ReadPool } from './read-pool'
import type { Database } from './schema'

export type Engine = 'sqlite' | 'postgres'

export interface Db {
  db: Kysely<Database>
  engine: Engine
  /**
   * PostgreSQL's connection string, for the connection of its own that hears the other
   * instances (live/pg-relay.ts). Without it a PostgreSQL shop runs as if alone.
   */
  url?: string
  /** A SQLite file's readers off the server's thread (read-pool.ts), for the long reports. */
  reads?: ReadPool
  close(): Promise<void>
}

// PostgreSQL returns BIGINT (count(*), sums) as text by default; our figures fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server drops (restart, failover, idle timeout) is an 'error' event
    // on the pool, which crashes the process when nobody listens. The pool has already let the
    // connection go and opens a new one for the next query; a real outage fails that query.
    pool.on('error', () => {})
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, engine: 'postgres', url: options.databaseUrl, close: () => db.destroy() }
  }
  const inMemory = options.dataDir === ':memory:'
  const file = inMemory ? ':memory:' : path.join(options.dataDir, DATABASE_FILE)
  let lock: { release(): void } | undefined
  if (!inMemory) {
    ensurePrivateDir(options.dataDir)
    // One process writes the folder's database: a second server, or a restore, is refused.
    lock = lockDataDir(options.dataDir, 'the server')
  }
  let sqlite: SQLite.Database
  try {
    sqlite = new SQLite(file)
  } catch (error) {
    lock?.release()
    throw error
  }
  if (!inMemory) {
    // Before WAL mode: SQLite gives the -wal and -shm files the database file's own mode.
    for (const name of [file, `${file}-wal`, `${file}-shm`]) tighten(name)
  }
  // WAL lets readers run beside the writer; FULL makes a committed order survive a power cut.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma(PAGE_CACHE)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const reads = inMemory ? undefined : createReadPool(file)
  return {
    db,
    engine: 'sqlite',
    reads,
    close: async () => {
      try {
        await reads?.close()
        await db.destroy()
      } finally {
        lock?.release()
      }
    },
  }
}

/** Unique-constraint violations, as either engine reports them. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}
