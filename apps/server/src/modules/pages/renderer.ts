import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest, PageRendererModule, RenderPage } from '@quan/domain'
import type { FastifyBaseLogger } from 'fastify'

export type { PageRequest, RenderPage } from '@quan/domain'

/** The web app's server renderer is built beside its browser build: apps/web/dist-server. */
export const rendererFile = (webDir: string) =>
  path.join(webDir, '..', 'dist-server', 'entry-server.js')

/**
 * Loads the web app's server renderer for the browser build in `webDir`, or undefined when there
 * is none (then pages are the browser app's shell, rendered in the browser as before).
 */
export async function loadPageRenderer(
  webDir: string,
  template: string,
  origin: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  const file = rendererFile(webDir)
  if (!fs.existsSync(file)) {
    log.warn(`no server renderer at ${file}: pages are rendered in the browser (npm run build)`)
    return undefined
  }
  const manifestFile = path.join(webDir, '.vite', 'manifest.json')
  // Vite's own file, beside the build it describes.
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {}
  const module = (await import(pathToFileURL(file).href)) as PageRendererModule
  // The build's stylesheets go into the pages themselves: each read once, a few KB.
  const styles = new Map<string, string | undefined>()
  const readStyle = (file: string) => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined
    if (!styles.has(file)) {
      const full = path.join(webDir, file)
      styles.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined)
    }
    return styles.get(file)
  }
  return module.createPageRenderer({ template, manifest, origin, readStyle })
}
