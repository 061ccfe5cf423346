import os from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The web tests that each run in a fresh module graph: those that render a whole page on the
 * server and hydrate it (the page's boot holds state of its own: shared/ssr/hydrated.tsx), and
 * those that replace a module with vi.mock (a module another file already loaded stays as it was).
 */
const WHOLE_PAGE_TESTS = [
  'src/features/checkout/payment.test.tsx',
  'src/entry-server.test.tsx',
  'src/entry-server-setting-up.test.tsx',
  'src/hydration.test.tsx',
  'src/features/menu/menu-filters.test.tsx',
  'src/features/checkout/first-field.test.tsx',
]

/** The server's tests that replace a module with vi.mock: each in a fresh module graph. */
const SERVER_MOCKING_TESTS = ['src/lib/passwords.test.ts']

// One runner for the whole repository; each workspace is a project (`--project server`).
// `npm test` (scripts/test.mjs) runs the journeys in a second Vitest after the other projects.
export default defineConfig({
  test: {
    // Every core: Vitest's own default leaves one free, which is one worker on 2 cores.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts', 'testing/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WHOLE_PAGE_TESTS,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A worker's files share one module graph and one jsdom (setup.ts empties the page and
          // the storage between tests): loading React, the router and the texts again for each
          // of 120 files took three times the CPU of the tests themselves.
          isolate: false,
          // A test slowed by a busy machine is not a hung one: the budget is for a hang, not a
          // speed check.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-pages',
          root: './apps/web',
          include: WHOLE_PAGE_TESTS,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          // The sold-out journey's PostgreSQL (apps/server/test/services-setup.ts).
          globalSetup: ['./global-setup.ts', '../apps/server/test/services-setup.ts'],
          // Two workers, each with a shop of its own (global-setup.ts): a worker's journeys run
          // one file at a time on its shop. Run after the other projects when all run in one
          // Vitest (a group's projects share one worker count); `npm test` runs them after.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Two journeys, each a shop and a Chromium, share the two cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Only the bench's pure helpers; the bench itself is `npm run bench`.
        test: {
          name: 'bench',
          root: './bench',
          include: ['*.test.ts'],
        },
      },
      {
        // Checks on the repository's own tooling: the lint rules that keep the layers apart.
        test: {
          name: 'tools',
          root: './tools',
          include: ['*.test.ts'],
          // Each case lints a fixture with the repository's typed config: a first import resolved
          // in a folder loads its TypeScript project, seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: SERVER_MOCKING_TESTS,
          // PostgreSQL and Redis for the tests that need them, started on their first ask.
          globalSetup: ['./test/services-setup.ts'],
          // A worker's files share one module graph: each builds a shop of its own (test/
          // build-test-app.ts), and loading the whole server again for each of 100 files took
          // as much CPU as the tests themselves.
          isolate: false,
          testTimeout: 20_000,
          // Seeding the demo (its pictures through sharp) in a hook took over a minute on a busy
          // machine: a hook waits for it rather than fails.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server-mocking',
          root: './apps/server',
          include: SERVER_MOCKING_TESTS,
          testTimeout: 20_000,
        },
      },
    ],
  },
})
