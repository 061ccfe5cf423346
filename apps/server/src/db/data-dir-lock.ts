import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/** Readable by the owner only: the database holds guests' addresses and password hashes. */
export const PRIVATE_DIR = 0o700
export const PRIVATE_FILE = 0o600

export const DATABASE_FILE = 'quan.sqlite'
const LOCK_FILE = 'quan.lock'

export class DataDirInUse extends Error {}

/**
 * Creates a folder 0700. An existing folder is left as it is: DATA_DIR may be a folder others
 * need (even /tmp); the files in it are made private instead.
 */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR })
}

/** chmod where needed; a file or folder that is not there (or not ours) is left alone. */
export function tighten(file: string, mode = PRIVATE_FILE) {
  try {
    if ((fs.statSync(file).mode & 0o777) !== mode) fs.chmodSync(file, mode)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'EPERM') throw error
  }
}

/**
 * Holds the data folder for as long as this process runs: a running server, or a restore while
 * it replaces the database. The lock is an exclusive SQLite lock on DATA_DIR/quan.lock, an
 * fcntl lock the kernel lets go when the process ends in any way (even SIGKILL), so a crash
 * never leaves a stale lock behind and a lock held means a live process holds it.
 */
export function lockDataDir(dataDir: string, holder: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE)
  const lock = new SQLite(file, { timeout: 0 })
  tighten(file)
  try {
    // The lock file never holds data: no journal file beside it, even after a crash.
    lock.pragma('journal_mode = MEMORY')
    lock.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirInUse(
        `${dataDir} is in use by a running Quán server or restore; ${holder} needs it alone`,
      )
    }
    throw error
  }
  return {
    release: () => {
      if (lock.inTransaction) lock.exec('ROLLBACK')
      lock.close()
    },
  }
}
