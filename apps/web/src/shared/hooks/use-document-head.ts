import { useEffect } from 'react'

/** Sets the page title and meta description (SEO and the browser tab), per route and language. */
export function useDocumentHead(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · Quán` : 'Quán'
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}
