/**
 * Lighthouse on pages of the running shop (issue 9), in Debian's Chromium, with Lighthouse's
 * defaults: a phone, simulated slow 4G and a 4× slower CPU. Every run gets a Chromium of its own
 * on a fresh temporary profile, and a time limit, so a stuck browser never holds the bench up.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // With these and chrome-launcher's own flags Chromium still looked up accounts.google.com,
  // clients2.google.com and update.googleapis.com (seen with strace). With this rule no name
  // resolves, so nothing leaves the machine (strace again: TCP to 127.0.0.1 only, no DNS); the
  // shop is addressed by its IP, which the rule leaves alone. Lighthouse itself only talks to
  // Chromium's debugging port.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // The scores do not use the full-page screenshot; leaving it out saves seconds a run.
  disableFullPageScreenshot: true,
}

/** One run's time limit: Lighthouse waits up to 45 s for a load, then needs some seconds more. */
const RUN_TIMEOUT_MS = 120_000

export class LighthouseTimeout extends Error {}

/** One Lighthouse run on `url` in a Chromium of its own; rejects on a runtime error or timeout. */
export async function auditPage(url: string): Promise<Result> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-lighthouse-'))
  const session: { chrome?: chromeLauncher.LaunchedChrome; over: boolean } = { over: false }
  const work = (async () => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir,
      logLevel: 'silent',
    })
    session.chrome = chrome
    if (session.over) {
      chrome.kill()
      fs.rmSync(userDataDir, { recursive: true, force: true })
      throw new LighthouseTimeout('Chromium started after the time limit')
    }
    return lighthouse(url, { ...FLAGS, port: chrome.port })
  })()
  // After a timeout the run is abandoned: its later failure is expected and not reported.
  work.catch(() => {})
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LighthouseTimeout(`no result within ${RUN_TIMEOUT_MS / 1000} s`)),
      RUN_TIMEOUT_MS,
    )
  })
  try {
    const result = await Promise.race([work, timeout])
    if (!result) throw new Error('Lighthouse gave no result')
    const failure = result.lhr.runtimeError
    if (failure) throw new Error(`${failure.code}: ${failure.message}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
    session.over = true
    session.chrome?.kill()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
}

export interface PageAudits {
  path: string
  reports: Result[]
  errors: string[]
}

export interface LighthouseRuns {
  pages: PageAudits[]
  /** The browser's name and version, as it gives them. */
  chromium: string
}

/**
 * `runs` runs of each page, the pages taking turns (so neither always goes first on a warmer
 * machine). A timeout ends the remaining runs: a Chromium that hung once is likely to again.
 */
export async function auditPages(
  base: string,
  paths: string[],
  runs: number,
): Promise<LighthouseRuns> {
  const pages: PageAudits[] = paths.map((p) => ({ path: p, reports: [], errors: [] }))
  if (!fs.existsSync(CHROMIUM)) {
    for (const page of pages) page.errors.push(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
    return { pages, chromium: CHROMIUM }
  }
  // The user agent reports only the major version.
  const chromium =
    execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .find((line) => /\d+\.\d+/.test(line))
      ?.replace(/ built on.*/, '')
      .trim() ?? CHROMIUM
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      try {
        page.reports.push(await auditPage(base + page.path))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        page.errors.push(`run ${run + 1}: ${message}`)
        if (error instanceof LighthouseTimeout) return { pages, chromium }
      }
    }
  }
  return { pages, chromium }
}
