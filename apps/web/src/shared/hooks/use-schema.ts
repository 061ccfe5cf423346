import { useEffect } from 'react'
import { scriptJson, useHeadCollector } from '../ssr/head'

/** The shop's own address: the configured one on the server, the page's in the browser. */
export function useOrigin(): string {
  const collector = useHeadCollector()
  return collector ? collector.origin : window.location.origin
}

/**
 * Puts schema.org JSON-LD into <head> under `id` while the screen is shown (none while `data` is
 * undefined). The server writes the same script into the HTML it sends; the effect replaces it.
 */
export function useSchema(id: string, data: unknown) {
  const collector = useHeadCollector()
  if (collector && data !== undefined) collector.schemas.set(id, data)
  const text = data === undefined ? undefined : scriptJson(data)
  useEffect(() => {
    if (text === undefined) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.id = id
    script.textContent = text
    document.getElementById(id)?.remove()
    document.head.append(script)
    return () => script.remove()
  }, [id, text])
}
