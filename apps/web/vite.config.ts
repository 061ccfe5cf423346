import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The app is written against React's API and runs on preact/compat (docs/decisions/004): React
 * DOM alone weighs 67 KB gzip, three quarters of the 90 KB a cheap phone is given for the
 * shopper's first load. Tests run on the same aliases, so what is tested is what ships.
 */
export const reactOnPreact = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  // react-i18next's CommonJS shim would load the real React in tests (two Reacts: 'Invalid hook
  // call'); preact/compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
}

// The API runs on :3000 in development; the built app is served by the same server.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: reactOnPreact },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // bench/bundle.ts and the size budget read which chunks the first page needs from here.
    manifest: true,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 300,
  },
})
