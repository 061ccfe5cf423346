import { useEffect, useState } from 'react'

interface Request {
  id: string
  /** Wait until the screen shows this version of the data (e.g. a list's new order). */
  version?: string
}

/**
 * Focuses the element with the given id once the render caused by the same batch of state
 * changes is on screen: a row just added, or a button whose row just moved (a moved node loses
 * the focus). A ref would be read by effects still pending from an earlier render, before the
 * element exists. Data that arrives through the query cache renders a moment later, so such a
 * request names the version it waits for, compared with `version` here.
 */
export function useFocusLater(version?: string): (id: string, waitFor?: string) => void {
  const [request, setRequest] = useState<Request | null>(null)
  useEffect(() => {
    if (!request || (request.version !== undefined && request.version !== version)) return
    document.getElementById(request.id)?.focus()
    setRequest(null)
  }, [request, version])
  return (id, waitFor) => setRequest({ id, version: waitFor })
}
