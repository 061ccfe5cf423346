/**
 * `npm run backup` and `npm run restore -- FILE`, for a shop on SQLite (see the README). They
 * read the same environment as the server (DATA_DIR, DATABASE_URL), plus BACKUP_DIR and
 * BACKUP_KEEP, through the server's one schema (config.ts).
 */
import path from 'node:path'
import { ConfigError, readBackupConfig } from '../config'
import { DataDirInUse } from '../db/data-dir-lock'
import { BackupError, backupDatabase, restoreDatabase } from './backup'

const ON_POSTGRES = {
  backup:
    'DATABASE_URL is set: this shop runs on PostgreSQL. Back it up with\n' +
    '  pg_dump --format=custom --file=quan-$(date -u +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
  restore:
    'DATABASE_URL is set: this shop runs on PostgreSQL. Stop the shop, then restore with\n' +
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump',
}

async function run(command: string | undefined, args: string[]) {
  const config = readBackupConfig()
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
    const file = path.resolve(config.callerDir, args[0])
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
run(command, args).catch((error: unknown) => {
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
