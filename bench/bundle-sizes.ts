import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface BundleReport {
  chunks: { file: string; name: string; bytes: number; gzip: number }[]
  /**
   * What the first visit to / downloads: the entry, the home screen and their imports. Its texts
   * come inside the server-rendered HTML, not as chunks (docs/decisions/013).
   */
  firstVisit: { js: number; css: number; files: string[] }
  /** Every stylesheet a guest can be sent: all of the app's but the back office's own. */
  cssTotal: number
  /** The stylesheets only the back office loads (its chunks'), which no guest downloads. */
  backOfficeCss: number
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Reads the Vite manifest of a built app and measures every chunk gzipped. */
export function bundleReport(dist: string): BundleReport {
  const manifestPath = path.join(dist, '.vite/manifest.json')
  if (!fs.existsSync(manifestPath)) throw new Error(`no build at ${dist}: run npm run build`)
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const chunks = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      name: chunk.src ?? chunk.name ?? chunk.file,
      bytes: fs.statSync(path.join(dist, chunk.file)).size,
      gzip: gzipSize(path.join(dist, chunk.file)),
    }))
    .sort((a, b) => b.gzip - a.gzip)

  const needed = new Set<string>()
  const visit = (key: string) => {
    if (needed.has(key) || !manifest[key]) return
    needed.add(key)
    for (const imported of manifest[key]!.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.endsWith('features/home/home-page.tsx')) visit(key)
    // The entry imports the app itself (boot.tsx) once the page has painted.
    if (chunk.isEntry) for (const app of chunk.dynamicImports ?? []) visit(app)
  }
  const files = [...needed].map((key) => manifest[key]!.file)
  const cssFiles = new Set([...needed].flatMap((key) => manifest[key]!.css ?? []))
  // A stylesheet is the back office's when only back-office chunks name it (issue 23: the
  // board, tickets and reports grew it; guests' budget stays what a cheap phone downloads).
  const cssUsers = new Map<string, boolean[]>()
  for (const [key, chunk] of Object.entries(manifest))
    for (const css of chunk.css ?? [])
      cssUsers.set(css, [...(cssUsers.get(css) ?? []), key.includes('features/admin/')])
  const isBackOffice = (file: string) => cssUsers.get(file)?.every(Boolean) ?? false
  const allCss = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`)
  return {
    chunks,
    firstVisit: {
      js: files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
      css: [...cssFiles].reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
      files,
    },
    cssTotal: allCss
      .filter((file) => !isBackOffice(file))
      .reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
    backOfficeCss: allCss
      .filter(isBackOffice)
      .reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
  }
}

export const JS_BUDGET = 135 * 1024
export const CSS_BUDGET = 20 * 1024
/** The back office's own stylesheets (board, tickets, reports, settings), gzipped. */
export const BACK_OFFICE_CSS_BUDGET = 12 * 1024
