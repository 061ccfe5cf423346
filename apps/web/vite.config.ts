import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { guestAssets } from './scripts/guest-assets'

// Modules every page loads with the app (src/boot.tsx imports them all) and that import nothing
// of boot.tsx back. The shop's settings and delivery times are not among the app's imports but
// the first visit needs them (the home page's about-us) and so do nearly all other pages.
const APP_CORE = [
  'web/src/shared/auth/auth.tsx',
  'web/src/shared/ssr/hydrated.tsx',
  'web/src/shared/menu/types.ts',
  'web/src/shared/menu/queries.ts',
  'web/src/shared/restaurant.ts',
  'web/src/shared/ssr/head.tsx',
  'web/src/shared/hooks/use-document-head.ts',
  'web/src/shared/i18n.ts',
  '@tanstack/react-query/build/modern/useSuspenseQuery.js',
  'domain/src/cart.ts',
  'domain/src/pricing.ts',
  'domain/src/money.ts',
  'domain/src/promotion.ts',
  'domain/src/sold-out.ts',
  'domain/src/menu-texts.ts',
  'domain/src/calendar-days.ts',
  'domain/src/restaurant/hours-text.ts',
  'web/src/shared/shop-config.ts',
  'web/src/shared/delivery/delivery-time.ts',
]

// The API runs on :3000 in development; the built app is served by the same server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The shop's service worker (issue 24 §1; docs/decisions/035-pwa.md), built from src/sw/ into
    // /sw.js with the list of scripts and styles it precaches. The browser build's alone: the
    // server's renderer has none. The app registers it itself (src/shared/pwa/), and the server
    // writes the manifest from the shop's Settings (GET /manifest.webmanifest).
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        devOptions: { enabled: false },
        injectManifest: {
          // The app's own scripts and styles that a guest's pages load, read from the cache on
          // a return visit. The back office's are left to the network (scripts/guest-assets.ts).
          globPatterns: ['assets/*.{js,css}'],
          manifestTransforms: [
            (entries) => {
              const guests = guestAssets(path.resolve(import.meta.dirname, 'dist'))
              return { manifest: entries.filter((entry) => guests.has(entry.url)) }
            },
          ],
          // One classic script: every browser with a service worker runs it.
          rollupFormat: 'iife',
        },
      }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  // The server's renderer (src/entry-server.tsx) is one self-contained file: React's production
  // server build and the app inside it, so it loads the same wherever the server runs from.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' as const } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        copyPublicDir: false,
        // ASCII, comments too: the server holds the renderer's text while it runs, and V8 keeps
        // a text with one character beyond ASCII at two bytes a character (1.1 MB more).
        rollupOptions: {
          output: { entryFileNames: 'entry-server.js', charset: 'ascii', comments: false },
        },
      }
    : {
        target: 'es2022',
        // bench/bundle.ts, the size budget and the server's renderer read which chunks a page
        // needs from here.
        manifest: true,
        assetsInlineLimit: 2048,
        chunkSizeWarningLimit: 300,
        // Vite's modulepreload polyfill is for browsers without <link rel="modulepreload">
        // (Safari before 17); the first visit of every guest paid for it. Without it those
        // browsers fetch each module when it is imported: slower there, never broken.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the modules named, not what they import: React and the app stay where
              // they are.
              includeDependenciesRecursively: false,
              groups: [
                {
                  // What the app (src/boot.tsx) imports before anything else, so every page
                  // loads it: one chunk instead of a dozen small ones, each of which cost the
                  // first visit its request and import lines (bench/bundle-sizes.ts).
                  name: 'app-core',
                  test: (id: string) => APP_CORE.some((file) => id.endsWith(file)),
                },
                {
                  // The restaurant's words as guests read them (issue 21 §3), which the home,
                  // about and contact pages all show: one chunk, not the two small ones (the
                  // text format apart) each of which cost the first visit its request and
                  // import lines (bench/bundle-sizes.ts; 150 bytes of the 135 KB).
                  name: 'words',
                  test: /src\/shared\/(ui\/formatted-text|restaurant-words)\.|restaurant\/(text-format|words-in)\./,
                },
              ],
            },
          },
        },
      },
}))
