/**
 * The throttled phone of issue 24 §1, shared by the first-visit (live.ts) and the installable
 * shop's (pwa.ts) measures: Lighthouse's slow 4G and 4x slower CPU, applied by Chromium through
 * CDP while the page loads rather than simulated afterwards, and the page's own note of when it
 * went live (`<html data-live>`, set by boot.tsx).
 */
import type { CDPSession } from 'playwright-core'
import { CHROMIUM_FLAGS } from './lighthouse'

export const PHONE = {
  latencyMs: 150,
  /** 1.6 Mbit/s down and 750 kbit/s up, in bytes a second. */
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
}

/** Chromium's flags for Playwright (which sets headless itself): lighthouse.ts's, no name resolved. */
export const PHONE_BROWSER_ARGS = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'))

/** Throttles the page of `cdp` as the phone above. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
}

/**
 * Notes in `window.__liveAt` when `<html data-live>` first appears, in ms from the navigation's
 * start. Text, for addInitScript: it runs before the page is parsed, when there is no <html> yet,
 * so the whole document is watched; and the bench is typed for Node, not the DOM.
 */
export const MARK_LIVE = `
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-live')) return
    window.__liveAt = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] })
`
