/**
 * How soon a page answers a tap on a guest's first visit (issue 24 §1): a fresh Chromium profile
 * on a throttled phone (phone.ts: 150 ms latency, 1.6 Mbit/s, a 4x slower CPU), timed from
 * the navigation's start to `<html data-live>` (boot.tsx sets it once the header, the cards and
 * the cart button answer). Lighthouse's figures are simulated from an unthrottled load; this one
 * is the load itself, throttled while it runs, so it sees the chunks that wait on each other.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium as playwright } from 'playwright-core'
import { CHROMIUM } from './lighthouse'
import { MARK_LIVE, PHONE_BROWSER_ARGS, throttle } from './phone'

export const LIVE_TARGET_MS = 1500
export const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 5)
export const LIVE_PAGES = ['/', '/menu']

/** A phone's window, as Lighthouse's mobile form factor has it. */
const VIEWPORT = { width: 412, height: 823 }

/** One run's time limit: a page that is not live by then counts as failed, not as slow. */
const RUN_TIMEOUT_MS = 30_000

export interface LiveTiming {
  /** Navigation start to `<html data-live>`, in ms. */
  live: number
  /** Navigation start to the response's end and to DOMContentLoaded, for what the time went on. */
  html: number
  domContentLoaded: number
  /** Every script the page fetched before it was live: its URL's file, start and end, in ms. */
  scripts: { file: string; start: number; end: number; bytes: number }[]
}

/** The page's own timings, as a LiveTiming. */
const READ_TIMINGS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0]
  const live = window.__liveAt
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js') && entry.startTime < live)
    .map((entry) => ({
      file: new URL(entry.name).pathname.split('/').pop(),
      start: Math.round(entry.startTime),
      end: Math.round(entry.responseEnd),
      bytes: entry.encodedBodySize,
    }))
  return {
    live: Math.round(live),
    html: Math.round(navigation.responseEnd),
    domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
    scripts,
  }
})()`

/**
 * One first visit of `url` in a browser of its own on a fresh profile, throttled as above.
 * The time is read in the page (performance.now(), counted from the navigation's start) by an
 * observer installed before any of the page's scripts runs.
 */
export async function firstVisit(url: string): Promise<LiveTiming> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-live-'))
  const context = await playwright.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
    args: PHONE_BROWSER_ARGS,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    // In the page, before its own scripts (a string: the bench is compiled without the DOM's
    // types).
    await page.addInitScript(MARK_LIVE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    await throttle(cdp)
    await page.goto(url, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS })
    // A function, not a string: the shop's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(() => '__liveAt' in globalThis, undefined, {
      timeout: RUN_TIMEOUT_MS,
      polling: 100,
    })
    return (await page.evaluate(READ_TIMINGS)) as LiveTiming
  } finally {
    await context.close()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
}

export interface LivePage {
  path: string
  runs: LiveTiming[]
  errors: string[]
}

const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** `runs` first visits of each page, the pages taking turns (neither always first). */
export async function measureLive(base: string, runs = LIVE_RUNS): Promise<LivePage[]> {
  const pages: LivePage[] = LIVE_PAGES.map((p) => ({ path: p, runs: [], errors: [] }))
  if (!fs.existsSync(CHROMIUM)) {
    for (const page of pages) page.errors.push(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
    return pages
  }
  // Each page rendered once first, as a running shop has it in its cache: the first visit of a
  // guest is not the server's first render of the page.
  for (const page of pages) {
    await fetch(base + page.path, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
  }
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      try {
        page.runs.push(await firstVisit(base + page.path))
      } catch (error) {
        page.errors.push(`run ${run + 1}: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
  return pages
}

/** The table's rows: each page's median against the target; `over` when one misses it. */
export function liveRows(pages: LivePage[]): { rows: [string, string, string][]; over: boolean } {
  let over = false
  const rows = pages.map((page): [string, string, string] => {
    const what = `${page.path} live on a first visit (150 ms, 1.6 Mbit/s, 4x CPU)`
    if (page.runs.length === 0 || page.errors.length > 0) {
      over = true
      return [what, 'no figure', page.errors.join('; ') || 'no run finished']
    }
    const live = medianOf(page.runs.map((r) => r.live))
    const met = live <= LIVE_TARGET_MS
    if (!met) over = true
    const each = page.runs.map((r) => r.live).join(', ')
    return [
      what,
      `${live} ms (median of ${page.runs.length}: ${each})`,
      `target ≤ ${LIVE_TARGET_MS} ms: ${met ? 'met' : 'MISSED'}`,
    ]
  })
  return { rows, over }
}

/** Where the median run's time went: the HTML, DOMContentLoaded, and each script fetched. */
export function liveDetails(pages: LivePage[]): string {
  const lines: string[] = []
  for (const page of pages) {
    const live = medianOf(page.runs.map((r) => r.live))
    const run = page.runs.find((r) => r.live === live)
    if (!run) continue
    lines.push(
      `${page.path}, the median run: HTML by ${run.html} ms, DOMContentLoaded ${run.domContentLoaded} ms, live ${run.live} ms`,
    )
    for (const script of run.scripts)
      lines.push(
        `  ${script.file}: ${script.start}–${script.end} ms (${(script.bytes / 1024).toFixed(1)} KB)`,
      )
  }
  return lines.join('\n')
}
