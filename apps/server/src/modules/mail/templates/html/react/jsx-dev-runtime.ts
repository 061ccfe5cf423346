/** The development form of ./jsx-runtime.ts, which test runners compile JSX against. */
import type * as DevRuntime from 'react/jsx-dev-runtime'
import { jsx, jsxs } from './jsx-runtime'

// A static list of children (written out in JSX) goes to jsxs, as React's own does: it needs
// no keys.
export const jsxDEV: typeof DevRuntime.jsxDEV = (type, props, key, isStaticChildren) =>
  isStaticChildren ? jsxs(type, props, key) : jsx(type, props, key)
export { Fragment } from './jsx-runtime'
export type { JSX } from 'react/jsx-dev-runtime'
