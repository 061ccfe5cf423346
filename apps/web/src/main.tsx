import { holdEarlyTaps } from './shared/ssr/early-taps'
import { MODULES_META } from './shared/ssr/state'
import './app/theme.css'

/**
 * The page's entry, kept tiny: a server-rendered page is finished HTML, so the app (React, the
 * router, the texts: boot.tsx) is fetched and run once the page's largest picture is on screen,
 * not while a slow phone's network and main thread could be bringing that picture. A page
 * without such a picture (the browser-only back office, development) starts at once.
 *
 * It runs as soon as it arrives (async in index.html), while the rest of the page is still
 * being read, rather than after all of it: on a throttled phone the picture is on screen
 * hundreds of milliseconds before the page is read and laid out, and the app's scripts are
 * fetched meanwhile (issue 24 §1). The app itself runs once the page is read, as it hydrates it.
 */

/** How long the app waits for the largest picture at most (a slow or failing download). */
const HERO_WAIT_MS = 3000

/** Resolves once the whole page has been read (its root and its state among it). */
const pageRead = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve()
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })
})

/**
 * The page's largest picture once it has been read, or null once the page has none: looked for
 * every 20 ms while the page is read (the reader gives way to timers between its chunks).
 */
function heroElement(): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const look = () => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      if (hero || document.readyState !== 'loading') resolve(hero)
      else setTimeout(look, 20)
    }
    look()
  })
}

async function heroPainted(): Promise<void> {
  const hero = await heroElement()
  if (!hero) return
  const loaded = hero.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        hero.addEventListener('load', () => resolve(), { once: true })
        hero.addEventListener('error', () => resolve(), { once: true })
        setTimeout(resolve, HERO_WAIT_MS)
      })
  // The frame after it loaded paints it.
  await loaded
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
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

void heroPainted().then(async () => {
  // The head, with the scripts' names, is read by now: the picture is in the body.
  fetchModules()
  await pageRead
  return import('./boot')
})
