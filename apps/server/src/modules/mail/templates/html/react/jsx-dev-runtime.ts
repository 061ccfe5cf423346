/** The development form of ./jsx-runtime.ts, which test runners compile JSX against. */
import type * as DevRuntime from 'react/jsx-dev-runtime'
import { jsx } from './jsx-runtime'

export const jsxDEV: typeof DevRuntime.jsxDEV = (type, props, key) => jsx(type, props, key)
export { Fragment } from './jsx-runtime'
export type { JSX } from 'react/jsx-dev-runtime'
