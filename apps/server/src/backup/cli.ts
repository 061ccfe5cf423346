/**
 * `npm run backup` and `npm run restore -- FILE`, for a shop on SQLite (see the README). They
 * read the same environment as the server (DATA_DIR, DATABASE_URL), plus BACKUP_DIR and
 * BACKUP_KEEP.
 */
import path from 'node:path'
import { ConfigError, readConfig } from '../config'
import { DataDirInUse } from '../db/data-dir-lock'
import { BackupError, backupDatabase, restoreDatabase } from './backup'

const DEFAULT_KEEP = 14

type Env = Record<string, string | undefined>

export function readBackupConfig(env: Env) {
  const { dataDir, databaseUrl } = readConfig(env)
  const keepText = env.BACKUP_KEEP?.trim() || String(DEFAULT_KEEP)
  const keep = Number(keepText)
  if (!/^\d+$/.test(keepText) || keep < 1 || keep > 100_000) {
    throw new ConfigError(
      `BACKUP_KEEP must be how many backups to keep, 1 or more, got "${keepText}"`,
    )
  }
  const backupDir = path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups'))
  return { dataDir, databaseUrl, backupDir, keep }
}

const ON_POSTGRES = {
  backup:
    'DATABASE_URL is set: this shop runs on PostgreSQL. Back it up with\n' +
    '  pg_dump --format=custom --file=quan-$(date -u +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
  restore:
    'DATABASE_URL is set: this shop runs on PostgreSQL. Stop the shop, then restore with\n' +
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump',
}

async function run(command: string | undefined, args: string[], env: Env) {
  const config = readBackupConfig(env)
  if (command === 'backup') {
    if (config.databaseUrl) throw new BackupError(ON_POSTGRES.backup)
    const { file, removed } = await backupDatabase(config)
    console.log(`Backed up ${path.join(config.dataDir, 'quan.sqlite')} to ${file}`)
    if (removed.length > 0) {
      console.log(`Removed ${removed.length} older backup(s), keeping the last ${config.keep}`)
    }
    return
  }
  if (command === 'restore') {
    if (config.databaseUrl) throw new BackupError(ON_POSTGRES.restore)
    if (!args[0]) throw new BackupError('Which backup? Usage: npm run restore -- FILE')
    // npm runs scripts from the repository's root; FILE is as typed where npm was called.
    const file = path.resolve(env.INIT_CWD ?? process.cwd(), args[0])
    const { database, keptAside } = await restoreDatabase({ dataDir: config.dataDir, file })
    console.log(`Restored ${file} as ${database}`)
    if (keptAside) console.log(`The database it replaced is kept at ${keptAside}`)
    return
  }
  throw new BackupError('Usage: cli.ts backup | cli.ts restore FILE')
}

// Everything these commands write (backups, the restored database) is the owner's alone.
process.umask(0o077)
const [command, ...args] = process.argv.slice(2)
run(command, args, process.env).catch((error: unknown) => {
  if (error instanceof DataDirInUse) {
    console.error(
      `Quán cannot restore: ${error.message}.\nStop the server first, then run the restore again.`,
    )
  } else if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`Quán cannot ${command ?? 'run'}: ${error.message}`)
  } else {
    console.error(error)
  }
  process.exit(1)
})
