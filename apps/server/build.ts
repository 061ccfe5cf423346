/**
 * Bundles the server into dist/main.js, so `npm start` runs plain JavaScript: no TypeScript
 * loader thread, a second to start, and about 50 MB less memory than running through tsx.
 * Native and optional modules stay outside the bundle and load from node_modules.
 */
import { fileURLToPath } from 'node:url'
import { build, type BuildOptions } from 'esbuild'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/** Also used by tests that run the built server (test/built-server.ts), into their own file. */
export const serverBuild: BuildOptions = {
  entryPoints: [here('src/main.ts')],
  outfile: here('dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Memory (issue 9): V8 keeps the whole bundle's text for as long as the server runs, and one
  // character beyond ASCII anywhere (a comment in a dependency) stores all of it at two bytes a
  // character, so comments and blank space go (and the regexes stay ASCII). Stack traces keep
  // their names (identifiers are not minified) and map back through the source map, which
  // leaves the sources' text out: with it, --enable-source-maps held tens of MB more.
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  // The words a kitchen ticket prints (issue 23 §2) are Vietnamese and Slovak: written as \u
  // escapes, they keep the text one byte a character.
  charset: 'ascii',
  legalComments: 'external',
  // stripe: loaded only when STRIPE_* are set (issue 22 §1), so an idle shop never holds its text.
  // React Email and React (the mails' HTML, issue 22 §3) load from node_modules with the first
  // mail sent: bundled, their 1.7 MB of text would be held from the start, mail or no mail.
  external: [
    'better-sqlite3',
    'sharp',
    'pg-native',
    'stripe',
    'react',
    'react-dom',
    '@react-email/*',
    // The kitchen printer's (issue 23 §2): iconv-lite's code-page tables stay in node_modules,
    // and node-thermal-printer loads with the first ticket, only where PRINTER_URL is set.
    'iconv-lite',
    'node-thermal-printer',
    // Web Push (issue 24 §2): loads with the first push sent, never while the shop is idle.
    'web-push',
    // Metrics (issue 25 §3): loaded only where METRICS_TOKEN is set.
    'prom-client',
  ],
  // Bundled CommonJS dependencies still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build(serverBuild)
