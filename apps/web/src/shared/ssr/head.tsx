import { createContext, useContext } from 'react'

/**
 * What a server render learns about the page's <head>: each screen names its title and
 * description (useDocumentHead) and its schema.org data as it renders. In the browser there is
 * no collector, and the same hooks write into the live document in effects instead.
 */
export interface HeadCollector {
  title?: string
  description?: string
  /** schema.org JSON-LD scripts, by id. */
  schemas: Map<string, unknown>
  /** The shop's own address for absolute URLs (PUBLIC_URL; never a request's Host header). */
  origin: string
}

export const HeadContext = createContext<HeadCollector | null>(null)

export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadContext)
}

/** The document's title for a screen's title (the restaurant's name alone when it has none). */
export const documentTitle = (title: string, restaurant: string) =>
  [title, restaurant].filter(Boolean).join(' · ')

/** JSON for an inline script: '<' escaped, so a dish named '</script>' cannot end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
