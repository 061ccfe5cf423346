import { useEffect, useSyncExternalStore } from 'react'

/**
 * Whether the page is live in the browser. True by default (a page the browser renders alone,
 * and tests); boot.tsx sets it false before it hydrates the server's HTML, and HydrationMarker
 * sets it true once the last of that HTML is hydrated.
 *
 * Why not as soon as the shell is: React hydrates each Suspense boundary (the screen is in
 * two) in a pass of its own after the shell, and a context that changes above a boundary still
 * waiting (the cart read from local storage, a token, another language) makes React throw its
 * HTML away and render it anew, which is the flash server rendering is there to avoid.
 */
let live = true
const listeners = new Set<() => void>()
const waiting: (() => void)[] = []

export function startHydration() {
  live = false
}

function markLive() {
  if (live) return
  live = true
  for (const listener of listeners) listener()
  for (const run of waiting.splice(0)) run()
}

/** Runs `run` once the page is live (at once if it is). */
export function afterHydration(run: () => void) {
  if (live) run()
  else waiting.push(run)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * False on the server and until the server's HTML is hydrated; true afterwards and in a page
 * rendered in the browser alone. What only the browser knows (local storage: the token, a
 * guest's cart, the last order) is read once this is true: read during hydration it would make
 * the first render differ from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  )
}

/** Placed beside the screen, in the innermost Suspense boundary: its effect runs last. */
export function HydrationMarker() {
  useEffect(markLive, [])
  return null
}
