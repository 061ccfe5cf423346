import { Suspense, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react'

/**
 * Whether the page is live in the browser. True by default (a page the browser renders alone,
 * and tests); boot.tsx sets it false before it hydrates the server's HTML, and it turns true once
 * the last of that HTML is hydrated: the screen (HydrationMarker) and every part of it left for
 * later (Later).
 *
 * Why not as soon as the shell is: React hydrates each Suspense boundary (the screen is in
 * two, and each Later in one more) in a pass of its own after the shell, and a context that
 * changes above a boundary still waiting (the cart read from local storage, a token, another
 * language) makes React hydrate all of it at once, in one task the guest waits for, before it
 * applies the change.
 *
 * The first screen (the navbar, the screen's top with its first cards, the cart button) answers
 * taps earlier, once it is hydrated (afterFirstScreen): what is left for later is hydrated by
 * React at once when a tap lands in it (selective hydration), so a tap works from then on.
 */
let live = true
let firstScreen = true
const listeners = new Set<() => void>()
const waiting: (() => void)[] = []
const waitingForFirstScreen: (() => void)[] = []
/** The Later boundaries rendered from the server's HTML and not hydrated yet, by their useId. */
const later = new Set<string>()
/** Those hydrated (or gone) already: a render after that does not count them again. */
const laterDone = new Set<string>()

export function startHydration() {
  live = false
  firstScreen = false
}

function markLive() {
  if (live) return
  live = true
  for (const listener of listeners) listener()
  for (const run of waiting.splice(0)) run()
}

/** Live once the first screen is hydrated and no Later waits any more. */
function settle() {
  if (firstScreen && later.size === 0) markLive()
}

/** Runs `run` once the page is live (at once if it is). */
export function afterHydration(run: () => void) {
  if (live) run()
  else waiting.push(run)
}

/** Runs `run` once the first screen is hydrated and answers taps (at once if it is). */
export function afterFirstScreen(run: () => void) {
  if (firstScreen) run()
  else waitingForFirstScreen.push(run)
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
  useEffect(() => {
    if (!firstScreen) {
      firstScreen = true
      for (const run of waitingForFirstScreen.splice(0)) run()
    }
    settle()
  }, [])
  return null
}

function laterHydrated(id: string) {
  laterDone.add(id)
  later.delete(id)
  settle()
}

/**
 * What a guest cannot touch on the first screen (the cards further down, the footer, the
 * restaurant's story and map): in a Suspense boundary of its own, which React leaves as the
 * server's HTML while it hydrates the rest, and hydrates in a pass after it (issue 24 §1: all
 * of /menu took ~0.45 s to hydrate on a phone's 4x slower CPU, its first screen a fraction).
 * It must not suspend: React would show nothing (the fallback) instead.
 */
export function Later({ children }: { children: ReactNode }) {
  const id = useId()
  // Counted while it renders: the screen's HydrationMarker runs in the same commit as this
  // render, and must know that something is still to come.
  if (!live && !laterDone.has(id)) later.add(id)
  // Gone (another page) before it was hydrated: not waited for any more. Checked a moment
  // later, as StrictMode (in development) takes each effect down and up again at once.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      queueMicrotask(() => {
        if (!mounted.current) laterHydrated(id)
      })
    }
  }, [id])
  return (
    <Suspense fallback={null}>
      <LaterHydrated id={id} />
      {children}
    </Suspense>
  )
}

function LaterHydrated({ id }: { id: string }) {
  useEffect(() => laterHydrated(id), [id])
  return null
}
