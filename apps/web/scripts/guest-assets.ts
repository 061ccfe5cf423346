import fs from 'node:fs'
import path from 'node:path'

// The scripts and styles a guest's pages can load (issue 24 §1): what the service worker
// precaches. Read from Vite's manifest of the build: everything the entry reaches by its
// imports, static or dynamic, but the back office (its screens and texts), which no guest loads
// and which would cost every guest's phone hundreds of KB in the background.

interface ManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** Chunks of the back office: its screens, and its texts in each language. */
export const BACK_OFFICE = /(^|\/)features\/admin\/|locales\/\w+\/(admin|office|reports)\.json$/

export function guestAssets(dist: string): Set<string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const reached = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (reached.has(key) || !chunk || BACK_OFFICE.test(key)) return
    reached.add(key)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const files = new Set<string>()
  for (const key of reached) {
    files.add(manifest[key]!.file)
    for (const css of manifest[key]!.css ?? []) files.add(css)
  }
  return files
}
