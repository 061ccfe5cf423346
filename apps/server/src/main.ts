import { buildApp } from './app'
import { ConfigError, readConfig } from './config'
import { openDatabase } from './db/create-db'

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
  const database = openDatabase(config)
  const app = await buildApp({ config, database })

  // Stop taking requests, let those in flight finish, close the database, exit 0.
  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }

  await app.listen({ port: config.port, host: config.host })
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`
  app.log.info(`Quán is open at http://localhost:${config.port} (${where})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
