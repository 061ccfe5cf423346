/** The app itself, loaded by main.tsx once the page has painted: hydrates or renders it. */
import { hydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App, QUERY_DEFAULTS } from './app/app'
import { screenAt } from './app/screens'
import { mustRestoreLanguage, restoreChosenLanguage, serverState } from './i18n/i18n'
import { replayEarlyTaps } from './shared/ssr/early-taps'
import { registerShopWorker } from './shared/pwa/register'
import { afterFirstScreen, afterHydration, startHydration } from './shared/ssr/hydrated'
// The frames of what opens from every page's header (the cart and login windows: modal, login,
// stepper, sheet), the dishes' allergen marks, the status and payment badges and the receipt, in
// the app's one stylesheet: each its own small file, gzipped apart, cost more than its share of
// one (all CSS is held to 20 KB, bench/run.ts).
// The screens' stylesheets come after them and refine them with more specific selectors.
import './shared/ui/modal.css'
import './features/auth/login-popup.css'
import './shared/ui/stepper.css'
import './shared/ui/sheet.css'
import './shared/menu/allergens.css'
import './shared/ui/status-badge.css'
import './shared/receipt/receipt.css'

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
  // The screen's chunk first (the page links it, so it is on its way), so hydration never
  // suspends on it and the whole page is live in one pass.
  void screenAt(window.location.pathname)
    .preload()
    .catch(() => {})
    .then(() => hydrateRoot(root, app))
} else {
  createRoot(root).render(app)
}
// A mark for whoever waits for the page to answer (the journeys): <html data-live>, once its
// first screen (navbar, the screen's top and first cards, the cart button) is hydrated, and in
// the guest's own language. What is left for later answers a tap too: React hydrates it on the
// spot (Later, in shared/ssr/hydrated.tsx).
const pageLive = () =>
  requestAnimationFrame(() => {
    document.documentElement.setAttribute('data-live', '')
    // The tap a guest made while the page was not live yet (issue 19 §2.6).
    replayEarlyTaps()
  })
// A language chosen here before the cookie existed is taken up once all of the page is
// hydrated (a rare case): the page is live in it, not a moment before in the server's.
const restoring = mustRestoreLanguage()
afterFirstScreen(() => {
  if (!restoring) pageLive()
})
afterHydration(() => {
  void restoreChosenLanguage()
    .catch(() => {})
    .then(() => {
      if (restoring) pageLive()
      // The installable shop's worker, once all of the page is hydrated (issue 24 §1).
      registerShopWorker()
    })
})
