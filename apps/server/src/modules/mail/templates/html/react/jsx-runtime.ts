/**
 * The JSX runtime the mails' components are compiled against (letter.tsx names it with
 * @jsxImportSource): React's own, loaded with React Email on the first mail (kit.ts). Compiled
 * against react/jsx-runtime directly, the bundle would import React as the server starts
 * (esbuild lifts an external's import to the top of the bundle): 3 MB held for nothing until a
 * mail goes out. Elements are only made while a mail is drawn, after the kit has loaded.
 */
import type * as Runtime from 'react/jsx-runtime'

let react: typeof Runtime | undefined

/** Called by the kit once React is loaded. */
export function useReactRuntime(runtime: typeof Runtime) {
  react = runtime
}

function loaded(): typeof Runtime {
  if (!react) throw new Error('React is not loaded yet: draw mails through mailKit()')
  return react
}

export const jsx: typeof Runtime.jsx = (type, props, key) => loaded().jsx(type, props, key)
export const jsxs: typeof Runtime.jsxs = (type, props, key) => loaded().jsxs(type, props, key)
/** React's well-known symbol, the same in every copy of React. */
export const Fragment = Symbol.for('react.fragment') as unknown as typeof Runtime.Fragment
export type { JSX } from 'react/jsx-runtime'
