import { execSync } from 'node:child_process'
import fs from 'node:fs'

/** Debian's Chromium (DESIGN.md); CHROMIUM_PATH points elsewhere if it lives elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

/**
 * The journeys never skip silently: without Chromium they install Debian's package when they
 * can (root with apt), or stop and say how.
 */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  const isRoot = process.getuid?.() === 0
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing; installing Debian’s chromium package…')
    try {
      execSync('apt-get install -y chromium', { stdio: 'inherit' })
    } catch {
      execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
    }
    if (fs.existsSync(CHROMIUM)) return
  }
  throw new Error(
    `The browser journeys need Chromium at ${CHROMIUM}. Install it with ` +
      '`sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  )
}
