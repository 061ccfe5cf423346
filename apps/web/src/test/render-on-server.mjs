/**
 * Renders shop pages with src/entry-server.tsx in a Node process of its own, as the server does:
 * the hydration test (src/hydration.test.tsx) must not render them in its own process, where
 * React's server renderer leaves its context values behind in the modules the browser's render
 * shares with it (a router "inside" the server's). Reads { options, requests, data } as JSON on
 * stdin, writes the pages' HTML as a JSON list on stdout.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

let text = ''
for await (const chunk of process.stdin) text += chunk
const { options, requests, data } = JSON.parse(text)

const root = fileURLToPath(new URL('../..', import.meta.url))
// Vite's cache in a folder of its own, never in the shared node_modules.
const cacheDir = mkdtempSync(join(tmpdir(), 'quan-ssr-'))
const vite = await createServer({
  root,
  cacheDir,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { createPageRenderer } = await vite.ssrLoadModule('/src/entry-server.tsx')
  const render = createPageRenderer(options)
  const pages = []
  for (const request of requests) pages.push(await render({ ...request, data }))
  process.stdout.write(JSON.stringify(pages))
} finally {
  await vite.close()
  rmSync(cacheDir, { recursive: true, force: true })
}
