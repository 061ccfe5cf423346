import { pageState } from '@quan/domain/api/page-state'
import type { DehydratedState } from '@tanstack/react-query'
import type { Language } from '../../i18n/languages'

/** The meta tag in which a server-rendered page names the app's scripts it needs (main.tsx). */
export const MODULES_META = 'quan:modules'

/** The script in a server-rendered page that hands its data to the browser. */
export const STATE_ID = 'quan-state'

/** What the server rendered with, so the browser's first render matches its HTML exactly. */
export interface ServerState {
  language: Language
  /** The texts the page used, by namespace, in `language`. */
  texts: Record<string, Record<string, unknown>>
  /** The menu and categories the HTML shows (TanStack Query's dehydrate). */
  queries: DehydratedState
}

/**
 * The address the server rendered this page at (the state's data-path), or undefined on the
 * server and in a page the browser rendered alone. It differs from the page's own address when
 * the server sent the plain menu for a filtered one (issue 19 §1.5): then the first render must
 * be the plain menu, to match the HTML.
 */
export function renderedPath(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.getElementById(STATE_ID)?.dataset.path
}

/**
 * The page's server state, or undefined when the page was not rendered on a server (dev). In
 * development and the tests it is parsed with its schema (@quan/domain/api/page-state) and a
 * state that does not fit throws; the first visit's bundle carries neither the schema nor zod.
 */
export function readServerState(): ServerState | undefined {
  const script = document.getElementById(STATE_ID)
  if (!script?.textContent) return undefined
  let state: unknown
  try {
    state = JSON.parse(script.textContent)
  } catch {
    return undefined
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') pageState.parse(state)
  return state as ServerState
}
