import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API runs on :3000 in development; the built app is served by the same server.
export default defineConfig({
  plugins: [react()],
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
