// `npm start` runs this bundle as `node --enable-source-maps --max-semi-space-size=2
// --heap-growing-percent=30` (root
// package.json and apps/server's; the bench and the built-server tests take the flags from the
// root one). The cap on V8's young generation is for memory (issue 9): left alone it grows to
// 16 MB a semi-space under load and keeps that committed while the shop idles, about 20-30 MB
// of RSS; at 2 MB the young generation is collected more often, which a shop's short requests
// barely feel. The old generation may grow 30 % past what survived its last full collection
// before it is collected again (V8 otherwise lets it grow up to 4×): under the order load
// the heap held 190 MB, 50 MB of it alive, and now about 65 (issue 25 §2). Source maps stay on for readable stack traces; the map leaves out the sources'
// text, which is what made them cost (apps/server/build.ts). MALLOC_ARENA_MAX=2 and
// MALLOC_TRIM_THRESHOLD_=65536 (glibc's allocator) stop the memory that rendering pages and
// compressing them in libuv's threads took from staying with the process once freed: with them,
// 27 pages rendered and compressed add about 30 MB of RSS instead of about 70.
import { buildApp } from './app'
import { ConfigError, readConfig } from './config'
import { openDatabase } from './db/create-db'
import { DataDirInUse } from './db/data-dir-lock'
import { DatabaseTooNew } from './db/migrate'
import { stopOnSignals } from './shutdown'

async function main() {
  let config
  try {
    config = readConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Quán cannot start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  let database
  try {
    database = openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirInUse) {
      console.error(`Quán cannot start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  let app
  try {
    app = await buildApp({ config, database })
  } catch (error) {
    if (error instanceof DatabaseTooNew) {
      console.error(`Quán cannot start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  // What a stop does, and in which order: shutdown.ts.
  stopOnSignals(app, config.shutdownGraceMs)

  await app.listen({ port: config.port, host: config.host })
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`
  app.log.info(`Quán is open at http://localhost:${config.port} (${where})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
