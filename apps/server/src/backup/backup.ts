import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  DATABASE_FILE,
  ensurePrivateDir,
  lockDataDir,
  PRIVATE_FILE,
  tighten,
} from '../db/data-dir-lock'

/** A backup's name: quan-YYYYMMDD-HHMMSS.sqlite in UTC, with -2, -3… within one second. */
const BACKUP_NAME = /^quan-(\d{8})-(\d{6})(?:-(\d+))?\.sqlite$/
/** Tables every Quán database has had since its first version. */
const QUAN_TABLES = ['kysely_migration', 'settings', 'users', 'foods', 'orders', 'order_lines']
/** All the pages in one step: see copyDatabase. */
const ALL_PAGES = 0x7fffffff

export class BackupError extends Error {}

export function stamp(now: Date) {
  const iso = now.toISOString() // 2026-11-23T13:05:09.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`
}

/**
 * Copies a live SQLite database with SQLite's online backup API. A file copy is not a backup:
 * committed orders may still sit in the -wal file, and a copy taken while the server writes can
 * be torn. All pages go in one step, inside one read transaction, so the copy is the database as
 * of one commit, and the server's writes go on beside it (WAL); in smaller steps, every write
 * between two steps would start the copy over. The copy is a single self-contained file (no
 * -wal), 0600, fsynced, and appears under its name only once complete.
 */
async function copyDatabase(source: string, target: string) {
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`)
  fs.rmSync(partial, { force: true })
  const from = new SQLite(source, { fileMustExist: true })
  try {
    await from.backup(partial, { progress: () => ALL_PAGES })
  } finally {
    from.close()
  }
  tighten(partial, PRIVATE_FILE)
  const copy = new SQLite(partial)
  copy.pragma('journal_mode = DELETE')
  copy.close()
  fsyncFile(partial)
  fs.renameSync(partial, target)
  fsyncFile(path.dirname(target))
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * A backup folder others may write to is refused, not tightened: whoever can write there can
 * swap a backup for a database of their own, which a restore would then put in the shop's place,
 * or delete the backups; and a folder made that open was perhaps made so on purpose, so the
 * owner decides (issue 19 §1.9).
 */
function refuseSharedFolder(dir: string) {
  const mode = fs.statSync(dir).mode & 0o7777
  if ((mode & 0o022) === 0) return
  throw new BackupError(
    `${dir} can be written to by other users (mode ${mode.toString(8)}), who could replace or ` +
      `delete the backups in it. Make it yours alone with\n  chmod 700 ${dir}\nor set BACKUP_DIR ` +
      'to a folder of your own.',
  )
}

export interface BackupResult {
  file: string
  removed: string[]
}

/** Writes a backup of DATA_DIR's database into backupDir and keeps only the newest `keep`. */
export async function backupDatabase(options: {
  dataDir: string
  backupDir: string
  keep: number
  now?: Date
}): Promise<BackupResult> {
  const source = path.join(options.dataDir, DATABASE_FILE)
  if (!fs.existsSync(source)) throw new BackupError(`There is no Quán database at ${source}`)
  ensurePrivateDir(options.backupDir)
  refuseSharedFolder(options.backupDir)
  const base = `quan-${stamp(options.now ?? new Date())}`
  let file = path.join(options.backupDir, `${base}.sqlite`)
  for (let n = 2; fs.existsSync(file); n++) {
    file = path.join(options.backupDir, `${base}-${n}.sqlite`)
  }
  await copyDatabase(source, file)
  return { file, removed: pruneBackups(options.backupDir, options.keep) }
}

/** Deletes all but the newest `keep` backups; other files in the folder are left alone. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(backupDir)
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name)
      return match ? [{ name, order: [match[1]!, match[2]!, Number(match[3] ?? 1)] as const }] : []
    })
    .sort((a, b) => {
      const [ad, at, an] = a.order
      const [bd, bt, bn] = b.order
      return ad.localeCompare(bd) || at.localeCompare(bt) || an - bn
    })
  const old = backups.slice(0, Math.max(0, backups.length - keep))
  for (const { name } of old) fs.rmSync(path.join(backupDir, name))
  return old.map(({ name }) => path.join(backupDir, name))
}

/** Throws unless `file` is a sound SQLite database with Quán's tables. */
export function checkQuanDatabase(file: string) {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`)
  let db: SQLite.Database | undefined
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true })
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    if (problems.join() !== 'ok') {
      throw new BackupError(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`)
    }
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string
        }[]
      ).map((row) => row.name),
    )
    const missing = QUAN_TABLES.filter((table) => !tables.has(table))
    if (missing.length > 0) {
      throw new BackupError(`${file} is not a Quán database (no ${missing.join(', ')} table)`)
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`${file} is not a SQLite database (${(error as Error).message})`)
  } finally {
    db?.close()
  }
}

export interface RestoreResult {
  database: string
  /** Where the database that was replaced now is; undefined when there was none. */
  keptAside: string | undefined
}

/**
 * Puts a backup back as DATA_DIR's database. Refused while a server (or another restore) holds
 * the data folder, and for a file that is not a sound Quán database. The database it replaces is
 * renamed, never deleted, together with its -wal (which may hold its last commits).
 */
export async function restoreDatabase(options: {
  dataDir: string
  file: string
  now?: Date
}): Promise<RestoreResult> {
  const file = path.resolve(options.file)
  ensurePrivateDir(options.dataDir)
  // Held until the end: no server can start on the folder halfway through.
  const lock = lockDataDir(options.dataDir, 'a restore')
  try {
    checkQuanDatabase(file)
    const database = path.join(options.dataDir, DATABASE_FILE)
    const incoming = path.join(options.dataDir, `.${DATABASE_FILE}.restoring`)
    await copyDatabase(file, incoming)
    let keptAside: string | undefined
    if (fs.existsSync(database)) {
      const base = path.join(options.dataDir, `quan-replaced-${stamp(options.now ?? new Date())}`)
      keptAside = `${base}.sqlite`
      for (let n = 2; fs.existsSync(keptAside); n++) keptAside = `${base}-${n}.sqlite`
      for (const suffix of ['-wal', '-shm', '']) {
        if (fs.existsSync(database + suffix)) fs.renameSync(database + suffix, keptAside + suffix)
      }
    }
    fs.renameSync(incoming, database)
    fsyncFile(options.dataDir)
    return { database, keptAside }
  } finally {
    lock.release()
  }
}
