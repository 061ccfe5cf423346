import { useSyncExternalStore } from 'react'

// Whether the browser says it is online (issue 24 §1): offline, ordering says plainly that it
// needs a connection instead of failing.

function subscribe(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** The server renders online: a page is never sent saying it is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
