import { useEffect } from 'react'
import { useRestaurantName } from '../restaurant'
import { documentTitle, useHeadCollector } from '../ssr/head'

/** Sets the page title and meta description (SEO and the browser tab), per route and language. */
export function useDocumentHead(title: string, description: string) {
  const collector = useHeadCollector()
  const name = useRestaurantName()
  if (collector) {
    // On the server, effects never run: the render tells the collector instead.
    collector.title = documentTitle(title, name)
    collector.description = description
  }
  useEffect(() => {
    document.title = documentTitle(title, name)
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description, name])
}
