import { holdEarlyTaps } from './shared/ssr/early-taps'
import { MODULES_META } from './shared/ssr/state'
import './app/theme.css'

/**
 * The page's entry, kept tiny: a server-rendered page is finished HTML, so the app (React, the
 * router, the texts: boot.tsx) is fetched and run once the page's largest picture is on screen,
 * not while a slow phone's network and main thread could be bringing that picture. A page
 * without such a picture (the browser-only back office, development) starts at once.
 */

/** How long the app waits for the largest picture at most (a slow or failing download). */
const HERO_WAIT_MS = 3000

function heroPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!hero) return Promise.resolve()
  const loaded = hero.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        hero.addEventListener('load', () => resolve(), { once: true })
        hero.addEventListener('error', () => resolve(), { once: true })
        setTimeout(resolve, HERO_WAIT_MS)
      })
  // The frame after it loaded paints it.
  return loaded.then(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  )
}

/**
 * The app's scripts this page needs (its meta tag from the server, MODULES_META), fetched at once
 * in parallel rather than one import after another.
 */
function fetchModules() {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`)?.content
  for (const href of names?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

// A tap on the server's page before the app has taken it over is kept, not lost (§2.6).
holdEarlyTaps()

void heroPainted().then(() => {
  fetchModules()
  return import('./boot')
})
