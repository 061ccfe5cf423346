import { hydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App, QUERY_DEFAULTS } from './app/app'
import { screenAt } from './app/screens'
import { restoreChosenLanguage, serverState } from './i18n/i18n'
import { afterHydration, startHydration } from './shared/ssr/hydrated'
import './app/theme.css'

/** How long hydration waits for the largest picture at most (a slow or failing download). */
const HERO_WAIT_MS = 3000

/** Resolves once the page's high-priority picture (its largest) has loaded and been painted. */
function heroPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  const loaded =
    !hero || hero.complete
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

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })
const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={BrowserRouter} />
  </StrictMode>
)

if (serverState) {
  // The server renders from a menu cache it drops on every change, so what the page holds is as
  // fresh as the moment it was sent: counted from now, it is not fetched again at once.
  const now = Date.now()
  for (const query of serverState.queries.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, serverState.queries)
  startHydration()
  afterHydration(restoreChosenLanguage)
  // The screen's chunk first (the page links it, so it is on its way), so hydration never
  // suspends on it and the whole page is live in one pass; and the page's largest picture on
  // screen before that pass takes the main thread (a slow phone would paint it late).
  void Promise.all([
    screenAt(window.location.pathname)
      .preload()
      .catch(() => {}),
    heroPainted(),
  ]).then(() => hydrateRoot(root, app))
} else {
  createRoot(root).render(app)
}
// A mark for whoever waits for the page to answer (the journeys): <html data-live>.
afterHydration(() => document.documentElement.setAttribute('data-live', ''))
