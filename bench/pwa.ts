/**
 * Issue 24 §1: the installable shop on a throttled phone. For each page, a first visit on a
 * fresh profile and then return visits once the service worker keeps the page, each timed from
 * the navigation's start to `html[data-live]` (the app hydrated and answering), in Chromium with
 * CDP's network and CPU throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower
 * CPU. Then Chromium's own installability check of the page (the one Lighthouse's retired PWA
 * audit read) and the manifest's parse.
 */
import fs from 'node:fs'
import os from 'node:os'
import nodePath from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM } from './lighthouse'
import { MARK_LIVE, PHONE_BROWSER_ARGS, throttle } from './phone'

export const PWA_PAGES = ['/', '/menu']
/** Return visits a page, after the first: the median is the figure. */
const RETURN_VISITS = Number(process.env.BENCH_PWA_VISITS ?? 5)
/** First visits a page (a fresh profile each). */
const FIRST_VISITS = Number(process.env.BENCH_PWA_FIRST ?? 3)
export const RETURN_TARGET_MS = 500

/** One visit: navigates, waits for the page to be live, answers when that was. */
async function visit(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
  return page.evaluate<number>('window.__liveAt')
}

/** Until the worker controls the page and keeps the page itself (the first visit hands it over). */
async function kept(page: Page, url: string) {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)')
  const deadline = Date.now() + 60_000
  for (;;) {
    const done = await page.evaluate<boolean>(
      `(async () => navigator.serviceWorker.controller !== null &&
        (await caches.match(${JSON.stringify(url)}, { ignoreVary: true })) !== undefined)()`,
    )
    if (done) return
    if (Date.now() > deadline) throw new Error(`the service worker did not keep ${url}`)
    // Polls the browser; nothing is timed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

export interface PwaFigures {
  rows: [string, string, string][]
  over: boolean
}

/**
 * A fresh profile of its own on disk: Chromium checks installability only outside incognito,
 * which Playwright's plain contexts are.
 */
async function freshProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'quan-bench-pwa-profile-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: PHONE_BROWSER_ARGS,
    viewport: { width: 390, height: 844 },
  })
  return {
    context,
    close: async () => {
      await context.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function measurePwa(base: string): Promise<PwaFigures> {
  const rows: [string, string, string][] = []
  let over = false
  for (const path of PWA_PAGES) {
    const url = `${base}${path}`
    const first: number[] = []
    const again: number[] = []
    for (let run = 0; run < FIRST_VISITS; run++) {
      const profile = await freshProfile()
      try {
        await profile.context.addInitScript(MARK_LIVE)
        const page = profile.context.pages()[0] ?? (await profile.context.newPage())
        await throttle(await page.context().newCDPSession(page))
        first.push(await visit(page, url))
        await kept(page, url)
        if (run < FIRST_VISITS - 1) continue
        // The same tab opens the page again, as a guest coming back to the shop does.
        for (let visitNumber = 0; visitNumber < RETURN_VISITS; visitNumber++) {
          await page.goto('about:blank')
          again.push(await visit(page, url))
        }
        const { problems } = await installability(page, url)
        rows.push([
          `${path}: installable (Chromium's check, manifest parsed)`,
          problems.length === 0 ? 'yes' : problems.join('; '),
          problems.length === 0 ? 'target installable: met' : 'target installable: MISSED',
        ])
        if (problems.length > 0) over = true
      } finally {
        await profile.close()
      }
    }
    const firstMs = median(first)
    const againMs = median(again)
    const met = againMs <= RETURN_TARGET_MS
    if (!met) over = true
    const each = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ')
    rows.push(
      [
        `${path}: live on a first visit, throttled phone (median of ${first.length})`,
        `${(firstMs / 1000).toFixed(2)} s`,
        `each: ${each(first)}`,
      ],
      [
        `${path}: live on a return visit from the service worker (median of ${again.length})`,
        `${(againMs / 1000).toFixed(2)} s`,
        `target ≤ ${RETURN_TARGET_MS / 1000} s: ${met ? 'met' : 'MISSED'}; each: ${each(again)}`,
      ],
    )
  }
  return { rows, over }
}

/** Chromium's installability errors for the page, and the manifest's parse errors. */
async function installability(page: Page, url: string): Promise<{ problems: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string
    errors: { message: string; critical: number }[]
  }
  await cdp.detach()
  return {
    problems: [
      ...installabilityErrors.map((error) => `${url}: ${error.errorId}`),
      ...manifest.errors.map((error) => `manifest: ${error.message}`),
      ...(manifest.url ? [] : ['no manifest linked']),
    ],
  }
}
