import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { PAGE_CACHE } from './page-cache'

/**
 * Long reads of a SQLite shop off the server's thread (a year's reports: issue 23 §3).
 *
 * better-sqlite3 answers in the thread that asks, so a year's report held every other call (a
 * guest's order, the board) for as long as its queries ran, and ran them one after another on a
 * machine with cores to spare. Here each query goes to one of a few worker threads, each with a
 * read-only connection of its own to the same file: WAL mode lets them read beside the server's
 * writer, and the server's thread stays free. The workers start on the first read and stop after
 * a while without one, so an idle shop keeps no extra memory.
 *
 * An in-memory database cannot be shared with another thread: it has no pool.
 */
export interface ReadPool {
  /** The rows of one read-only statement, with its parameters as Kysely compiled them. */
  all(query: { sql: string; parameters: readonly unknown[] }): Promise<Record<string, unknown>[]>
  /** How many readers run now. */
  running(): number
  close(): Promise<void>
}

/** Two readers: this shop's machine size (2 cores), and what a year's report can use at once. */
export const READERS = 2
/** A worker idle this long is stopped (its isolate and page cache are several MB). */
export const READER_IDLE_MS = 60_000

// The worker's whole program, run from text so that the bundled server needs no file beside it.
// It opens the file read-only, so nothing it is asked can write.
const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true })
db.pragma('busy_timeout = 5000')
db.pragma(workerData.pageCache)
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: db.prepare(sql).all(...parameters) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

interface Pending {
  resolve(rows: Record<string, unknown>[]): void
  reject(error: Error): void
}

interface Reader {
  worker: Worker
  pending: Map<number, Pending>
  idle?: NodeJS.Timeout
}

export function createReadPool(
  file: string,
  options: { size?: number; idleMs?: number } = {},
): ReadPool {
  const size = options.size ?? READERS
  const idleMs = options.idleMs ?? READER_IDLE_MS
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const readers: Reader[] = []
  let nextId = 0
  let closed = false

  const stop = (reader: Reader) => {
    const at = readers.indexOf(reader)
    if (at >= 0) readers.splice(at, 1)
    clearTimeout(reader.idle)
    return reader.worker.terminate()
  }

  const start = (): Reader => {
    const worker = new Worker(READER_SOURCE, {
      eval: true,
      workerData: { driver, file, pageCache: PAGE_CACHE },
    })
    // An idle reader never keeps the process alive.
    worker.unref()
    const reader: Reader = { worker, pending: new Map() }
    const failAll = (error: Error) => {
      for (const waiting of reader.pending.values()) waiting.reject(error)
      reader.pending.clear()
      void stop(reader)
    }
    worker.on('message', (message: { id: number; rows?: []; error?: string }) => {
      const waiting = reader.pending.get(message.id)
      if (!waiting) return
      reader.pending.delete(message.id)
      if (message.error !== undefined) waiting.reject(new Error(message.error))
      else waiting.resolve(message.rows ?? [])
      if (reader.pending.size === 0) {
        reader.idle = setTimeout(() => void stop(reader), idleMs)
        reader.idle.unref()
      }
    })
    worker.on('error', failAll)
    worker.on('exit', () => failAll(new Error('A database reader stopped')))
    readers.push(reader)
    return reader
  }

  // The least busy reader, or a new one while there are fewer than `size`.
  const pick = (): Reader => {
    const quietest = readers.reduce<Reader | undefined>(
      (best, reader) => (!best || reader.pending.size < best.pending.size ? reader : best),
      undefined,
    )
    if (quietest && (quietest.pending.size === 0 || readers.length >= size)) return quietest
    return start()
  }

  return {
    all(query) {
      if (closed) return Promise.reject(new Error('The database is closed'))
      const reader = pick()
      clearTimeout(reader.idle)
      const id = nextId++
      return new Promise((resolve, reject) => {
        reader.pending.set(id, { resolve, reject })
        reader.worker.postMessage({ id, sql: query.sql, parameters: query.parameters })
      })
    },
    running: () => readers.length,
    async close() {
      closed = true
      await Promise.all([...readers].map(stop))
    },
  }
}
