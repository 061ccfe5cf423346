// `npm start` runs this first: it builds the browser app when its sources are newer than the
// last build (or there is none), and always bundles the server (about a second).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const web = path.join(root, 'apps/web')
const built = path.join(web, 'dist/index.html')
// The pages' server renderer, built with the browser app (apps/web/src/entry-server.tsx).
const renderer = path.join(web, 'dist-server/entry-server.js')

function newest(dir) {
  let latest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return latest
}

const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(root, 'packages/domain/src'),
]
const sourceTime = Math.max(
  ...sources.map(newest),
  fs.statSync(path.join(web, 'index.html')).mtimeMs,
  fs.statSync(path.join(web, 'vite.config.ts')).mtimeMs,
)
if (
  !fs.existsSync(built) ||
  !fs.existsSync(renderer) ||
  Math.min(fs.statSync(built).mtimeMs, fs.statSync(renderer).mtimeMs) < sourceTime
) {
  console.log('Building the browser app…')
  // The journeys call this from Vitest, whose NODE_ENV is 'test': Vite would pass that on, and
  // React would ship its development build (twice the size, and mixed with the production JSX
  // runtime it fails to render at all).
  execSync('npm run build -w @quan/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
execSync('npm run build -w @quan/server', { cwd: root, stdio: 'inherit' })
