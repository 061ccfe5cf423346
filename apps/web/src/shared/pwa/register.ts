// The installable shop (issue 24 §1), the page's side: registers the service worker
// (src/sw/sw.ts, built to /sw.js) once the page is live, so it never competes with the first
// visit, and hands it what that first visit read before any worker was there to keep it.
// Nothing here loads workbox: the registration is the browser's own call.

/** Where the build writes the worker; at the root, so its scope is the whole shop. */
export const SERVICE_WORKER_URL = '/sw.js'

/** Only the built shop has a worker: development and tests never register one. */
const wanted = () => import.meta.env.PROD && 'serviceWorker' in navigator

/** What this page loaded that the worker may keep (it applies its own rules to each). */
function loadedResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/images/`) || url.includes('/api/'))
}

/** The build's scripts this page names: the worker takes over only for its own build's page. */
function buildScripts(): string[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => script.src)
    .filter((src) => src.startsWith(`${location.origin}/assets/`))
}

/**
 * Once the page has loaded whole and the tab is idle, offers a waiting new version the page: it
 * takes over unless this page or another window is the checkout (src/sw/sw.ts). Not sooner: the
 * switch waits for the old worker to stop, and a request of a page still loading would wake it.
 */
function offerTakeOver(registration: ServiceWorkerRegistration) {
  const offer = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0))
    idle(
      () => registration.waiting?.postMessage({ type: 'quan:take-over', scripts: buildScripts() }),
      { timeout: 2000 },
    )
  }
  if (document.readyState === 'complete') offer()
  else window.addEventListener('load', offer, { once: true })
}

export function registerShopWorker(): void {
  if (!wanted()) return
  // A page a worker answered is kept already; one loaded without a worker (the first visit,
  // a forced reload) is handed over, so the menu once seen reads offline.
  const uncontrolled = !navigator.serviceWorker.controller
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(async (registration) => {
      if (registration.waiting) offerTakeOver(registration)
      if (!uncontrolled) return
      const ready = await navigator.serviceWorker.ready
      ready.active?.postMessage({
        type: 'quan:keep',
        pages: [location.href],
        resources: loadedResources(),
      })
    })
    // No worker, no offline reading and no pushes: the shop works as before.
    .catch(() => {})
}
