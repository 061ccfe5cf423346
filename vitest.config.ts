import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { reactOnPreact } from './apps/web/vite.config.ts'

// One runner for the whole repository; each workspace is a project (`--project server`).
export default defineConfig({
  test: {
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
        resolve: {
          // Testing Library's React build drives React DOM itself; its Preact twin has the same API.
          alias: {
            '@testing-library/react': '@testing-library/preact',
            // Node's resolution would pick react-router's CommonJS build, whose require('react')
            // no alias reaches; its ES module build imports React through the aliases.
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
            ),
            ...reactOnPreact,
          },
        },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Bundled through Vite so the preact aliases reach React's imports inside them too.
          server: {
            deps: {
              inline: [
                '@testing-library/preact',
                '@testing-library/user-event',
                'react-router',
                '@tanstack/react-query',
                'react-i18next',
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          // One shop serves every journey; they run one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
